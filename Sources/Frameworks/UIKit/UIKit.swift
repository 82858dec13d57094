// `import UIKit` on platforms without Apple's UIKit: the small part of UIKit SwiftUI code uses
// (UIColor's system colours, UIScreen, UIImage, keyboard types), with SwiftUI itself, as
// `import Trellis` gives them. Package.swift declares this product only where UIKit is missing.
@_exported import Trellis
