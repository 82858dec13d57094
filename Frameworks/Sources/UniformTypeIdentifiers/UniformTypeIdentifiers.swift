// `import UniformTypeIdentifiers` on Linux: `UTType`, declared by Trellis (as SwiftUI gets it
// from Apple's CoreTransferable), re-exported under the framework's name.
@_exported import Trellis
