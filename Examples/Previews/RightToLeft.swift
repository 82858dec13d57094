// A message row left to right and right to left: the stack's order, leading alignment and
// padding are mirrored, the chevron is marked to flip, and the Hebrew and Arabic text is shown in
// bidi order (`trellis preview Examples/Previews/RightToLeft.swift --out previews --scale 2`).
import SwiftUI

struct MessageRow: View {
    let name: String
    let preview: String

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(.blue).frame(width: 44, height: 44)
                .overlay { Text(String(name.prefix(1))).font(.headline).foregroundStyle(.white) }
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(name).font(.headline)
                    Spacer()
                    Text("09:41").font(.caption).foregroundStyle(.secondary)
                }
                Text(preview).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
                Capsule().fill(.green).frame(width: 60, height: 4)
            }
            Image(systemName: "chevron.right").flipsForRightToLeftLayoutDirection(true)
                .foregroundStyle(.tertiary)
        }
        .padding(.leading, 16)
        .padding(.vertical, 8)
    }
}

struct RightToLeft_Previews: PreviewProvider {
    static var previews: some View {
        VStack(alignment: .leading, spacing: 16) {
            MessageRow(name: "Ada", preview: "The notes on the engine, with Hebrew: שלום עולם and more.")
            MessageRow(name: "דנה", preview: "שלום! נפגש ב-10:30 ליד Café Aroma?")
                .environment(\.layoutDirection, .rightToLeft)
            MessageRow(name: "ليلى", preview: "مرحبا بالعالم، الساعة 3 الآن")
                .environment(\.layoutDirection, .rightToLeft)
        }
        .padding(.trailing)
    }
}
