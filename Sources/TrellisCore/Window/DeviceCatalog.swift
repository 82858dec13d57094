/// The devices Trellis knows, with published metrics (sources in `docs/ios-metrics.md`).
extension Device {
    private static func insets(top: CGFloat, side: CGFloat = 0, bottom: CGFloat) -> EdgeInsets {
        EdgeInsets(top: top, leading: side, bottom: bottom, trailing: side)
    }

    /// A notched or Dynamic Island iPhone: the same insets pattern at different sizes.
    private static func modernPhone(
        _ name: String, width: CGFloat, height: CGFloat, top: CGFloat, cornerRadius: CGFloat
    ) -> Device {
        Device(
            name: name, screenSize: CGSize(width: width, height: height), scale: 3,
            portraitSafeAreaInsets: insets(top: top, bottom: 34),
            landscapeSafeAreaInsets: insets(top: 0, side: top, bottom: 21), displayCornerRadius: cornerRadius)
    }

    /// iPhone SE (3rd generation): 4.7", a home button and a 20-point status bar.
    public static let iPhoneSE3 = Device(
        name: "iPhone SE (3rd generation)", screenSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeAreaInsets: insets(top: 20, bottom: 0), landscapeSafeAreaInsets: insets(top: 0, bottom: 0),
        displayCornerRadius: 0)
    public static let iPhone14 = modernPhone("iPhone 14", width: 390, height: 844, top: 47, cornerRadius: 47.33)
    public static let iPhone15 = modernPhone("iPhone 15", width: 393, height: 852, top: 59, cornerRadius: 55)
    public static let iPhone15Plus = modernPhone("iPhone 15 Plus", width: 430, height: 932, top: 59, cornerRadius: 55)
    public static let iPhone15Pro = modernPhone("iPhone 15 Pro", width: 393, height: 852, top: 59, cornerRadius: 55)
    public static let iPhone15ProMax = modernPhone(
        "iPhone 15 Pro Max", width: 430, height: 932, top: 59, cornerRadius: 55)
    public static let iPhone16 = modernPhone("iPhone 16", width: 393, height: 852, top: 59, cornerRadius: 55)
    public static let iPhone16Plus = modernPhone("iPhone 16 Plus", width: 430, height: 932, top: 59, cornerRadius: 55)
    public static let iPhone16Pro = modernPhone("iPhone 16 Pro", width: 402, height: 874, top: 62, cornerRadius: 62)
    public static let iPhone16ProMax = modernPhone(
        "iPhone 16 Pro Max", width: 440, height: 956, top: 62, cornerRadius: 62)
    /// iPhone 16e: the iPhone 14's 6.1-inch notched screen (1170 × 2532 pixels at 460 ppi), with
    /// its safe areas and corner radius.
    public static let iPhone16e = Device(
        name: "iPhone 16e", screenSize: CGSize(width: 390, height: 844), scale: 3,
        portraitSafeAreaInsets: insets(top: 47, bottom: 34), landscapeSafeAreaInsets: insets(top: 0, side: 47, bottom: 21),
        displayCornerRadius: 47.33)

    /// A 2025 Dynamic Island iPhone. In landscape iOS 26 keeps 20 points above and below the
    /// content besides the sensor-housing sides (`docs/ios-metrics.md` § 16.1).
    private static func phone2025(
        _ name: String, width: CGFloat, height: CGFloat, top: CGFloat, landscapeBottom: CGFloat = 20
    ) -> Device {
        Device(
            name: name, screenSize: CGSize(width: width, height: height), scale: 3,
            portraitSafeAreaInsets: insets(top: top, bottom: 34),
            landscapeSafeAreaInsets: insets(top: 20, side: top, bottom: landscapeBottom), displayCornerRadius: 62)
    }

    /// iPhone 17: the 6.3-inch screen of the iPhone 16 Pro (1206 × 2622 pixels at 460 ppi).
    public static let iPhone17 = phone2025("iPhone 17", width: 402, height: 874, top: 62)
    /// iPhone 17 Pro: 6.3 inches, the same screen as the iPhone 17.
    public static let iPhone17Pro = phone2025("iPhone 17 Pro", width: 402, height: 874, top: 62)
    /// iPhone 17 Pro Max: 6.9 inches (1320 × 2868 pixels at 460 ppi).
    public static let iPhone17ProMax = phone2025("iPhone 17 Pro Max", width: 440, height: 956, top: 62)
    /// iPhone Air: 6.5 inches (1260 × 2736 pixels at 460 ppi), with a taller top safe area (68)
    /// than the other Dynamic Island iPhones.
    public static let iPhoneAir = phone2025("iPhone Air", width: 420, height: 912, top: 68, landscapeBottom: 29)

    /// iPad (10th generation): the status bar above, the home indicator below, in both
    /// orientations.
    public static let iPad10 = Device(
        name: "iPad (10th generation)", idiom: .pad, screenSize: CGSize(width: 820, height: 1180), scale: 2,
        portraitSafeAreaInsets: insets(top: 24, bottom: 20), landscapeSafeAreaInsets: insets(top: 24, bottom: 20),
        displayCornerRadius: 18)
    /// iPad Pro 11-inch (M4).
    public static let iPadPro11 = Device(
        name: "iPad Pro 11-inch (M4)", idiom: .pad, screenSize: CGSize(width: 834, height: 1210), scale: 2,
        portraitSafeAreaInsets: insets(top: 24, bottom: 20), landscapeSafeAreaInsets: insets(top: 24, bottom: 20),
        displayCornerRadius: 18)

    /// The device previews use unless told otherwise: the iPhone 17, the current 6.3-inch
    /// iPhone, drawn in iOS 26's design (``DesignVersion/standard``) as Xcode 26 shows it.
    public static let `default` = iPhone17

    /// Every device in the catalogue, smallest screen first within each idiom (older models first
    /// among equal screens).
    public static let all: [Device] = [
        iPhoneSE3, iPhone14, iPhone16e, iPhone15, iPhone15Pro, iPhone16, iPhone16Pro, iPhone17, iPhone17Pro, iPhoneAir,
        iPhone15Plus, iPhone15ProMax, iPhone16Plus, iPhone16ProMax, iPhone17ProMax, iPad10, iPadPro11,
    ]

    /// The device called `name` (its name, ignoring case, spaces and punctuation, so
    /// `"iphone-16-pro"` finds iPhone 16 Pro), or `nil`.
    ///
    /// A whole name wins: `"iPhone 17"` is the iPhone 17 and `"iPhone 16"` the iPhone 16, not the
    /// 17 Pro or the 16e. Otherwise the first device, in ``all``'s order, whose name starts with
    /// `name` answers (`"iPhone SE"` finds the 3rd generation, `"iPad"` the iPad (10th generation)).
    public static func named(_ name: String) -> Device? {
        let wanted = simplified(name)
        return all.first { simplified($0.name) == wanted }
            ?? all.first { simplified($0.name).hasPrefix(wanted) && !wanted.isEmpty }
    }

    private static func simplified(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) }.map(Character.init))
    }
}
