import Foundation

/// Starts a program in a process group of its own (so it can be stopped with everything it
/// starts), with no signal blocked and every signal's default action: `trellis serve` ignores
/// SIGPIPE, and a caller such as a test runner may block signals, which a program inherits and
/// would then not be ended by (a crashing preview would hang instead).
enum Spawn {
    /// `posix_spawn`'s error number.
    struct Failure: Error {
        let code: Int32
        var reason: String { String(cString: strerror(code)) }
    }

    /// - Parameters:
    ///   - input: its standard input; nil: /dev/null.
    ///   - output: its standard output; nil: this process's.
    ///   - error: its standard error.
    ///   - environment: variables added to (or replacing) this process's environment.
    static func inOwnGroup(
        _ executable: URL, arguments: [String], environment: [String: String] = [:], input: Int32?, output: Int32?, error: Int32
    ) throws(Failure) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        if let output { posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO) }
        posix_spawn_file_actions_adddup2(&actions, error, STDERR_FILENO)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let environment = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let failure = posix_spawn(&pid, executable.path, &actions, &attributes, argv, environment)
        guard failure == 0 else { throw Failure(code: failure) }
        return pid
    }
}
