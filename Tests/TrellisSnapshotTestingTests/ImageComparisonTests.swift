import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

@Suite("Image comparison")
struct ImageComparisonTests {
    /// Records `reference` with `strategy`, then compares `changed` with it.
    func compare<A: View, B: View>(
        _ reference: A, with changed: B, as strategy: Snapshotting<B, Data>, in folder: SnapshotFolder
    ) -> String? {
        let recording = verifySnapshot(
            of: reference, as: .image(scale: 1), named: "swatch", record: .missing, snapshotDirectory: folder.path,
            testName: "compare")
        #expect(recording?.hasPrefix(recordedMessagePrefix) == true)
        return verifySnapshot(
            of: changed, as: strategy, named: "swatch", record: .missing, snapshotDirectory: folder.path,
            testName: "compare")
    }

    // One pixel in 100 changed: precision is the share of pixels that must match.
    @Test(arguments: [(Float(1), false), (0.995, false), (0.99, true), (0.5, true)])
    func oneChangedPixel(precision: Float, passes: Bool) {
        let folder = SnapshotFolder()
        let failure = compare(Swatch(), with: MarkedSwatch(), as: .image(scale: 1, precision: precision), in: folder)
        #expect((failure == nil) == passes)
    }

    @Test func theFailureSaysWhereAndWritesADifferencePicture() throws {
        let folder = SnapshotFolder()
        let failure = try #require(compare(Swatch(), with: MarkedSwatch(), as: .image(scale: 1), in: folder))
        #expect(failure.hasPrefix("Snapshot \"swatch\" does not match reference."))
        #expect(failure.contains("\n1 of 100 pixels differ (1%); 0.99 match, precision 1.0 required.\n"))
        #expect(failure.contains("First difference at pixel (3, 4); largest colour difference ΔE 57.95 (perceptual precision 0.4205).\n"))
        let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix("Difference (differing pixels red") })
        let path = try #require(line.split(separator: ": ").last.map(String.init))
        #expect(path.hasSuffix("/difference.png"))
        let difference = try #require(RGBAImage(pngData: Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(difference.width == 10 && difference.height == 10)
        #expect(difference[3, 4] == (255, 0, 0, 255))
        // Matching pixels are the picture faded to grey.
        #expect(difference[0, 0].red == difference[0, 0].blue)
        // The reference and the failed snapshot are written beside it.
        let folderOfDifference = URL(fileURLWithPath: path).deletingLastPathComponent()
        for name in ["reference.png", "failure.png"] {
            #expect(FileManager.default.fileExists(atPath: folderOfDifference.appendingPathComponent(name).path))
        }
    }

    // System red (255, 59, 48) against (254, 59, 48): a ΔE of about 0.3, which the eye misses.
    @Test(arguments: [(Float(1), false), (0.99, true), (0.98, true)])
    func aSlightlyDifferentColour(perceptualPrecision: Float, passes: Bool) {
        let folder = SnapshotFolder()
        let nearlyRed = Swatch(colour: Color(red: 254 / 255, green: 59 / 255, blue: 48 / 255))
        let failure = compare(
            Swatch(), with: nearlyRed, as: .image(scale: 1, perceptualPrecision: perceptualPrecision), in: folder)
        #expect((failure == nil) == passes)
    }

    @Test func aDifferentColourFailsEvenWithAPerceptualTolerance() throws {
        let folder = SnapshotFolder()
        let failure = try #require(
            compare(Swatch(), with: Swatch(colour: .orange), as: .image(scale: 1, perceptualPrecision: 0.98), in: folder))
        #expect(failure.contains("\n100 of 100 pixels differ (100%) by more than ΔE 2 (perceptualPrecision 0.98); 0 match, precision 1.0 required.\n"))
    }

    @Test func aChangedSizeAlwaysFails() throws {
        let folder = SnapshotFolder()
        let wider = fixedRed.frame(width: 12, height: 10)
        let failure = try #require(compare(Swatch(), with: wider, as: .image(scale: 1, precision: 0.5), in: folder))
        #expect(failure.contains("\nThe picture is 12 × 10 px; the reference is 10 × 10 px.\n20 of 120 pixels differ"))
    }
}

@Suite("Image layouts")
struct ImageLayoutTests {
    @Test(arguments: [
        (SnapshotLayout.device(.iPhone15), 393, 852),
        (.device(.iPhone15, orientation: .landscapeLeft), 852, 393),
        (.device(.iPhoneSE3), 375, 667),
        (.fixed(width: 100, height: 50), 100, 50),
        (.sizeThatFits, 10, 10),
    ])
    func thePictureIsTheLayoutsSize(layout: SnapshotLayout, width: Int, height: Int) throws {
        let png = try #require(take(Snapshotting<Swatch, Data>.image(layout: layout, scale: 1), of: Swatch()))
        let image = try #require(RGBAImage(pngData: png))
        #expect(image.width == width && image.height == height)
    }

    @Test func theScaleMultipliesThePixels() throws {
        let png = try #require(take(Snapshotting<Swatch, Data>.image(scale: 3), of: Swatch()))
        let image = try #require(RGBAImage(pngData: png))
        #expect(image.width == 30 && image.height == 30)
    }

    @Test func onADeviceTheViewSitsInTheSafeArea() throws {
        let png = try #require(take(Snapshotting<Swatch, Data>.image(layout: .device(.iPhone15), scale: 1), of: Swatch()))
        let image = try #require(RGBAImage(pngData: png))
        // The safe area is 393 × 759 from y 59: the swatch is centred in it, from (191.5, 433.5).
        #expect(image[196, 438] == (255, 59, 48, 255))
        #expect(image[196, 420] == (255, 255, 255, 255))
        #expect(image[0, 0] == (255, 255, 255, 255))
    }

    @Test func theBackgroundIsWhiteUnlessToldOtherwise() throws {
        let view = fixedRed.frame(width: 4, height: 4).padding(2)
        let white = try #require(take(Snapshotting<_, Data>.image(scale: 1), of: view).flatMap(RGBAImage.init(pngData:)))
        let clear = try #require(
            take(Snapshotting<_, Data>.image(scale: 1, background: nil), of: view).flatMap(RGBAImage.init(pngData:)))
        let black = try #require(
            take(Snapshotting<_, Data>.image(scale: 1, background: .black), of: view).flatMap(RGBAImage.init(pngData:)))
        #expect(white[0, 0] == (255, 255, 255, 255))
        #expect(clear[0, 0].alpha == 0)
        #expect(black[0, 0] == (0, 0, 0, 255))
        #expect(white[3, 3] == (255, 59, 48, 255))
    }
}
