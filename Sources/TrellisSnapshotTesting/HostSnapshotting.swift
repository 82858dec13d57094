public import Foundation
public import SnapshotTesting
public import Trellis

// Snapshots of a `ViewHost` in whatever state its events left it: the host's current layout,
// drawn or printed. The host's own window, environment and display scale apply (set them when
// making the host: `ViewHost(view, on: .iPhone16, environment: …)`).

extension Snapshotting where Value == ViewHost, Format == String {
    /// The host's current layout tree as text, one line per view, as ``Snapshotting/layout``
    /// prints a view's.
    public static var layout: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines, snapshot: { host in host.layout.description })
    }
}

extension Snapshotting where Value == ViewHost, Format == Data {
    /// The host's current layout drawn as a PNG picture (its window, at the environment's
    /// display scale), compared as ``Snapshotting/image`` compares a view's. Named image files
    /// are not drawn yet (the host does not record where it found them); symbols and colours are.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(precision: precision, perceptualPrecision: perceptualPrecision)) { host in
            let list = host.layout.displayList(canvas: .window)
            return PNGRenderer().pngData(list) ?? RenderingFailure.encode("The host's layout draws nothing (it is empty or too large).")
        }
    }
}
