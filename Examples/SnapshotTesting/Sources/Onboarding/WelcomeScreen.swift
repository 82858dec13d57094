import SwiftUI

/// The first screen a new user sees: what the app does, in three lines, and a button.
public struct WelcomeScreen: View {
    public var pageCount: Int

    public init(pageCount: Int = 3) {
        self.pageCount = pageCount
    }

    public var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Text("Welcome to Trellis", bundle: .module)
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
            VStack(alignment: .leading, spacing: 16) {
                FeatureRow(systemImage: "eye", title: "See every preview", detail: "On Linux, without a Mac.")
                FeatureRow(systemImage: "checkmark.seal", title: "Check every change", detail: "Each pull request, in every variant.")
                FeatureRow(systemImage: "globe", title: "In every language", detail: "Right to left included.")
            }
            Spacer()
            PageDots(count: pageCount, current: 0)
            Button {
            } label: {
                Text("Continue", bundle: .module).frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding(24)
    }
}

#Preview("Welcome") { WelcomeScreen() }
#Preview("Five pages") { WelcomeScreen(pageCount: 5) }
