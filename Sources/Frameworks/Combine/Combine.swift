// `import Combine` on platforms without Apple's Combine: OpenCombine, which has Combine's API
// under the same names (`ObservableObject`, `@Published`, subjects, `sink`, `Timer.publish` and
// the `DispatchQueue`/`RunLoop` schedulers), with the operators it lacks added in this module.
// SwiftUI, and so Trellis, re-exports it; so does Apple's Foundation as apps see it, which is
// why `trellis preview` adds `import Combine` to files importing Foundation.
@_exported import OpenCombineShim
