import Foundation

enum Formatting {
    /// "35 min", "1 h 10 min".
    static func duration(minutes: Int) -> String {
        minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
    }
}
