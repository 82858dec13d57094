#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RandomTreeSupport

let usage = """
    USAGE: random-trees [options]

    Lays out random view trees and checks, on each, that layout is idempotent, that cached
    answers equal fresh ones, that relayout and back restores every frame, that placing never
    changes a size, that fixed frames are their size, that fixedSize() proposes nil, and that
    finite proposals give finite frames. Prints counts, the first minimal failing trees as
    SwiftUI code, and the run time. Exits 1 when an invariant broke.

    --count N          cases (default 1000000)
    --seed S           seed, decimal or 0x… (default 0x7ae111500015)
    --from I           first case index (default 0): --from I --count 1 redoes case I
    --threads T        threads (default 2)
    --hostile-share F  share of ordinary cases with hostile values (default 0.5)
    --giant-every K    one giant case every K (default 10000; 0: none)
    --deep L           levels of the deep giant (default 10000)
    --wide C           children of the wide giant (default 100000)
    --examples E       minimal examples printed per broken invariant (default 3)
    --probes P         subtrees laid out alone per case (default 16)
    --show             print each case's SwiftUI code before laying it out
    """

/// The settings and the first case index the command line asks for; exits on a bad one.
func parseArguments(_ given: ArraySlice<String>) -> (RunSettings, from: Int) {
    var settings = RunSettings()
    var from = 0
    var arguments = given
    func value(_ name: String) -> String {
        guard let value = arguments.popFirst() else {
            print("\(name) needs a value\n\n\(usage)")
            exit(2)
        }
        return value
    }
    func number<T: LosslessStringConvertible>(_ name: String) -> T {
        let text = value(name)
        guard let number = T(text) else {
            print("\(name): not a number: \(text)")
            exit(2)
        }
        return number
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--count": settings.count = number(argument)
        case "--seed":
            let text = value(argument)
            guard let seed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text) else {
                print("--seed: not a number: \(text)")
                exit(2)
            }
            settings.seed = seed
        case "--from": from = number(argument)
        case "--threads": settings.threads = max(1, min(number(argument), 64))
        case "--hostile-share": settings.hostileShare = number(argument)
        case "--giant-every": settings.giantEvery = number(argument)
        case "--deep": settings.deepLevels = number(argument)
        case "--wide": settings.wideChildren = number(argument)
        case "--examples": settings.examples = number(argument)
        case "--probes": settings.probes = number(argument)
        case "--show": settings.show = true
        case "-h", "--help":
            print(usage)
            exit(0)
        default:
            print("unknown argument \(argument)\n\n\(usage)")
            exit(2)
        }
    }
    return (settings, from)
}
