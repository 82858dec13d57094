import SwiftUI

/// A settings row: a coloured icon, a title and, on the trailing side, its current value.
public struct SettingRow: View {
    public var title: String
    public var systemImage: String
    public var tint: Color
    public var value: String?

    public init(_ title: String, systemImage: String, tint: Color, value: String? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.tint = tint
        self.value = value
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: systemImage)
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(RoundedRectangle(cornerRadius: 7).fill(tint))
            Text(title)
            Spacer()
            if let value {
                Text(value).foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Wi-Fi", traits: .sizeThatFitsLayout) { SettingRow("Wi-Fi", systemImage: "wifi", tint: .blue, value: "Home").padding() }
#Preview("Bluetooth", traits: .sizeThatFitsLayout) { SettingRow("Bluetooth", systemImage: "bolt.fill", tint: .blue, value: "On").padding() }
#Preview("No value", traits: .sizeThatFitsLayout) { SettingRow("Notifications", systemImage: "bell.badge", tint: .red).padding() }
#Preview("Long title", traits: .sizeThatFitsLayout) {
    SettingRow("Background app refresh and downloads over cellular", systemImage: "arrow.clockwise", tint: .gray, value: "Wi-Fi").padding()
}
#Preview("Long value", traits: .sizeThatFitsLayout) {
    SettingRow("Ringtone", systemImage: "speaker.wave.2", tint: .pink, value: "Reflection (Default)").padding()
}
#Preview("Narrow", traits: .fixedLayout(width: 220, height: 60)) {
    SettingRow("Storage", systemImage: "iphone", tint: .gray, value: "52.4 GB").padding(.horizontal)
}
#Preview("Green", traits: .sizeThatFitsLayout) { SettingRow("Battery", systemImage: "battery.100", tint: .green, value: "87%").padding() }
#Preview("In a list") {
    List {
        SettingRow("Airplane Mode", systemImage: "airplane", tint: .orange)
        SettingRow("Wi-Fi", systemImage: "wifi", tint: .blue, value: "Home")
        SettingRow("Cellular", systemImage: "antenna.radiowaves.left.and.right", tint: .green)
    }
}
