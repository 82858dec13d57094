import Foundation
import Testing
@testable import TrellisCore

/// `depth` levels of `VStack { inner }.padding(1)` around a 10 × 10 leaf: 2 × depth + 2 node levels.
private func paddedStacks(depth: Int) -> AnyView {
    var view = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<depth {
        let inner = view
        view = AnyView(VStack { inner }.padding(1))
    }
    return view
}

/// Runs `body` on a thread with a stack of `stackSize` bytes and waits for it.
private func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
}

private final class Box<T>: @unchecked Sendable {
    var value: T?
}

@Suite struct CallerStackTests {
    @Test func theCallingThreadsStackIsKnown() throws {
        let remaining = try #require(CallerStack.remaining())
        #expect(remaining > 0)
        #expect(remaining < 1 << 34)
    }

    @Test func levelsCountTheNodeTreesHeight() {
        let layout = lay(paddedStacks(depth: 3), 100, 100)
        // Padding, VStack per level, then the frame and its colour.
        #expect(layout.root.levels == 8)
        #expect(lay(Color.red, 10, 10).root.levels == 1)
    }

    @Test func resolvingStopsAtTheStackFloor() {
        let session = LayoutSession(textMeasurer: PlaceholderTextMeasurer(), imageProvider: NoImageProvider())
        let resolver = _ViewResolver(session: session, environment: EnvironmentValues())
        // A floor above this frame: not one level more.
        resolver.stackFloor = CallerStack.currentAddress() + 4096
        let nodes = resolver.nodes(of: VStack { Color.red; Color.blue })
        #expect(nodes.isEmpty)
        #expect(resolver.ranOutOfStack)
    }

    /// On a thread with a small stack, a shallow tree is laid out in place and a deep one moves
    /// to a large stack; both give the same frames as anywhere else.
    @Test(arguments: [10, 3_000])
    func treesLayOutOnASmallStack(depth: Int) {
        let size = Box<CGSize>()
        let items = Box<Int>()
        onThread(stackSize: 1 << 20) {
            let layout = ViewLayout(
                paddedStacks(depth: depth), in: ProposedViewSize(width: 10_000, height: 10_000),
                textMeasurer: PlaceholderTextMeasurer())
            size.value = layout.size
            items.value = layout.displayList().items.count
            layout.relayout(in: ProposedViewSize(width: 9_000, height: 9_000))
        }
        let side = CGFloat(10 + 2 * depth)
        #expect(size.value == CGSize(width: side, height: side))
        #expect(items.value == 1)
    }
}
