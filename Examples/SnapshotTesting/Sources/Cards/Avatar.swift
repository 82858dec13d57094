import SwiftUI

/// Initials in a circle of a colour chosen from the name, so a person keeps their colour.
public struct Avatar: View {
    public var name: String
    public var size: CGFloat

    public init(name: String, size: CGFloat = 40) {
        self.name = name
        self.size = size
    }

    public var body: some View {
        Text(initials)
            .font(.system(size: size * 0.4, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: size, height: size)
            .background(Circle().fill(color))
    }

    var initials: String {
        String(name.split(separator: " ").compactMap(\.first).prefix(2)).uppercased()
    }

    /// One of six colours, by the sum of the name's letters.
    var color: Color {
        let palette: [Color] = [.blue, .green, .orange, .pink, .purple, .teal]
        return palette[name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % palette.count]
    }
}

#Preview("Small", traits: .sizeThatFitsLayout) { Avatar(name: "Ada Lovelace", size: 24).padding() }
#Preview("Medium", traits: .sizeThatFitsLayout) { Avatar(name: "Grace Hopper").padding() }
#Preview("Large", traits: .sizeThatFitsLayout) { Avatar(name: "Alan Turing", size: 96).padding() }
#Preview("One name", traits: .sizeThatFitsLayout) { Avatar(name: "Hypatia").padding() }
#Preview("A group", traits: .sizeThatFitsLayout) {
    HStack(spacing: -8) {
        ForEach(["Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson"], id: \.self) { name in
            Avatar(name: name).overlay(Circle().stroke(.white, lineWidth: 2))
        }
    }
    .padding()
}
#Preview("With a name", traits: .sizeThatFitsLayout) {
    HStack {
        Avatar(name: "Katherine Johnson")
        VStack(alignment: .leading) {
            Text("Katherine Johnson").font(.headline)
            Text("Mathematician").font(.subheadline).foregroundStyle(.secondary)
        }
    }
    .padding()
}
