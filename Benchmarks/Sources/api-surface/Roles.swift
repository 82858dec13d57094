/// The roles a type's conformances give it, by which the report groups types.
enum Roles {
    /// The roles of a type conforming (directly or through other protocols) to `protocols`.
    static func of(protocols: Set<String>) -> Set<String> {
        var roles: Set<String> = []
        for name in protocols {
            switch name {
            case "View": roles.insert("view")
            case "Shape", "InsettableShape": roles.insert("shape")
            case "Layout": roles.insert("layout")
            case "Gesture": roles.insert("gesture")
            case "ShapeStyle": roles.insert("shapestyle")
            case "ViewModifier": roles.insert("viewmodifier")
            case "App", "Scene": roles.insert("scene")
            case "DynamicProperty": roles.insert("dynamicproperty")
            case "Transition": roles.insert("transition")
            case "ToolbarContent", "CustomizableToolbarContent": roles.insert("toolbarcontent")
            case "TabContent": roles.insert("tabcontent")
            case "Commands": roles.insert("commands")
            default:
                if name.hasSuffix("Style") && name != "ShapeStyle" { roles.insert("style") }
            }
        }
        return roles
    }
}
