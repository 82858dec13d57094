import CoreGraphics

// What a file importing only CoreGraphics uses (in a file of its own: the test file imports
// SwiftUI, which would hide a missing re-export).
enum CoreGraphicsUse {
    static let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
    static let moved = CGPoint(x: 1, y: 2).applying(transform)
    static let velocity = CGVector(dx: 3, dy: -4)
    static let tint = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
    static let faded = CGColor.black.copy(alpha: 0.5)
    static let caps: [CGLineCap] = [.butt, .round, .square]
    static let frame = CGRect(x: 0, y: 0, width: 10, height: 20)
}
