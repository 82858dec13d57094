import TrellisCore

/// iOS's sheet metrics (sources in `docs/ios-metrics.md`).
enum SheetMetrics {
    /// A large sheet's top, below the safe area's.
    static let topGap: CGFloat = 10
    static let cornerRadius: CGFloat = 10
    /// The grabber: 36 × 5, 5 below the sheet's top.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    static let grabberColor = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// Over the presenting screen.
    static let dimming = Color.black.opacity(0.2)
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true. A picture shows the sheet
    /// presented when the binding is true as it is drawn, as Xcode's canvas does.
    ///
    /// Under a ``ViewHost`` the content's `dismiss` (and `presentationMode`) sets the binding
    /// false and then runs `onDismiss`; a tap outside the sheet's card does nothing (iOS
    /// dismisses a sheet with a swipe).
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _presentingOverWindow(
            isPresented.wrappedValue
                ? _WindowPresentation(AnyView(PresentedSheet(content: content().dismissing(isPresented, onDismiss)))) : nil)
    }

    /// Presents the sheet `content` makes for `item` while it is not nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _presentingOverWindow(
            item.wrappedValue.map { _WindowPresentation(AnyView(PresentedSheet(content: content($0).dismissing(item, onDismiss)))) })
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _presentingOverWindow(
            isPresented.wrappedValue
                ? _WindowPresentation(AnyView(FullScreenCover(content: content().dismissing(isPresented, onDismiss)))) : nil)
    }

    /// Presents the cover `content` makes for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _presentingOverWindow(
            item.wrappedValue.map { _WindowPresentation(AnyView(FullScreenCover(content: content($0).dismissing(item, onDismiss)))) })
    }

    /// Presents `content` in a popover while `isPresented` is true: on iPhone, a sheet.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents the popover `content` makes for `item` while it is not nil: on iPhone, a sheet.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    /// Presents `content` as an inspector while `isPresented` is true: on iPhone, a sheet.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        _presentingOverWindow(
            isPresented.wrappedValue ? _WindowPresentation(AnyView(PresentedSheet(content: content().dismissing(isPresented, nil)))) : nil)
    }

    /// The inspector's column width (accepted: on iPhone the inspector is a sheet).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
    /// The inspector's column widths (accepted).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

extension View {
    /// This presented content with a `dismiss` action that sets `isPresented` false, then runs
    /// `onDismiss`.
    fileprivate func dismissing(_ isPresented: Binding<Bool>, _ onDismiss: (() -> Void)?) -> some View {
        environment(
            \.dismiss,
            DismissAction(_dismiss: {
                isPresented.wrappedValue = false
                onDismiss?()
            }))
    }

    /// This presented content with a `dismiss` action that sets `item` nil, then runs
    /// `onDismiss`.
    fileprivate func dismissing<Item>(_ item: Binding<Item?>, _ onDismiss: (() -> Void)?) -> some View {
        environment(
            \.dismiss,
            DismissAction(_dismiss: {
                item.wrappedValue = nil
                onDismiss?()
            }))
    }
}

/// Where a popover points: SwiftUI's `PopoverAttachmentAnchor` (accepted: on iPhone a popover
/// is a sheet).
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A sheet over the dimmed screen (iOS 26: a ``FloatingSheet``): a card from 10 below the safe area's top (or at the height
/// its smallest detent asks for) to the screen's bottom, its content in the card's safe part.
struct PresentedSheet<Content: View>: View {
    let content: Content
    @Environment(\.designVersion) private var design

    var body: some View {
        if design == .iOS26 {
            FloatingSheet(content: content)
        } else {
            card
        }
    }

    /// The iOS 17/18 sheet.
    private var card: some View {
        _PreferenceValueReader(SheetTraitsKey.self, content: content) { traits, content in
            let background = traits.background ?? AnyShapeStyle(SystemColors.systemBackground)
            let radius = traits.cornerRadius ?? SheetMetrics.cornerRadius
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .containerRelativeFrame(.vertical) { height, _ in traits.cardHeight(largest: height - SheetMetrics.topGap) }
                ._safeAreaContainer()
                .background {
                    if let backgroundContent = traits.backgroundContent {
                        // Through the home indicator's band, as the card's own fill.
                        backgroundContent.view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: backgroundContent.alignment)
                            .ignoresSafeArea(.container, edges: .bottom)
                    } else {
                        SheetCardShape(radius: radius).fill(background)
                    }
                }
                .clipShape(SheetCardShape(radius: radius))
                .overlay(alignment: .top) {
                    if traits.showsGrabber {
                        Capsule().fill(SheetMetrics.grabberColor)
                            .frame(width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height)
                            .padding(.top, SheetMetrics.grabberTop)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                .background { SheetMetrics.dimming.ignoresSafeArea() }
        }
    }
}

/// A sheet's card: rounded at the top, and running on past the bottom of its frame, through
/// the home indicator's band and off the screen, so content reaching into that band is not cut.
struct SheetCardShape: Shape {
    let radius: CGFloat

    func path(in rect: CGRect) -> Path {
        let runOn = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height + rect.height)
        return UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius).path(in: runOn)
    }
}

/// A full-screen cover: its content in the safe area on the system background, edge to edge.
struct FullScreenCover<Content: View>: View {
    let content: Content

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { SystemColors.systemBackground.ignoresSafeArea() }
    }
}

extension Anchor {
    /// Where an anchor's value comes from (kept only for popover anchors).
    public struct Source: Sendable {
        let name: String
        public static var bounds: Source { Source(name: "bounds") }
    }
}

/// A geometry value of a view, resolved in another's coordinates: SwiftUI's `Anchor` (kept for
/// its `Source`).
public struct Anchor<Value> {}
