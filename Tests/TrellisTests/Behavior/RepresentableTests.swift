import Foundation
import Testing
import Trellis

// UIKit views wrapped as apps wrap them: a plain coloured view, a subclass with constraints, a
// coordinator, and a view controller.
private final class GradientBadgeView: UIView {
    let label = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer(cornerRadius: 8)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
            label.widthAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func layer(cornerRadius: CGFloat) { clipsToBounds = true }
}

private struct BadgeView: UIViewRepresentable {
    var color: UIColor

    func makeUIView(context: Context) -> GradientBadgeView {
        let view = GradientBadgeView(frame: .zero)
        view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        return view
    }

    func updateUIView(_ uiView: GradientBadgeView, context: Context) {
        uiView.backgroundColor = color
        uiView.tintColor = context.environment.colorScheme == .dark ? .white : .black
    }
}

private struct ActivityIndicator: UIViewRepresentable {
    @Binding var isAnimating: Bool

    final class Coordinator: NSObject {
        var parent: ActivityIndicator
        init(_ parent: ActivityIndicator) { self.parent = parent }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) { uiView.isHidden = !isAnimating }
    static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) { uiView.removeFromSuperview() }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 20, height: 20)
    }
}

private final class DetailMapController: UIViewController {
    var region = CGRect.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let child = UIViewController()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

private struct DetailMap: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> DetailMapController {
        let controller = DetailMapController()
        controller.modalPresentationStyle = .fullScreen
        return controller
    }

    func updateUIViewController(_ uiViewController: DetailMapController, context: Context) {}
}

// A notes field that grows with its text, as expense and journal apps wrap `UITextView`.
private struct GrowingNotesField: UIViewRepresentable {
    @Binding var text: String
    let placeholder: String
    @Binding var height: CGFloat

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.text = placeholder
        textView.font = .preferredFont(forTextStyle: .body)
        textView.textColor = .placeholderText
        textView.backgroundColor = .clear
        textView.isScrollEnabled = false
        textView.delegate = context.coordinator
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        DispatchQueue.main.async { if height == 0 { height = uiView.contentSize.height } }
    }

    func makeCoordinator() -> Coordinator { Coordinator(owner: self) }

    final class Coordinator: NSObject, UITextViewDelegate {
        var owner: GrowingNotesField
        init(owner: GrowingNotesField) { self.owner = owner }

        func textViewDidBeginEditing(_ textView: UITextView) {
            if textView.text == owner.placeholder { textView.text = ""; textView.textColor = .label }
        }

        func textViewDidChange(_ textView: UITextView) {
            owner.text = textView.text
            owner.height = textView.contentSize.height
        }
    }
}

@Suite struct RepresentableTests {
    @Test func aWrappedTextViewTakesItsFrame() throws {
        struct Notes: View {
            @State private var notes = ""
            @State private var height: CGFloat = 0
            var body: some View {
                GrowingNotesField(text: $notes, placeholder: "Notes…", height: $height)
                    .frame(height: max(height, 80))
                    .accessibilityIdentifier("notes")
            }
        }
        let layout = lay(Notes(), 390, 844)
        #expect(layout.frame(of: "notes") == rect(0, 382, 390, 80))
        #expect(layout.placedViews.compactMap(\.text) == ["UITextView"])
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }

    @Test func aWrappedViewFillsTheSpaceItIsOffered() throws {
        // 100 for the box, 290 left for the representable, which takes all of it and the height.
        let layout = lay(HStack(spacing: 0) { box("box", 100, 50); BadgeView(color: .red).accessibilityIdentifier("badge") }, 390, 300)
        #expect(layout.frame(of: "box") == rect(0, 125, 100, 50))
        #expect(layout.frame(of: "badge") == rect(100, 0, 290, 300))
        let rectangle = try #require(layout.placedViews.first { $0.kind == "Rectangle" })
        #expect(rectangle.frame == rect(100, 0, 290, 300))
        // The caption names the UIKit type, at the centre.
        let caption = try #require(layout.placedViews.first { $0.text != nil })
        #expect(caption.text == "GradientBadgeView")
        #expect(caption.frame.midX == 245 && caption.frame.midY == 150)
    }

    @Test(arguments: [(200, 120), (390, 844), (0, 0)] as [(CGFloat, CGFloat)])
    func aWrappedControllerTakesItsFrame(width: CGFloat, height: CGFloat) {
        let layout = lay(DetailMap().frame(width: width, height: height).accessibilityIdentifier("map"), 390, 844)
        #expect(layout.frame(of: "map") == rect((390 - width) / 2, (844 - height) / 2, width, height))
        #expect(layout.placedViews.first { $0.kind == "Rectangle" }?.frame.size == size(width, height))
        #expect(layout.placedViews.compactMap(\.text) == ["DetailMapController"])
    }

    @Test func atItsIdealSizeAWrappedViewIsARectanglesTen() {
        let layout = lay(DetailMap().fixedSize().accessibilityIdentifier("map"), 390, 844)
        #expect(layout.frame(of: "map") == rect(190, 417, 10, 10))
    }

    @Test func aWrappedViewSharesAStackWithText() throws {
        let layout = lay(VStack(spacing: 0) { Text("Loading"); ActivityIndicator(isAnimating: .constant(true)) }, 390, 844)
        let text = try #require(layout.placedViews.first { $0.text == "Loading" })
        let rectangle = try #require(layout.placedViews.first { $0.kind == "Rectangle" })
        #expect(rectangle.frame == rect(0, text.frame.maxY, 390, 844 - text.frame.height))
    }

    @MainActor
    @Test func uikitObjectsKeepWhatIsSetOnThem() {
        let view = GradientBadgeView(frame: CGRect(x: 10, y: 20, width: 80, height: 30))
        #expect(view.subviews == [view.label])
        #expect(view.label.superview === view)
        #expect(view.center == CGPoint(x: 50, y: 35))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 80, height: 30))
        view.frame.size = CGSize(width: 100, height: 40)
        #expect(view.bounds.size == CGSize(width: 100, height: 40))
        view.label.removeFromSuperview()
        #expect(view.subviews.isEmpty)
        let controller = DetailMapController()
        #expect(!controller.isViewLoaded)
        controller.viewDidLoad()
        #expect(controller.isViewLoaded && controller.children.count == 1 && controller.view.subviews.count == 1)
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @MainActor
    @Test func thePlaceholderIsDrawn() throws {
        let renderer = ImageRenderer(content: VStack {
            Text("Map")
            DetailMap().frame(height: 120)
            BadgeView(color: .red).frame(width: 160, height: 60)
        }.frame(width: 300))
        renderer.scale = 2
        let data = try #require(renderer.pngData())
        try data.write(to: URL(fileURLWithPath: "/tmp/trellis-representable.png"))
        let image = try #require(renderer.rgbaImage())
        #expect(image.width == 600)
        // Inside the controller's placeholder (below the title line): iOS's systemGray5.
        let offset = (80 * image.width + 20) * 4
        #expect(Array(image.pixels[offset..<offset + 4]) == [229, 229, 234, 255])
    }
}
