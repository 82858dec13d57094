// `import SwiftUI` brings CGFloat, CGSize, CGPoint and CGRect with it; so does `import Trellis`.
@_exported import Foundation

// SwiftUI re-exports Observation, so `@Observable` models work with `import SwiftUI` alone.
@_exported import Observation

// SwiftUI re-exports CoreTransferable (and with it UniformTypeIdentifiers): `Transferable` and
// `UTType` come with `import SwiftUI`. Elsewhere Trellis declares them (Transfer/).
#if canImport(Darwin)
@_exported import CoreTransferable
@_exported import UniformTypeIdentifiers
#endif
