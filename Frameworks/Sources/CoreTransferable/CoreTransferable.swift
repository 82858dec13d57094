// `import CoreTransferable` on Linux: `Transferable` and its representations, declared by
// Trellis (SwiftUI re-exports CoreTransferable), re-exported under the framework's name.
@_exported import Trellis
