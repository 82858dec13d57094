import SwiftUI

/// A switch with a title and a line explaining what it does.
public struct ToggleRow: View {
    public var title: String
    public var detail: String
    @Binding public var isOn: Bool

    public init(_ title: String, detail: String, isOn: Binding<Bool>) {
        self.title = title
        self.detail = detail
        _isOn = isOn
    }

    public var body: some View {
        Toggle(isOn: $isOn) {
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                Text(detail).font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("On", traits: .sizeThatFitsLayout) {
    ToggleRow("Auto-Lock", detail: "Lock the screen after 30 seconds", isOn: .constant(true)).padding()
}
#Preview("Off", traits: .sizeThatFitsLayout) {
    ToggleRow("Auto-Lock", detail: "Lock the screen after 30 seconds", isOn: .constant(false)).padding()
}
#Preview("Long detail", traits: .sizeThatFitsLayout) {
    ToggleRow(
        "Share analytics", detail: "Help improve the app by sending anonymous usage data, such as which screens you open and for how long.",
        isOn: .constant(true)
    )
    .padding()
}
#Preview("Tinted", traits: .sizeThatFitsLayout) {
    ToggleRow("Dark icons", detail: "Use dark icons on the home screen", isOn: .constant(true)).tint(.purple).padding()
}
#Preview("In a form") {
    Form {
        Section("Privacy") {
            ToggleRow("Location", detail: "While using the app", isOn: .constant(true))
            ToggleRow("Contacts", detail: "Never asked", isOn: .constant(false))
        }
    }
}
