import Testing
import Trellis

// Views written the way SwiftUI apps write them (trailing closures, implicit members, ternaries
// of styles), to keep the controls' API source-compatible with SwiftUI. Each must compile
// unchanged and lay out.

private struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

private struct ProfileHeader: View {
    @State private var notificationsOn = true
    @State private var progress = 0.25

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "person.crop.circle").symbolVariant(.fill).imageScale(.large).foregroundStyle(.tint)
                VStack(alignment: .leading) {
                    Text("Ada Lovelace").font(.headline)
                    Text("Analyst").foregroundStyle(.secondary)
                }
                Spacer()
                Menu {
                    Button("Rename", action: {})
                    Button("Delete", role: .destructive, action: {})
                } label: {
                    Label("Options", systemImage: "ellipsis.circle")
                }
            }
            Toggle(isOn: $notificationsOn) {
                Text("Notifications")
                Text("Daily summary")
            }
            .tint(.indigo)
            ProgressView(value: progress, total: 1.0) {
                Text("Profile complete")
            }
            LabeledContent("Member since") { Text("2024").monospacedDigit() }
            GroupBox(label: Label("Badges", systemImage: "rosette")) {
                Text("None yet").foregroundStyle(.tertiary)
            }
            Button(role: .destructive) {
            } label: {
                Label("Sign Out", systemImage: "rectangle.portrait.and.arrow.right")
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
            .fontWeight(.semibold)
        }
        .padding()
    }
}

private struct EmptyInbox: View {
    var body: some View {
        ContentUnavailableView {
            Label("No Mail", systemImage: "tray.fill")
        } description: {
            Text("New mail you receive appears here.")
        } actions: {
            Button("Refresh") {}.buttonStyle(.borderedProminent)
        }
    }
}

private struct TwoToneTitle: View {
    var body: some View {
        HStack {
            Image(systemName: "cloud.sun.fill")
            Text("Sunny").foregroundStyle(.secondary)
        }
        .foregroundStyle(.orange, .yellow)
        .bold()
        .italic()
        .fontDesign(.rounded)
    }
}

@Suite struct SourceCompatibilityTests {
    @Test func favoriteButtonIsItsIcon() {
        #expect(lay(FavoriteButton(isSet: .constant(true)), nil, nil).size == lay(Image(systemName: "star.fill"), nil, nil).size)
        #expect(textColors(FavoriteButton(isSet: .constant(false))).isEmpty)
    }

    @Test func aProfileScreenLaysOutInAPhoneWindow() {
        let layout = lay(ProfileHeader(), 390, 844)
        #expect(layout.size.width == 390)
        #expect(layout.diagnostics.isEmpty)
        #expect(layout.placedViews.compactMap(\.text).contains("Profile complete"))
    }

    @Test func contentUnavailableWithActions() {
        let layout = lay(EmptyInbox(), 390, 844)
        #expect(layout.size == CGSize(width: 390, height: 844))
        #expect(layout.placedViews.compactMap(\.text) == ["No Mail", "New mail you receive appears here.", "Refresh"])
    }

    @Test func boldAndItalicOnAContainerReachItsTexts() {
        // Inter's bold is wider than its regular: the container's trait changes the text's size.
        let plain = textSize(Text("Sunny afternoon")), bold = textSize(Text("Sunny afternoon").bold())
        #expect(bold.width > plain.width)
        #expect(lay(VStack { Text("Sunny afternoon") }.bold(), nil, nil).size == bold)
        #expect(lay(VStack { Text("Sunny afternoon") }.fontWeight(.bold), nil, nil).size == bold)
        #expect(lay(VStack { Text("Sunny afternoon") }.italic(), nil, nil).size == textSize(Text("Sunny afternoon").italic()))
        // A weight set on the text itself wins over the container's.
        #expect(lay(VStack { Text("Sunny afternoon").fontWeight(.regular) }.bold(), nil, nil).size == plain)
    }

    @Test func viewLevelFontTraitsReachTheText() {
        let bold = lay(Text("Sunny").bold().italic(), nil, nil).size
        #expect(lay(Text("Sunny").foregroundStyle(.secondary).bold().italic(), nil, nil).size == bold)
        #expect(textColors(TwoToneTitle()) == [rgba(255, 204, 0)])  // secondary level: the second style
    }
}
