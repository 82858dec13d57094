import SwiftUI

/// Which page of several is showing: a dot per page, the current one filled.
public struct PageDots: View {
    public var count: Int
    public var current: Int

    public init(count: Int, current: Int) {
        self.count = count
        self.current = current
    }

    public var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { page in
                Capsule()
                    .fill(page == current ? Color.accentColor : Color.gray.opacity(0.35))
                    .frame(width: page == current ? 20 : 8, height: 8)
            }
        }
        .accessibilityLabel(Text("Page \(current + 1) of \(count)", bundle: .module))
    }
}

#Preview("First of three", traits: .sizeThatFitsLayout) { PageDots(count: 3, current: 0).padding() }
#Preview("Last of three", traits: .sizeThatFitsLayout) { PageDots(count: 3, current: 2).padding() }
#Preview("Many", traits: .sizeThatFitsLayout) { PageDots(count: 9, current: 4).padding() }
#Preview("One", traits: .sizeThatFitsLayout) { PageDots(count: 1, current: 0).padding() }
