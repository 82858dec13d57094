// `import CoreGraphics` on platforms without Apple's CoreGraphics. Foundation there already has
// CGFloat, CGPoint, CGSize and CGRect; the other types SwiftUI code uses — CGAffineTransform,
// CGVector, CGColor, CGImage, the line caps and joins — are Trellis's (TrellisCore/Geometry), re-exported
// one by one so that a file importing CoreGraphics sees CoreGraphics' names and no others.
@_exported import Foundation
@_exported import struct TrellisCore.CGAffineTransform
@_exported import struct TrellisCore.CGVector
@_exported import class TrellisCore.CGColor
@_exported import enum TrellisCore.CGLineCap
@_exported import enum TrellisCore.CGLineJoin
@_exported import class TrellisCore.CGImage
