import Trellis

// The benchmark trees, written as an app would write them. Each builder only
// builds the view value; laying it out is the harness's job.

/// `leaf/1`: a single 10x10 leaf, for the fixed cost of a `ViewLayout`.
@MainActor
public func leafTree() -> some View {
    Color.red.frame(width: 10, height: 10)
}

/// `wide/N`: one HStack with N fixed 10x10 leaves.
@MainActor
public func wideTree(_ count: Int) -> some View {
    HStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { _ in
            Color.red.frame(width: 10, height: 10)
        }
    }
}

/// `deep/D`: D levels of `VStack { inner }.padding(1)` around a 10x10 leaf.
@MainActor
public func deepTree(_ depth: Int) -> AnyView {
    var view = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<depth {
        let inner = view
        view = AnyView(VStack { inner }.padding(1))
    }
    return view
}

/// `grid/RxC`: R rows of C flexible cells of height 10 (laid out at width 1000).
@MainActor
public func gridTree(rows: Int, columns: Int) -> some View {
    VStack(spacing: 0) {
        ForEach(0..<rows, id: \.self) { _ in
            HStack(spacing: 0) {
                ForEach(0..<columns, id: \.self) { _ in
                    Color.red.frame(height: 10)
                }
            }
        }
    }
}

/// `nested/D`: D stacks nested in each other, alternating HStack and VStack
/// (outermost an HStack). Each has two flexible `Color.red` children and a
/// `Spacer()` next to the nested stack; the innermost stack's "nested" child
/// is a third `Color.red`. A stack that measures its children several times
/// without caching makes this exponential in D.
@MainActor
public func nestedTree(_ depth: Int) -> AnyView {
    var view = AnyView(Color.red)
    for level in (0..<depth).reversed() {
        let inner = view
        if level % 2 == 0 {
            view = AnyView(HStack {
                Color.red
                Color.red
                Spacer()
                inner
            })
        } else {
            view = AnyView(VStack {
                Color.red
                Color.red
                Spacer()
                inner
            })
        }
    }
    return view
}

/// Distinguishes the paragraphs of successive `text/N` layouts, so none is a cache hit.
@MainActor private var textSerial = 0

/// `text/N`: a VStack of N paragraphs of about 60 words, wrapped in a 300 × 1000 frame.
@MainActor
public func textTree(_ count: Int) -> some View {
    textSerial += 1
    let serial = textSerial
    return VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<count, id: \.self) { index in
            Text("\(serial)-\(index) " + benchParagraph)
        }
    }
    .frame(width: 300, height: 1000)
}

private let benchParagraph = """
    A layout engine nobody can see is half a product. SwiftUI developers look at previews; \
    the seeds themselves are screenshots of playgrounds, red and blue frames labelled with their \
    widths. On Linux nothing could show a SwiftUI view until now: Trellis measures every word with \
    a real font, wraps it greedily at the proposed width, and truncates what does not fit.
    """
