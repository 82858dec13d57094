// `import SwiftUI` brings CGFloat, CGSize, CGPoint and CGRect with it; so does `import Trellis`.
@_exported import Foundation

// SwiftUI re-exports Observation, so `@Observable` models work with `import SwiftUI` alone.
@_exported import Observation
