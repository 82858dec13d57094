import Trellis

/// A view that merchandises one product: StoreKit's `ProductView`.
///
/// Without an App Store the product never loads: it is drawn as its loading state, a row with
/// the product identifier in place of the name, "Loading…" in place of the description and a
/// spinner where the price button would be.
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let id: Product.ID
    let placeholderIcon: PlaceholderIcon
    @Environment(\.productViewStyleName) private var styleName

    /// A view of the product with an identifier.
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false)
    where Icon == EmptyView, PlaceholderIcon == EmptyView {
        id = productID
        placeholderIcon = EmptyView()
    }

    /// A view of the product with an identifier, with an icon (not shown: the product never loads).
    public init(
        id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon
    ) where PlaceholderIcon == EmptyView {
        id = productID
        placeholderIcon = EmptyView()
    }

    /// A view of the product with an identifier, with an icon and its placeholder (shown).
    public init(
        id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
        @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {
        id = productID
        self.placeholderIcon = placeholderIcon()
    }

    /// A view of a loaded product (never made here: no product loads).
    public init(_ product: Product, prefersPromotionalIcon: Bool = false)
    where Icon == EmptyView, PlaceholderIcon == EmptyView {
        id = product.id
        placeholderIcon = EmptyView()
    }

    public var body: some View {
        let name = Text(id).font(styleName == .large ? .title2.bold() : .headline)
        let status = Text("Loading…").font(.subheadline).foregroundStyle(.secondary)
        if styleName == .large {
            VStack(spacing: 8) {
                placeholderIcon
                name
                status
                ProgressView()
            }
        } else {
            HStack(spacing: 16) {
                placeholderIcon
                VStack(alignment: .leading, spacing: 2) {
                    name
                    status
                }
                Spacer(minLength: 8)
                ProgressView()
            }
        }
    }
}

/// A view that merchandises a list of products: StoreKit's `StoreView`.
///
/// Drawn as its loading state: a product row (see `ProductView`) for each identifier, 16 in
/// from the edges, with separators between them, in a scroll view.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let ids: [Product.ID]

    /// A store of the products with these identifiers.
    public init<C: Collection>(ids productIDs: C, prefersPromotionalIcon: Bool = false)
    where C.Element == Product.ID, Icon == EmptyView, PlaceholderIcon == EmptyView {
        ids = Array(productIDs)
    }

    /// A store of the products with these identifiers, with icons.
    public init<C: Collection>(
        ids productIDs: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon
    ) where C.Element == Product.ID, PlaceholderIcon == EmptyView {
        ids = Array(productIDs)
    }

    /// A store of loaded products.
    public init<C: Collection>(products: C, prefersPromotionalIcon: Bool = false)
    where C.Element == Product, Icon == EmptyView, PlaceholderIcon == EmptyView {
        ids = products.map(\.id)
    }

    public var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(Array(ids.enumerated()), id: \.offset) { index, id in
                    if index > 0 { Divider().padding(.leading, 16) }
                    ProductView(id: id).padding(16)
                }
            }
        }
    }
}

/// The look of product views.
public struct ProductViewStyleName: Hashable, Sendable {
    let name: String
    public static let automatic = ProductViewStyleName(name: "automatic")
    public static let compact = ProductViewStyleName(name: "compact")
    public static let regular = ProductViewStyleName(name: "regular")
    public static let large = ProductViewStyleName(name: "large")
}

private struct ProductViewStyleKey: EnvironmentKey {
    static let defaultValue = ProductViewStyleName.automatic
}

extension EnvironmentValues {
    var productViewStyleName: ProductViewStyleName {
        get { self[ProductViewStyleKey.self] }
        set { self[ProductViewStyleKey.self] = newValue }
    }
}

/// A style of product views: StoreKit's `ProductViewStyle` (the system's styles only here).
public protocol ProductViewStyle {
    /// The style's name.
    var styleName: ProductViewStyleName { get }
}

/// The product view styles iOS provides.
public struct SystemProductViewStyle: ProductViewStyle, Sendable {
    public let styleName: ProductViewStyleName
}

extension ProductViewStyle where Self == SystemProductViewStyle {
    /// The context's style.
    public static var automatic: SystemProductViewStyle { .init(styleName: .automatic) }
    /// One line: name, description and the price button.
    public static var compact: SystemProductViewStyle { .init(styleName: .compact) }
    /// The standard row.
    public static var regular: SystemProductViewStyle { .init(styleName: .regular) }
    /// A prominent, centred product.
    public static var large: SystemProductViewStyle { .init(styleName: .large) }
}

extension View {
    /// Sets the style of product views in this view.
    public func productViewStyle(_ style: some ProductViewStyle) -> some View {
        environment(\.productViewStyleName, style.styleName)
    }
}
