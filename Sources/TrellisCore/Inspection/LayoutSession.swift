/// The services and records shared by one view tree while it is resolved and laid out.
final class LayoutSession {
    let textMeasurer: any TextMeasuring
    let imageProvider: any ImageProviding
    @exclusivity(unchecked) private(set) var diagnostics: [LayoutDiagnostic] = []

    init(textMeasurer: any TextMeasuring, imageProvider: any ImageProviding) {
        self.textMeasurer = textMeasurer
        self.imageProvider = imageProvider
    }

    func report(_ diagnostic: LayoutDiagnostic) {
        diagnostics.append(diagnostic)
    }
}
