import Testing
@testable import Trellis

// Every form of `#Preview` a SwiftUI file uses compiles in a module built as it is (the macro
// declares nothing; `trellis` draws the previews from the source). If one did not, this file
// would not compile.

private struct Greeting: View {
    var name: String
    var body: some View { Text("Hello, \(name)") }
}

#Preview { Greeting(name: "Ada") }
#Preview("Named") { Greeting(name: "Grace") }
#Preview("Traits", traits: .sizeThatFitsLayout) { Greeting(name: "Alan") }
#Preview(traits: .landscapeLeft, .fixedLayout(width: 300, height: 200)) {
    VStack {
        Greeting(name: "Katherine")
        Greeting(name: "Dorothy")
    }
}
#Preview("State") {
    @Previewable @State var isOn = true
    Toggle("On", isOn: $isOn)
}

@Suite("#Preview in a module built as it is")
struct PreviewMacroTests {
    @Test(arguments: [
        (PreviewTrait<Preview.ViewTraits>.sizeThatFitsLayout, "sizeThatFitsLayout"),
        (.landscapeLeft, "landscapeLeft"),
        (.fixedLayout(width: 1, height: 2), "fixedLayout"),
    ])
    func traitsAreNamed(trait: PreviewTrait<Preview.ViewTraits>, name: String) {
        #expect(trait.name == name)
    }
}
