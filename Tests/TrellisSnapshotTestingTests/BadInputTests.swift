import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

// Nothing here may trap: each mistake fails the assertion with a sentence saying what is wrong.
@Suite("Bad input")
struct BadInputTests {
    // The library records whatever the first run gives it (here the sentence, in place of a
    // picture) and says so; every later run fails with the sentence.
    @Test func anEmptyViewFailsOnEveryRun() throws {
        let folder = SnapshotFolder()
        #expect(Strategy.image.verify(EmptyView(), named: "empty", in: folder)?.hasPrefix(recordedMessagePrefix) == true)
        for _ in 0..<2 {
            let failure = try #require(Strategy.image.verify(EmptyView(), named: "empty", in: folder))
            #expect(
                failure.hasSuffix(
                    "\n\nThe view drew nothing at layout size "
                        + "that fits: it is 0 points wide or high there (an empty view, or one whose size comes only "
                        + "from its container — try .fixed(width:height:) or .device(…)), or larger than 32767 pixels "
                        + "on a side at scale 2.0."))
        }
    }

    @Test(arguments: [
        (SnapshotLayout.fixed(width: -1, height: 10), "A .fixed layout needs finite sizes of 0 or more, not -1.0 × 10.0."),
        (.fixed(width: .infinity, height: 10), "A .fixed layout needs finite sizes of 0 or more, not inf × 10.0."),
        (.fixed(width: .nan, height: 10), "A .fixed layout needs finite sizes of 0 or more, not nan × 10.0."),
    ])
    func aBadFixedSize(layout: SnapshotLayout, message: String) throws {
        let folder = SnapshotFolder()
        for run in 0..<2 {
            let image = verifySnapshot(
                of: Swatch(), as: .image(layout: layout), named: "image", record: .missing, snapshotDirectory: folder.path)
            let text = verifySnapshot(
                of: Swatch(), as: .layout(layout: layout), named: "layout", record: .missing, snapshotDirectory: folder.path)
            if run == 0 {
                #expect(image?.hasPrefix(recordedMessagePrefix) == true)
                #expect(text?.hasPrefix(recordedMessagePrefix) == true)
            } else {
                #expect(image?.hasSuffix(message) == true)
                #expect(text?.hasSuffix(message) == true)
            }
        }
    }

    @Test(arguments: [0, -2, CGFloat.nan])
    func aBadScale(scale: CGFloat) throws {
        let folder = SnapshotFolder()
        let first = verifySnapshot(
            of: Swatch(), as: .svg(scale: scale), named: "svg", record: .missing, snapshotDirectory: folder.path)
        #expect(first?.hasPrefix(recordedMessagePrefix) == true)
        let failure = verifySnapshot(
            of: Swatch(), as: .svg(scale: scale), named: "svg", record: .missing, snapshotDirectory: folder.path)
        #expect(failure?.hasSuffix("The scale must be a finite number above 0, not \(scale).") == true)
    }

    @Test func aPrecisionOutsideZeroToOne() throws {
        let folder = SnapshotFolder()
        _ = Strategy.image.verify(Swatch(), named: "swatch", in: folder)
        let failure = verifySnapshot(
            of: MarkedSwatch(), as: .image(precision: 2), named: "swatch", record: .missing, snapshotDirectory: folder.path,
            testName: "aPrecisionOutsideZeroToOne()")
        #expect(failure?.hasSuffix("precision and perceptualPrecision must be between 0 and 1, not 2.0 and 1.0.") == true)
    }

    @Test func aReferenceThatIsNotAPicture() throws {
        let folder = SnapshotFolder()
        let file = folder.reference(testName: "aReferenceThatIsNotAPicture()", name: "swatch", pathExtension: "png")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: file)
        let failure = Strategy.image.verify(Swatch(), named: "swatch", in: folder)
        #expect(failure?.hasSuffix("The reference file is not a PNG picture. Record it again.") == true)
    }
}
