// `import SwiftUI` on platforms without Apple's SwiftUI: the product named SwiftUI exists only
// there (Package.swift guards it), and gives everything `import Trellis` gives, so a view module
// written for Apple's SwiftUI builds unchanged on Linux.
@_exported import Trellis
