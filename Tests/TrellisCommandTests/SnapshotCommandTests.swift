import Foundation
import Testing

@testable import trellis

@Suite("trellis snapshot: references and results")
struct SnapshotCommandTests {
    @Test func aReferenceIsBesideItsSourceInAFolderNamedAfterIt() {
        let source = URL(fileURLWithPath: "/app/Views/CardView.swift")
        #expect(SnapshotReferences.reference(for: "CardView_Previews-2", of: source).path == "/app/Views/__Snapshots__/CardView/CardView_Previews-2.png")
    }

    @Test(arguments: [
        ("Row-Row_Previews", "/app/Row.swift", "Row_Previews"),
        ("Row-Row_Previews-2", "/app/Row.swift", "Row_Previews-2"),
        ("Row-Preview-1", "/app/Row.swift", "Preview-1"),
        // The longest provider name wins: `RowDetail-…` is not `Row`'s.
        ("RowDetail-Preview-1", "/app/RowDetail.swift", "Preview-1"),
    ])
    func aFoldersPictureBelongsToTheFileOfItsProvider(picture: String, file: String, preview: String) throws {
        let providers = ["/app/Row.swift": ["Row-Row_Previews", "Row-Preview-1"], "/app/RowDetail.swift": ["RowDetail-Preview-1"]]
        let owner = try #require(SnapshotReferences.owner(of: picture, providers: providers))
        #expect(owner.file == file)
        #expect(owner.preview == preview)
    }

    @Test func recordedReferencesAreListedByPreviewName() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("Card.swift")
        let folder = SnapshotReferences.folder(for: source)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["Card_Previews-2.png", "Card_Previews-1.png", "notes.txt"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        #expect(SnapshotReferences.recorded(for: source) == ["Card_Previews-1", "Card_Previews-2"])
    }

    @Test(arguments: [
        (SnapshotOutcome.Kind.matched, false, "  ✓ Views/Card.swift › Dark"),
        (.recorded, false, "  ● Views/Card.swift › Dark: recorded"),
        (.differs(detail: "differs 3 of 100 pixels (largest ΔE 12.5)"), true,
         "  ✗ Views/Card.swift › Dark: differs from its reference (differs 3 of 100 pixels (largest ΔE 12.5))"),
        (.missingReference, true, "  ✗ Views/Card.swift › Dark: no reference (run `trellis snapshot --record` to record it)"),
        (.removedPreview, true, "  ✗ Views/Card.swift › Dark: its preview no longer exists (delete the reference, or record again)"),
        (.failedToDraw(reason: "the preview Card-Dark crashed"), true, "  ✗ Views/Card.swift › Dark: the preview Card-Dark crashed"),
    ])
    func eachResultIsALine(kind: SnapshotOutcome.Kind, isFailure: Bool, line: String) {
        let outcome = SnapshotOutcome(file: "/app/Views/Card.swift", preview: "Dark", kind: kind)
        #expect(outcome.isFailure == isFailure)
        #expect(outcome.line(relativeTo: "/app") == line)
    }

    @Test func aFileThatDidNotCompileIsNamedWhole() {
        let outcome = SnapshotOutcome(file: "/app/Map.swift", preview: nil, kind: .didNotCompile(reason: "imports ARKit"))
        #expect(outcome.line(relativeTo: "/app") == "  ✗ Map.swift: did not compile: imports ARKit")
    }

    @Test func theSummaryCountsResults() {
        let outcomes = [
            SnapshotOutcome(file: "a", preview: "1", kind: .matched), SnapshotOutcome(file: "a", preview: "2", kind: .missingReference),
            SnapshotOutcome(file: "b", preview: "1", kind: .matched),
        ]
        #expect(SnapshotCommand.summary(outcomes, record: false, report: "snapshot-report") == "Snapshots: 2 matched, 1 failed (review: snapshot-report/index.html)")
        let recorded = [SnapshotOutcome(file: "a", preview: "1", kind: .recorded), SnapshotOutcome(file: "a", preview: "2", kind: .matched)]
        #expect(SnapshotCommand.summary(recorded, record: true, report: "r") == "Snapshots: 1 recorded, 1 unchanged")
    }
}

@Suite("trellis snapshot: JUnit XML")
struct SnapshotJUnitTests {
    @Test func aSuitePerFileACasePerPreviewAFailureEach() {
        let outcomes = [
            SnapshotOutcome(file: "/app/Card.swift", preview: "Card_Previews", kind: .matched),
            SnapshotOutcome(file: "/app/Card.swift", preview: "Dark & \"wide\"", kind: .missingReference),
            SnapshotOutcome(file: "/app/Map.swift", preview: nil, kind: .didNotCompile(reason: "imports <ARKit>")),
        ]
        #expect(SnapshotJUnit.document(outcomes, relativeTo: "/app") == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="trellis snapshot" tests="3" failures="2">
              <testsuite name="Card.swift" tests="2" failures="1">
                <testcase classname="Card.swift" name="Card_Previews"/>
                <testcase classname="Card.swift" name="Dark &amp; &quot;wide&quot;">
                  <failure message="Card.swift › Dark &amp; &quot;wide&quot;: no reference (run `trellis snapshot --record` to record it)"/>
                </testcase>
              </testsuite>
              <testsuite name="Map.swift" tests="1" failures="1">
                <testcase classname="Map.swift" name="(file)">
                  <failure message="Map.swift: did not compile: imports &lt;ARKit&gt;"/>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }
}
