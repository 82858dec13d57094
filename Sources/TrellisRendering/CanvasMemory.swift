internal import CCairo
internal import Foundation

/// Pixel memory for canvases, kept from one picture to the next.
///
/// A new canvas of some megabytes is fresh memory from the kernel, each page faulted in and
/// zeroed on first touch, and given back when the picture is done: for a 2× picture that was
/// about 40 % of its time. A canvas made here takes memory a finished one gave back (cleared
/// with `memset`) when there is some large enough. At most one buffer per core is kept, each
/// at most 64 MiB (a 4096 × 4096 canvas); larger canvases are allocated and freed as before.
final class CanvasMemory: @unchecked Sendable {
    // @unchecked: `kept` is only touched while holding `lock` (once per canvas, not per pixel).
    static let shared = CanvasMemory()

    private struct Buffer {
        let pointer: UnsafeMutableRawPointer
        let capacity: Int
    }

    /// Handed to Cairo as the surface's user data; gives the buffer back when Cairo destroys it.
    private final class Lease {
        let buffer: Buffer
        init(_ buffer: Buffer) { self.buffer = buffer }
    }

    private let lock = NSLock()
    private var kept: [Buffer] = []
    private let maximumKept = max(2, ProcessInfo.processInfo.activeProcessorCount)
    private let maximumBytes = 64 << 20
    /// The user-data key the lease is attached with (Cairo compares its address).
    nonisolated(unsafe) private static let leaseKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// A cleared (transparent) image surface, like `cairo_image_surface_create`; nil when Cairo
    /// cannot make one. Its memory comes back here when the surface is destroyed.
    func surface(_ format: cairo_format_t, width: Int32, height: Int32) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(format, width))
        let bytes = stride * Int(height)
        guard stride > 0, bytes > 0, bytes <= maximumBytes else { return cairo_image_surface_create(format, width, height) }
        guard let buffer = take(bytes) else { return nil }
        let lease = Unmanaged.passRetained(Lease(buffer))
        guard let surface = cairo_image_surface_create_for_data(buffer.pointer.assumingMemoryBound(to: UInt8.self), format, width, height, Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, Self.leaseKey, lease.toOpaque(), { pointer in
                  guard let pointer else { return }
                  CanvasMemory.shared.give(Unmanaged<Lease>.fromOpaque(pointer).takeRetainedValue().buffer)
              }) == CAIRO_STATUS_SUCCESS
        else {
            give(lease.takeRetainedValue().buffer)
            return nil
        }
        return surface
    }

    /// `bytes` of zeroed memory: a kept buffer that is large enough (the smallest), or a new one.
    private func take(_ bytes: Int) -> Buffer? {
        let reused: Buffer? = lock.withLock {
            guard let index = kept.indices.filter({ kept[$0].capacity >= bytes }).min(by: { kept[$0].capacity < kept[$1].capacity })
            else { return nil }
            return kept.remove(at: index)
        }
        if let reused {
            memset(reused.pointer, 0, bytes)
            return reused
        }
        guard let pointer = calloc(bytes, 1) else { return nil }
        return Buffer(pointer: pointer, capacity: bytes)
    }

    /// Keeps `buffer` for a later canvas, or frees it (the smallest goes when too many are kept).
    private func give(_ buffer: Buffer) {
        let freed: Buffer? = lock.withLock {
            kept.append(buffer)
            guard kept.count > maximumKept, let smallest = kept.indices.min(by: { kept[$0].capacity < kept[$1].capacity })
            else { return nil }
            return kept.remove(at: smallest)
        }
        if let freed { free(freed.pointer) }
    }
}
