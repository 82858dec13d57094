import Foundation

/// A snapshot that could not be taken, carried in the snapshot's own format.
///
/// swift-snapshot-testing's `snapshot` closure cannot fail: it must hand back a PNG or a
/// string. So a view that draws nothing, or settings that cannot be laid out, give a marked
/// sentence in that format instead, and the strategies' diffing turns it into the failure
/// message. (On a first run the library records whatever it is given, so the marked sentence
/// is what lands in the reference file — and the next run still fails, with the sentence.)
enum RenderingFailure {
    static let marker = "TrellisSnapshotTesting could not take the snapshot: "

    /// `reason` as a snapshot string.
    static func text(_ reason: String) -> String { marker + reason }

    /// `reason` as snapshot data (in place of a PNG file).
    static func encode(_ reason: String) -> Data { Data(text(reason).utf8) }

    /// The reason carried by `snapshot`, or nil when it is a real snapshot.
    static func reason(in snapshot: String) -> String? {
        snapshot.hasPrefix(marker) ? String(snapshot.dropFirst(marker.count)) : nil
    }

    /// The reason carried by `data`, or nil when it is (or may be) a real PNG.
    static func reason(in data: Data) -> String? {
        guard data.starts(with: Data(marker.utf8)) else { return nil }
        return reason(in: String(decoding: data, as: UTF8.self))
    }
}
