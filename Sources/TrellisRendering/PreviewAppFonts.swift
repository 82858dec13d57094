public import Foundation
internal import TrellisText

extension PreviewRendering {
    /// Registers the fonts the app's Info.plist declares (`UIAppFonts`, "Fonts provided by
    /// application"), found in `bundle` as iOS finds them: by their path in the bundle, or by
    /// their name anywhere in it (Xcode flattens groups). Returns the fonts not found or not
    /// readable, with the reason.
    @discardableResult
    public static func registerAppFonts(of bundle: Bundle = .main) -> [String] {
        guard let declared = bundle.object(forInfoDictionaryKey: "UIAppFonts") as? [String] else { return [] }
        var problems: [String] = []
        for name in declared {
            let direct = bundle.bundleURL.appendingPathComponent(name).path
            let flat = bundle.bundleURL.appendingPathComponent((name as NSString).lastPathComponent).path
            guard let path = [direct, flat].first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                problems.append("\(name): not in the app's resources")
                continue
            }
            do {
                _ = try TextEngine.shared.registerFont(atPath: path)
            } catch {
                problems.append("\(name): \(error)")
            }
        }
        return problems
    }
}
