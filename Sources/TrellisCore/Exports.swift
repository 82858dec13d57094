// `import SwiftUI` brings CGFloat, CGSize, CGPoint and CGRect with it; so does `import Trellis`.
@_exported import Foundation
