import Foundation
import Testing

@testable import trellis

@Suite("trellis snapshot: the review page")
struct SnapshotReviewPageTests {
    static let differing = SnapshotOutcome(
        file: "/app/Views/Checkout.swift", preview: "Checkout_Previews", kind: .differs(detail: "120 of 30000 pixels differ"),
        variant: "iPhone 16 · dark · ar",
        pictures: .init(new: "Checkout/Checkout_Previews.png", reference: "Checkout/Checkout_Previews.reference.png",
                        difference: "Checkout/Checkout_Previews.difference.png"),
        changedPixels: 1200,
        layout: .init(
            reference: """
                Padding [top: 16, leading: 16, bottom: 16, trailing: 16] proposal (393, 68.333) size (393, 68.333) at (0, 0)
                  Background proposal (361, 36.333) size (361, 36.333) at (16, 16)
                    Text ["Pay"] proposal (345, 20.333) size (28, 20.333) at (182.5, 24)
                """,
            new: """
                Padding [top: 16, leading: 16, bottom: 16, trailing: 16] proposal (393, 68.333) size (393, 68.333) at (0, 0)
                  Background proposal (361, 36.333) size (361, 36.333) at (16, 16)
                    Text ["Checkout"] proposal (345, 20.333) size (73.667, 20.333) at (159.667, 24)
                """))
    static let passing = SnapshotOutcome(file: "/app/Views/Card.swift", preview: "Card_Previews", kind: .matched, variant: "iPhone 16 · light")

    @Test func failuresComeBeforeThePicturesThatPassed() throws {
        let html = SnapshotReviewPage.html([Self.passing, Self.differing], relativeTo: "/app", title: "Snapshots")
        let failure = try #require(html.range(of: "id=\"failure-1\""))
        let passed = try #require(html.range(of: "data-subject=\"Views/Card.swift › Card_Previews\""))
        #expect(failure.lowerBound < passed.lowerBound)
        #expect(html.contains(#"<p class="summary" id="summary"><span class="count failed">1 failed</span> <span class="count matched">1 matched</span></p>"#))
    }

    @Test func aDifferingPictureShowsItsThreePicturesAndTheSlider() {
        let html = SnapshotReviewPage.html([Self.differing], relativeTo: "/app", title: "Snapshots")
        for picture in ["Checkout_Previews.png", "Checkout_Previews.reference.png", "Checkout_Previews.difference.png"] {
            #expect(html.contains("<img class=\"picture\" src=\"Checkout/\(picture)\""))
        }
        #expect(html.contains(#"<img class="picture under" src="Checkout/Checkout_Previews.reference.png" alt="Reference">"#))
        #expect(html.contains(#"<img class="picture over" src="Checkout/Checkout_Previews.png" alt="New" style="clip-path: inset(0 0 0 50%)">"#))
        #expect(html.contains(#"<input type="range" class="slider""#))
        #expect(html.contains(#"<p class="what">differs from its reference (120 of 30000 pixels differ)</p>"#))
        #expect(html.contains(#"<p class="pixels">1,200 changed pixels</p>"#))
        #expect(html.contains(#"<span class="variant">iPhone 16 · dark · ar</span>"#))
    }

    @Test func theLayoutDifferenceMarksTheViewsThatMoved() {
        let html = SnapshotReviewPage.html([Self.differing], relativeTo: "/app", title: "Snapshots")
        #expect(html.contains(#"<h4>Layout <span class="counts">1 view changed</span></h4>"#))
        #expect(html.contains("""
            <div class="row same"><span class="sign"> </span><code>  Background proposal (361, 36.333) size (361, 36.333) at (16, 16)</code></div>
            <div class="row removed"><span class="sign">−</span><code>    Text [&quot;<mark>Pay</mark>&quot;] proposal (345, 20.333) size (<mark>28</mark>, 20.333) at (<mark>182.5</mark>, 24)</code></div>
            <div class="row added"><span class="sign">+</span><code>    Text [&quot;<mark>Checkout</mark>&quot;] proposal (345, 20.333) size (<mark>73.667</mark>, 20.333) at (<mark>159.667</mark>, 24)</code></div>
            """))
    }

    @Test func eachViewsOldLineIsAboveItsNewOne() {
        var outcome = Self.differing
        outcome.layout = .init(
            reference: "VStack proposal (10, 10) size (10, 4) at (0, 3)\n  Text [\"A\"] proposal (10, 10) size (4, 4) at (3, 3)\n",
            new: "VStack proposal (10, 10) size (10, 6) at (0, 2)\n  Text [\"A\"] proposal (10, 10) size (4, 6) at (3, 2)\n")
        let html = SnapshotReviewPage.html([outcome], relativeTo: "/app", title: "Snapshots")
        let rows = html.components(separatedBy: "<div class=\"row ").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(rows == ["removed", "added", "removed", "added"])
        #expect(html.contains(#"<span class="counts">2 views changed</span>"#))
    }

    @Test func theSameLayoutSaysTheDrawingChanged() {
        var outcome = Self.differing
        outcome.layout = .init(reference: "Text [\"Pay\"] proposal (10, 10) size (10, 10) at (0, 0)\n", new: "Text [\"Pay\"] proposal (10, 10) size (10, 10) at (0, 0)\n")
        let html = SnapshotReviewPage.html([outcome], relativeTo: "/app", title: "Snapshots")
        #expect(html.contains("The layout trees are the same"))
        #expect(!html.contains("class=\"diff\""))
    }

    @Test func namesAreEscaped() {
        let outcome = SnapshotOutcome(
            file: "/app/<script>.swift", preview: "Dark & \"wide\" <b>", kind: .missingReference, variant: "it's",
            pictures: .init(new: "<script>/Dark & \"wide\" #1.png"))
        let html = SnapshotReviewPage.html([outcome], relativeTo: "/app", title: "A <title>")
        #expect(!html.contains("<script>.swift"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("<title>A &lt;title&gt;</title>"))
        #expect(html.contains(#"<span class="file">&lt;script&gt;.swift</span> <span class="sep">›</span> <span class="preview">Dark &amp; &quot;wide&quot; &lt;b&gt;</span>"#))
        #expect(html.contains(#"data-variant="it&#39;s""#))
        #expect(html.contains(#"<option value="it&#39;s">it&#39;s</option>"#))
        // The picture's path is a URL path: `#`, spaces and `<` percent-encoded, then escaped.
        #expect(html.contains(#"src="%3Cscript%3E/Dark%20&amp;%20%22wide%22%20%231.png""#))
        #expect(html.contains("New (no reference)"))
    }

    @Test func aCompileErrorIsShownAsItWasPrinted() {
        let outcome = SnapshotOutcome(file: "/app/Map.swift", preview: nil, kind: .didNotCompile(reason: "Map.swift:3:8: error: no such module 'ARKit'\nimport ARKit"))
        let html = SnapshotReviewPage.html([outcome], relativeTo: "/app", title: "Snapshots")
        #expect(html.contains(#"<p class="what">did not compile</p>"#))
        #expect(html.contains("<pre class=\"reason\">Map.swift:3:8: error: no such module &#39;ARKit&#39;\nimport ARKit</pre>"))
        #expect(html.contains(#"<span class="badge error">Did not compile</span>"#))
    }

    @Test func aCrashShowsOnlyItsMessage() {
        let outcome = SnapshotOutcome(file: "/app/Card.swift", preview: "Dark", kind: .failedToDraw(reason: "the preview Card-Dark crashed"))
        let html = SnapshotReviewPage.html([outcome], relativeTo: "/app", title: "Snapshots")
        #expect(html.contains("<pre class=\"reason\">the preview Card-Dark crashed</pre>"))
        #expect(!html.contains("<p class=\"what\">"))
    }

    @Test func whenEverythingPassedThePageSaysSo() {
        let html = SnapshotReviewPage.html([Self.passing, Self.passing], relativeTo: "/app", title: "Snapshots")
        #expect(html.contains(#"<p class="all-passed" id="all-passed">All 2 pictures match their references.</p>"#))
        #expect(!html.contains("class=\"card failure\""))
    }

    @Test(arguments: [
        ([SnapshotOutcome.Kind.matched], "The picture matches its reference."),
        ([.matched, .matched, .matched], "All 3 pictures match their references."),
        ([.recorded], "Recorded 1 picture as its reference."),
        ([.recorded, .recorded], "Recorded 2 pictures as their references."),
        ([.recorded, .matched], "Recorded 1 picture; 1 matched its reference."),
        ([.recorded, .recorded, .matched, .matched], "Recorded 2 pictures; 2 matched their references."),
    ])
    func aRunWithoutFailuresSaysWhatBecameOfItsPictures(kinds: [SnapshotOutcome.Kind], line: String) {
        #expect(SnapshotReviewPage.allPassed(kinds.map { SnapshotOutcome(file: "/app/A.swift", preview: "A", kind: $0) }) == line)
    }

    @Test func theVariantsAreTheFiltersChoices() {
        let html = SnapshotReviewPage.html([Self.differing, Self.passing, Self.differing], relativeTo: "/app", title: "Snapshots")
        #expect(html.contains("""
            <select id="variant" aria-label="Variant"><option value="">All variants</option><option value="iPhone 16 · dark · ar">iPhone 16 · dark · ar</option>\
            <option value="iPhone 16 · light">iPhone 16 · light</option></select>
            """))
        // A run of one variant has no variant menu.
        #expect(!SnapshotReviewPage.html([SnapshotOutcome(file: "/app/A.swift", preview: "A", kind: .matched)], relativeTo: "/app", title: "S")
            .contains("id=\"variant\""))
    }

    @Test func thePageFetchesNothingFromElsewhere() {
        let html = SnapshotReviewPage.html([Self.differing, Self.passing], relativeTo: "/app", title: "Snapshots")
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("<script src"))
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (1_234_567, "1,234,567")])
    func pixelCountsAreGroupedByThousands(number: Int, text: String) {
        #expect(SnapshotReviewCard.grouped(number) == text)
    }
}
