import TrellisCore

/// A section of a custom container's content: SwiftUI's `SectionConfiguration` (iOS 18),
/// what `Group(sections:)` and `ForEach(sections:)` hand a container's body. A `Section` of the
/// content is one, with its header, rows and footer as subviews; views outside any section
/// form sections of their own between them, without header or footer.
public struct SectionConfiguration: Identifiable {
    /// A section's identity among its container's sections.
    public struct ID: Hashable, Sendable {
        let position: Int
    }

    /// What a section offers beyond its views (iOS 18): none in a still picture.
    public struct Actions: Sendable {}

    public let id: ID
    /// Values the section set for its container (none are read from a `Section` yet).
    public let containerValues: ContainerValues
    public let header: SubviewsCollection
    public let content: SubviewsCollection
    public let footer: SubviewsCollection
    public let actions: Actions
}

/// The sections of a custom container's content: SwiftUI's `SectionCollection`.
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

extension SectionCollection {
    /// The sections of `content`, its views resolved where the resolver is.
    init(of content: any View, in resolver: _ViewResolver) {
        var sections: [SectionConfiguration] = []
        var loose: [AnyView] = []
        func section(header: any View, content: any View, footer: any View) -> SectionConfiguration {
            SectionConfiguration(
                id: .init(position: sections.count), containerValues: ContainerValues(),
                header: SubviewsCollection._resolving(AnyView(header), in: resolver),
                content: SubviewsCollection._resolving(AnyView(content), in: resolver),
                footer: SubviewsCollection._resolving(AnyView(footer), in: resolver), actions: .init())
        }
        func closeLooseSection() {
            guard !loose.isEmpty else { return }
            let views = loose
            loose = []
            sections.append(section(header: EmptyView(), content: ForEach(views.indices, id: \.self) { views[$0] }, footer: EmptyView()))
        }
        for view in ListContent.views(of: content) {
            if let listed = view as? any ListSectionRepresentable {
                closeLooseSection()
                sections.append(section(
                    header: listed.headerView ?? AnyView(EmptyView()), content: listed.rowsView,
                    footer: listed.footerView ?? AnyView(EmptyView())))
            } else {
                loose.append(AnyView(view))
            }
        }
        closeLooseSection()
        self.sections = sections
    }
}

/// The view `Group(sections:transform:)` makes: its content's sections handed to `transform`
/// (SwiftUI's `GroupSectionsOfContent`).
public struct GroupSectionsOfContent<Sections: View, Content: View>: View, _PrimitiveView {
    public typealias Body = Never

    let sections: Sections
    let transform: (SectionCollection) -> Content

    public func _resolve(into resolver: _ViewResolver) {
        transform(SectionCollection(of: sections, in: resolver))._resolve(into: resolver)
    }
}

extension Group where Content: View {
    /// A group whose body places the sections of `view`, as a custom container does:
    /// `Group(sections: content) { sections in ForEach(sections) { section in … } }`.
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.init(content: { GroupSectionsOfContent(sections: view, transform: transform) })
    }
}

/// The sections of a view, as the data of `ForEach(sections:content:)`: SwiftUI's
/// `ForEachSectionCollection`. Found where the `ForEach` is, so empty until then.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection, _ResolvedWhereUsedData {
    let storage: Storage

    final class Storage {
        let base: any View
        var sections: [SectionConfiguration] = []
        init(base: any View) { self.base = base }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.sections.count }
    public subscript(position: Int) -> SectionConfiguration { storage.sections[position] }

    public func _prepare(in resolver: _ViewResolver) {
        storage.sections = Array(SectionCollection(of: storage.base, in: resolver))
    }
}

extension ForEach {
    /// Views made from each section of `view`: `ForEach(sections: content) { section in … }`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
        self.init(_elements: ForEachSectionCollection(storage: .init(base: view)), id: \.id, content: content)
    }
}
