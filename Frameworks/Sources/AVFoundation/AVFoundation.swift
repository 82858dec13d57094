// `import AVFoundation` on Linux: the audio, video and capture types SwiftUI apps touch. Nothing
// plays, records or captures here; see docs/frameworks.md and docs/divergences.md.
@_exported import CoreMedia
@_exported import Foundation
