#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Clock, statistics, memory and machine information, straight from libc and
// procfs (nothing here needs Foundation).

/// Monotonic time in nanoseconds.
@inline(__always)
public func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// CPU time of the whole process (all threads) in nanoseconds.
@inline(__always)
public func cpuNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

public func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

// MARK: - Memory (Linux: /proc/self/status; elsewhere getrusage)

public enum Memory {
    /// Resets the process's peak resident set size (VmHWM) to the current RSS by
    /// writing "5" to /proc/self/clear_refs (Linux >= 4.0). Returns false if that
    /// is not possible, in which case the peak is the process-wide peak so far.
    @discardableResult
    public static func resetPeak() -> Bool {
        #if os(Linux)
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let byte: [UInt8] = [UInt8(ascii: "5")]
        return byte.withUnsafeBufferPointer { write(fd, $0.baseAddress, 1) } == 1
        #else
        return false
        #endif
    }

    /// Current resident set size in bytes (VmRSS), if known.
    public static func residentBytes() -> Int? {
        statusField("VmRSS:")
    }

    /// Peak resident set size in bytes (VmHWM; getrusage's ru_maxrss where there is no /proc).
    public static func peakResidentBytes() -> Int? {
        if let hwm = statusField("VmHWM:") { return hwm }
        var usage = rusage()
        #if os(Linux)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        #if os(Linux)
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
    }

    /// A "Name:   1234 kB" line of /proc/self/status, in bytes.
    static func statusField(_ name: String) -> Int? {
        guard let text = readSmallFile("/proc/self/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).filter { $0.isNumber }
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}

/// Reads a small (procfs) file in one go.
public func readSmallFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        bytes.append(contentsOf: buffer[0..<n])
    }
    return String(decoding: bytes, as: UTF8.self)
}

// MARK: - Machine

public enum Machine {
    public static var cpuModel: String {
        if let info = readSmallFile("/proc/cpuinfo") {
            for line in info.split(separator: "\n") where line.hasPrefix("model name") {
                if let colon = line.firstIndex(of: ":") {
                    return line[line.index(after: colon)...].trimmingSpaces()
                }
            }
        }
        return "unknown CPU"
    }

    public static var onlineCPUs: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    public static var kernel: String {
        var name = utsname()
        guard uname(&name) == 0 else { return "unknown" }
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
        }
        return "\(field(name.sysname)) \(field(name.release)) \(field(name.machine))"
    }

    /// The stack size limit of the main thread (ulimit -s), in bytes; nil if unlimited.
    public static var stackLimit: Int? {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
        #else
        let resource = RLIMIT_STACK
        #endif
        // RLIM_INFINITY is all ones; anything that large is "unlimited".
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(Int.max) else { return nil }
        return Int(limit.rlim_cur)
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}

// MARK: - Formatting (fixed decimals without Foundation)

/// `value` with exactly `decimals` digits after the point.
public func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9.0e18 else { return "\(value)" }
    let whole = UInt64(scaled)
    let factor = UInt64(scale)
    let sign = value < 0 && whole != 0 ? "-" : ""
    guard decimals > 0 else { return sign + String(whole) }
    var fraction = String(whole % factor)
    while fraction.count < decimals { fraction = "0" + fraction }
    return sign + String(whole / factor) + "." + fraction
}

/// A number with about `significant` significant digits, fixed notation.
public func short(_ value: Double, significant: Int = 4) -> String {
    guard value.isFinite, value != 0 else { return fixed(value, 0) }
    var digits = 0
    var magnitude = abs(value)
    while magnitude >= 10 { magnitude /= 10; digits += 1 }
    while magnitude < 1 { magnitude *= 10; digits -= 1 }
    return fixed(value, max(0, significant - 1 - digits))
}

/// A size like `1000x3160` (integers without a decimal point).
public func sizeString(_ width: Double, _ height: Double) -> String {
    func n(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return String(v)  // shortest round-trip form, so that 999.9999999 does not print as 1000
    }
    return "\(n(width))x\(n(height))"
}

public func padLeft(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
}

public func padRight(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}
