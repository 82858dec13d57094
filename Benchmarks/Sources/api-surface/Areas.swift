/// The areas the report counts on their own: modifiers by family (by name: SwiftUI's interface
/// has no sections), types by what they are.
enum Areas {
    /// The modifier families, in the order the report shows them. The first family whose rule
    /// matches a modifier's name takes it.
    static let modifierFamilies: [(title: String, matches: @Sendable (String) -> Bool)] = [
        ("Accessibility", { $0.hasPrefix("accessibility") }),
        ("Layout", { layout.contains($0) || $0.hasPrefix("scenePadding") || $0.hasPrefix("grid") || $0.hasPrefix("safeArea") || $0.hasPrefix("containerRelative") }),
        ("Text and symbols", { text.contains($0) || $0.hasPrefix("symbol") || $0.hasPrefix("font") || $0.hasPrefix("text") && !$0.hasSuffix("Style") }),
        ("Text input and keyboard", { input.contains($0) || $0.hasPrefix("keyboard") || $0.hasPrefix("autocorrection") || $0.hasPrefix("find") || $0.hasPrefix("writingTools") }),
        ("Drawing and effects", { drawing.contains($0) || $0.hasSuffix("Effect") && !animation.contains($0) }),
        ("Animation and transitions", { animation.contains($0) || $0.hasPrefix("animation") || $0.hasPrefix("transaction") }),
        ("Gestures and interaction", { $0.lowercased().contains("gesture") || interaction.contains($0) || $0.hasPrefix("hover") || $0.hasPrefix("focus") || $0.hasPrefix("onKeyPress") || $0.hasPrefix("drop") || $0.hasPrefix("onDrag") || $0.hasPrefix("onDrop") }),
        ("Navigation, tabs and toolbars", { $0.hasPrefix("navigation") || $0.hasPrefix("toolbar") || $0.hasPrefix("tab") && !$0.hasPrefix("table") || $0.hasPrefix("search") || navigation.contains($0) }),
        ("Presentations", { presentation.contains($0) || $0.hasPrefix("presentation") || $0.hasPrefix("file") || $0.hasPrefix("alert") || $0.hasPrefix("confirmationDialog") || $0.hasPrefix("dialog") || $0.hasPrefix("inspector") }),
        ("Lists and scrolling", { $0.hasPrefix("list") || $0.hasPrefix("scroll") || $0.hasPrefix("table") || lists.contains($0) }),
        ("Controls and styles", { $0.hasSuffix("Style") || controls.contains($0) || $0.hasPrefix("menu") || $0.hasPrefix("button") }),
        ("Environment, preferences and identity", { environment.contains($0) || $0.hasSuffix("Preference") || $0.hasPrefix("environment") || $0.hasPrefix("preference") || $0.hasPrefix("container") }),
        ("Lifecycle and events", { $0.hasPrefix("on") || events.contains($0) }),
    ]

    static let other = "Other modifiers"

    /// The family of a modifier, from its base name.
    static func family(ofModifier baseName: String) -> String {
        modifierFamilies.first { $0.matches(baseName) }?.title ?? other
    }

    /// The type areas, in the order the report shows them.
    static let typeAreas = [
        "Views", "Shapes", "Styles", "Layout", "Gestures, animation and transitions", "State, environment and data",
        "Text, fonts and images", "Colours, gradients and drawing", "Scenes and app", "Other types",
    ]

    /// The area of a type, from its roles and name.
    static func area(ofType symbol: Symbol) -> String {
        let name = symbol.name.split(separator: ".").last.map(String.init) ?? symbol.name
        let roles = symbol.roles
        if roles.contains("shape") { return "Shapes" }
        if roles.contains("view") { return "Views" }
        if roles.contains("style") || name.hasSuffix("Style") { return "Styles" }
        if roles.contains("layout") || ["Alignment", "Layout", "Edge", "Axis", "Grid", "Spacing", "SafeArea", "Proposed", "Dimensions", "UnitPoint", "Anchor", "Stack"].contains(where: name.contains) {
            return "Layout"
        }
        if roles.contains("gesture") || roles.contains("transition") || ["Gesture", "Animation", "Animat", "Transition", "Spring", "Keyframe", "Phase", "Transaction", "Timing", "Curve"].contains(where: name.contains) {
            return "Gestures, animation and transitions"
        }
        if roles.contains("dynamicproperty") || ["Environment", "Binding", "State", "Preference", "Focus", "Storage", "Observed", "Namespace", "Key"].contains(where: name.contains) {
            return "State, environment and data"
        }
        if ["Text", "Font", "Image", "Symbol", "LocalizedString", "Truncation", "Line"].contains(where: name.contains) {
            return "Text, fonts and images"
        }
        if roles.contains("shapestyle") || ["Color", "Gradient", "Shader", "Graphics", "Blend", "Material", "Path", "Canvas", "Shading", "Fill", "Stroke"].contains(where: name.contains) {
            return "Colours, gradients and drawing"
        }
        if roles.contains("scene") || roles.contains("commands") || ["Scene", "Window", "App", "Command", "Document", "Immersive", "Settings"].contains(where: name.contains) {
            return "Scenes and app"
        }
        return "Other types"
    }

    // MARK: - Modifier names by family (those no prefix or suffix rule catches)

    static let layout: Set<String> = [
        "frame", "padding", "offset", "position", "fixedSize", "layoutPriority", "aspectRatio", "scaledToFit", "scaledToFill",
        "alignmentGuide", "ignoresSafeArea", "edgesIgnoringSafeArea", "coordinateSpace", "layoutValue", "zIndex",
        "layoutDirectionBehavior", "contentMargins", "horizontalRadioGroupLayout", "defaultScrollAnchor",
    ]
    static let text: Set<String> = [
        "bold", "italic", "underline", "strikethrough", "kerning", "tracking", "baselineOffset", "monospaced",
        "monospacedDigit", "lineLimit", "lineSpacing", "multilineTextAlignment", "truncationMode", "minimumScaleFactor",
        "allowsTightening", "dynamicTypeSize", "imageScale", "flipsForRightToLeftLayoutDirection", "speechAdjustedPitch",
        "speechAlwaysIncludesPunctuation", "speechAnnouncementsQueued", "speechSpellsOutCharacters", "typesettingLanguage",
        "privacySensitive", "redacted", "unredacted", "lineHeight", "allowedDynamicRange",
    ]
    static let input: Set<String> = [
        "submitLabel", "submitScope", "disableAutocorrection", "autocapitalization", "textInputAutocapitalization",
        "textContentType", "scrollDismissesKeyboard", "onSubmit", "textInputCompletion", "textInputFormattingControlVisibility",
    ]
    static let drawing: Set<String> = [
        "opacity", "blur", "shadow", "clipShape", "clipped", "cornerRadius", "mask", "overlay", "background", "border",
        "foregroundColor", "foregroundStyle", "tint", "accentColor", "colorMultiply", "brightness", "contrast", "saturation",
        "grayscale", "hueRotation", "colorInvert", "luminanceToAlpha", "blendMode", "compositingGroup", "drawingGroup",
        "backgroundStyle", "containerShape", "preferredColorScheme", "colorScheme", "hidden", "visualEffect", "colorEffect",
        "distortionEffect", "layerEffect", "geometryGroup", "listRowBackground", "symbolRenderingMode", "symbolVariant",
        "glassEffect", "backgroundExtensionEffect",
    ]
    static let animation: Set<String> = [
        "animation", "transition", "matchedGeometryEffect", "contentTransition", "phaseAnimator", "keyframeAnimator",
        "symbolEffect", "symbolEffectsRemoved", "navigationTransition", "matchedTransitionSource", "scrollTransition",
        "glassEffectTransition", "glassEffectID", "glassEffectUnion",
    ]
    static let interaction: Set<String> = [
        "contentShape", "allowsHitTesting", "onHover", "onContinuousHover", "focused", "focusable", "prefersDefaultFocus",
        "defaultFocus", "draggable", "keyboardShortcut", "sensoryFeedback", "onLongPressTouchGesture", "defaultHoverEffect",
        "allowsWindowActivationEvents", "handPointerBehavior", "pointerStyle", "pointerVisibility", "onPencilDoubleTap",
        "onPencilSqueeze", "digitalCrownAccessory", "springLoadingBehavior", "onModifierKeysChanged", "disabled",
        "selectionDisabled", "contextMenu", "copyable", "cuttable", "pasteDestination", "onCopyCommand", "onCutCommand",
        "onPasteCommand", "onDeleteCommand", "onMoveCommand", "onExitCommand", "onPlayPauseCommand", "onCommand",
    ]
    static let navigation: Set<String> = ["badge", "badgeProminence", "navigationTitle", "sidebarAdaptable"]
    static let presentation: Set<String> = [
        "sheet", "fullScreenCover", "popover", "actionSheet", "interactiveDismissDisabled", "exportableToServices",
        "importableFromServices", "photosPicker", "quickLookPreview", "shareLink",
    ]
    static let lists: Set<String> = [
        "refreshable", "swipeActions", "moveDisabled", "deleteDisabled", "headerProminence", "onMove", "onDelete",
        "onInsert", "defaultWheelPickerItemHeight", "alternatingRowBackgrounds", "sectionActions",
    ]
    static let controls: Set<String> = [
        "controlSize", "labelsHidden", "labelsVisibility", "buttonBorderShape", "buttonRepeatBehavior", "pickerStyle",
        "datePickerStyle", "toggleStyle", "gaugeStyle", "labeledContentStyle", "controlGroupStyle", "signInWithAppleButtonStyle",
        "defaultButtonPlacement", "dialogSuppressionToggle", "labelIconToTitleSpacing", "labelReservedIconWidth",
    ]
    static let environment: Set<String> = [
        "environment", "environmentObject", "transformEnvironment", "tag", "id", "equatable", "modelContainer",
        "modelContext", "defaultAppStorage", "focusedValue", "focusedSceneValue", "focusedObject", "focusedSceneObject",
        "userActivity", "handlesExternalEvents", "persistentSystemOverlays", "statusBarHidden", "statusBar",
        "defaultAdaptableTabBarPlacement", "typeSelectEquivalent", "help", "labelStyle",
    ]
    static let events: Set<String> = ["task", "refreshable", "backgroundTask", "widgetURL", "openURL"]
}
