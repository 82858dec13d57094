/// The layout sizes of SF Symbols, measured: how large `Image(systemName:)` is for each of 240
/// common names, at 17 and 26 points (regular weight, medium image scale, on the 2× pixel grid).
///
/// Source: the symbol catalogue goldens of `iamcgn/swiftui-web` (commit 784361d9,
/// `Fixtures/Goldens/symbol/catalog-17` and `catalog-26/frames.json`, recorded with SwiftUI on
/// macOS 26; its Mac Catalyst goldens of the iOS profile give the same sizes for `star`, `gear`,
/// `wifi` and `chevron.right`, and Sentry's iOS dumps put `house` in the same 24-point box at
/// 17 points). A layout box is larger than the symbol's ink: `star.fill`'s is 22 × 20 at
/// 17 points where its drawing is 18.667 × 18 (docs/ios-metrics.md § 15).
enum SymbolMetrics {
    struct Entry: Sendable {
        /// Width and height at 17 points, then at 26 points.
        var small: CGSize
        var large: CGSize
    }

    /// The layout size of symbol `name` at `pointSize`, unrounded: between the two measured
    /// sizes the line through them, below 17 points the 17-point box scaled, above 26 the
    /// 26-point box scaled. Names the table lacks take a related symbol's box (see ``entry(for:)``).
    static func size(of name: String, pointSize: CGFloat) -> CGSize {
        let entry = entry(for: name)
        guard pointSize.isFinite, pointSize > 0 else { return .zero }
        func length(_ at17: CGFloat, _ at26: CGFloat) -> CGFloat {
            if pointSize <= 17 { return at17 * pointSize / 17 }
            if pointSize >= 26 { return at26 * pointSize / 26 }
            return at17 + (at26 - at17) * (pointSize - 17) / 9
        }
        return CGSize(
            width: length(entry.small.width, entry.large.width), height: length(entry.small.height, entry.large.height))
    }

    /// The measured entry for `name`, else for the symbol it is a variant of: `forward` and
    /// `backward` read as `right` and `left`; a name ending in `.circle` (`.circle.fill`) takes
    /// `circle`'s box and one ending in `.square` (`.square.fill`) `square`'s, as every measured
    /// such symbol does; a `.fill` variant its outline's; anything else `star.fill`'s (the
    /// one-box rule Trellis used for every symbol before the table).
    static func entry(for name: String) -> Entry {
        if let entry = table[name] { return entry }
        let directional = name.split(separator: ".").map { part -> Substring in
            part == "forward" ? "right" : part == "backward" ? "left" : part
        }.joined(separator: ".")
        if let entry = table[directional] { return entry }
        var base = directional
        if base.hasSuffix(".fill") { base.removeLast(".fill".count) }
        if let entry = table[base] { return entry }
        if base.hasSuffix(".circle"), let entry = table["circle"] { return entry }
        if base.hasSuffix(".square"), let entry = table["square"] { return entry }
        return table["star.fill"]!
    }

    /// Whether `name` itself was measured.
    static func isMeasured(_ name: String) -> Bool { table[name] != nil }

    /// Parsed from `measurements` on first use.
    private static let table: [String: Entry] = {
        var table: [String: Entry] = [:]
        for line in measurements.split(separator: "\n") {
            let parts = line.split(separator: " ")
            let values = parts.dropFirst().compactMap { Double($0) }
            guard values.count == 4 else { continue }
            table[String(parts[0])] = Entry(
                small: CGSize(width: values[0], height: values[1]), large: CGSize(width: values[2], height: values[3]))
        }
        return table
    }()

    /// name, width and height at 17 points, width and height at 26 points.
    private static let measurements = """
airplane 21 19 32 30
ant 18.5 22 28 34.5
antenna.radiowaves.left.and.right 21 18 32 28
archivebox 21 17.5 31.5 27.5
arrow.clockwise 18 20 27.5 31.5
arrow.counterclockwise 18 20 27.5 31.5
arrow.down 17 18 25.5 28
arrow.down.circle 20 19 31 30
arrow.down.left 16.5 14.5 25 23
arrow.down.to.line 17 19.5 25.5 30.5
arrow.left 19.5 15 30 23.5
arrow.left.circle 20 19 31 30
arrow.right 19.5 15 30 23.5
arrow.right.circle 20 19 31 30
arrow.turn.up.left 20 15.5 30 24
arrow.up 17 18 25.5 28
arrow.up.and.down.and.arrow.left.and.right 22.5 21.5 35 34
arrow.up.arrow.down 24 18.5 36 29
arrow.up.circle 20 19 31 30
arrow.up.left.and.arrow.down.right 20 18 30.5 28.5
arrow.up.right 16.5 14.5 25 23
arrow.up.to.line 17 19.5 25.5 30.5
arrow.uturn.left 20 17.5 30 28
at 20.5 20 31.5 31.5
backward.end.fill 19.5 15 29.5 23.5
backward.fill 25.5 15 38 23.5
battery.100 29 13.5 44 21.5
bell 20 19.5 29 30.5
bell.badge 19.5 20.5 29.5 32.5
bell.fill 20 19.5 29 31
bell.slash 19 20.5 29.5 32.5
bicycle 31 19 47.5 30
bold 14 14 21.5 22.5
bolt 17 21.5 25 33.5
book 22.5 17.5 34.5 28
book.closed 18 20 27.5 31.5
bookmark 17.5 20 26.5 31.5
briefcase 23.5 18.5 35.5 29
bubble.left 22.5 19.5 34 30.5
building.2 20.5 21.5 31 34
bus 22.5 21.5 34.5 34
calendar 21 17.5 31.5 27.5
camera 24.5 18 37.5 28.5
car 24 17.5 36.5 28
cart 23 18.5 35 29
cat 27 22 41 34
chart.bar 25.5 18 38.5 28
chart.line.uptrend.xyaxis 22 17.5 33.5 27.5
chart.pie 20 19 31 30
checklist 23 19 34.5 30
checkmark 18.5 16.5 28 26
checkmark.circle 20 19 31 30
checkmark.circle.fill 20 19 31 30
checkmark.square 19.5 17.5 29.5 27.5
chevron.down 18.5 10.5 28.5 16.5
chevron.left 12.5 16.5 19 26.5
chevron.left.forwardslash.chevron.right 27.5 18 42 28.5
chevron.right 12.5 16.5 19 26.5
chevron.right.circle 20 19 31 30
chevron.up 18.5 10.5 28.5 16.5
circle 20 19 31 30
circle.fill 20 19 31 30
clock 20 19 31 30
cloud 22.5 15.5 34.5 24.5
creditcard 24 16.5 36 26
crop 22.5 20.5 34 32
crown 25.5 18.5 39 29
cursorarrow 14 19.5 21.5 30.5
cylinder 18.5 19.5 28 31
desktopcomputer 24 19 36.5 30
doc 18 20 27.5 31.5
doc.badge.plus 18.5 22.5 28 35.5
doc.on.clipboard 21 23 32 36
doc.on.doc 21 23 32 36
doc.text 18 20 27.5 31.5
dog 27.5 21.5 41.5 33.5
dollarsign.circle 20 19 31 30
drop 15 19 23 30
ellipsis 18.5 5.5 29 9
ellipsis.circle 20 19 31 30
envelope 24.5 16.5 37 26
eraser 20.5 19.5 31.5 30.5
exclamationmark 6.5 18 10 28.5
exclamationmark.circle 20 19 31 30
exclamationmark.circle.fill 20 19 31 30
exclamationmark.triangle 20.5 18 32 28.5
eye 26 16.5 40 26
eye.slash 26 20 40 31.5
eyedropper 21.5 20 32.5 31.5
face.smiling 20 19 31 30
flag 19.5 18.5 29.5 29
flame 17 20 26.5 31.5
folder 23 17.5 35 27.5
folder.badge.plus 23 19 35 29.5
folder.fill 23 17.5 35 27.5
forward.end.fill 19.5 15 29.5 23.5
forward.fill 25.5 15 38 23.5
gamecontroller 28 17.5 43 27.5
gear 21.5 20.5 33.5 32
gearshape 21 20 32.5 31.5
gearshape.fill 20.5 19.5 32 31
gift 20 19.5 30.5 31
globe 20 19 31 30
graduationcap 27 22.5 41 35
hammer 25 23 38 36
hand.raised 20.5 20.5 31 32
hand.thumbsdown 20 20.5 31 32
hand.thumbsup 20 20.5 31 32
headphones 21 20 32 31.5
heart 20.5 17.5 31.5 27.5
heart.circle 20 19 31 30
heart.fill 20.5 17.5 31.5 27.5
hexagon 21 21 31.5 33
highlighter 21.5 20 32.5 31.5
house 24 19.5 36.5 31
house.fill 24 19.5 36.5 31
info.circle 20 19 31 30
info.circle.fill 20 19 31 30
iphone 17 20 26.5 31
italic 13 14 19.5 22.5
key 15.5 23 23 36
leaf 21 18 32 28
lightbulb 15.5 21.5 23 34
line.3.horizontal 21 10.5 32 17
link 22 21 32.5 33
link.badge.plus 22 21.5 32.5 33.5
list.bullet 21 14.5 32 23
list.number 21 16 32 25.5
location 20 18.5 30.5 29.5
lock 16.5 18.5 24.5 29
lock.open 21.5 18.5 32.5 29
magnifyingglass 20.5 18.5 31 29.5
map 21.5 18.5 32.5 29.5
message 22.5 18.5 35 29
mic 17 20 26.5 31.5
mic.slash 17 20 26 31.5
minus 18 3.5 27 6.5
minus.circle 20 19 31 30
minus.magnifyingglass 20.5 18.5 31 29.5
minus.square 19.5 17.5 29.5 27.5
moon 20 19 30.5 30
mountain.2 33 17 50 27
music.note 14.5 19 21.5 30
newspaper 23 20 35 31.5
number 19 18.5 29 29
paintbrush 21.5 22.5 33 35.5
paintpalette 23 19 36 29.5
paperclip 20 21 30.5 33
paperplane 21 19.5 32.5 31
pause.fill 14.5 16 21.5 25
pencil 17.5 15.5 27 24.5
pentagon 22.5 20 34.5 31.5
percent 19.5 18.5 29.5 28.5
person 19 17.5 28.5 28
person.2 27.5 19 42 29.5
person.badge.plus 19 21.5 29 33.5
person.circle 20 19 31 30
person.fill 18 17 27.5 27
phone 20.5 18.5 31 29
photo 24 17.5 36 27.5
pills 24 20 36.5 31
pin 20 21.5 30 34
play.fill 15 16 22.5 25.5
plus 18 16 27 25
plus.circle 20 19 31 30
plus.circle.fill 20 19 31 30
plus.magnifyingglass 20.5 18.5 31 29.5
plus.square 19.5 17.5 29.5 27.5
power 20 19.5 31 31
printer 23 20 35 31.5
puzzlepiece 28.5 18.5 43.5 29
qrcode 19.5 17.5 29.5 27.5
questionmark 13.5 18 20 28.5
questionmark.circle 20 19 31 30
quote.opening 22.5 14 34 22
radio 24 21.5 36 33.5
rectangle 24 17.5 36 27.5
rectangle.portrait 18 20 27.5 31.5
rectangle.split.3x1 24 17.5 36 27.5
repeat 22 17 33.5 27
ruler 24.5 11 37.5 18
safari 20 19 31 30
scissors 26 19 39 30
seal 21.5 21.5 34 34
shield 18 19 27.5 30
shippingbox 21 20.5 32 32.5
shuffle 23.5 17.5 35.5 27.5
sidebar.left 24 17.5 36 27.5
sidebar.right 24 17.5 36 27.5
slider.horizontal.3 21 16.5 32 26
snowflake 18 19 27 30
sparkles 18.5 21 28.5 33
speaker.slash 17.5 20 26 31.5
speaker.wave.1 20 17 31 26.5
speaker.wave.2 24 17 36.5 26.5
square 19.5 17.5 29.5 27.5
square.3.layers.3d 21 20.5 32 32.5
square.and.arrow.down 19 21.5 29 34
square.and.arrow.up 19 22 29 34.5
square.and.pencil 21 20 32 31.5
square.dashed 19.5 17.5 29.5 27.5
square.fill 19.5 17.5 29.5 27.5
square.grid.2x2 19.5 17.5 29.5 27.5
star 22 20 33.5 31.5
star.circle 20 19 31 30
star.fill 22 20 33.5 31.5
star.leadinghalf.filled 22 20 33.5 31.5
storefront 23.5 20.5 35.5 32
sun.max 21 20.5 32.5 32
tablecells 24 17.5 36 27.5
tag 22.5 21 34.5 33
terminal 24 17.5 36 27.5
text.aligncenter 21 16.5 32 26
text.alignleft 21 16.5 32 26
text.alignright 21 16.5 32 26
text.justify 21 16.5 32 26
textformat 23.5 14.5 35.5 23
thermometer 13 20.5 20 32.5
touchid 21.5 20.5 32.5 32
tram 19.5 23 29.5 36
trash 19.5 20.5 29 32.5
trash.circle 20 19 31 30
trash.fill 19.5 20.5 29 32.5
tray 24 16.5 36 26
tree 25.5 24 39 37.5
triangle 20.5 18 32 28.5
trophy 20.5 20.5 31 32
truck.box 28.5 20 43 31.5
tv 25 19 38 29.5
underline 14 17 21 27
video 24.5 16 37.5 25
wallet.pass 18 20 27.5 31.5
waveform.path.ecg 20 19.5 30.5 31
wifi 22.5 16 34.5 25.5
wind 21 17 32 27
wrench 23.5 23 35.5 35.5
xmark 17.5 15.5 26.5 24.5
xmark.circle 20 19 31 30
xmark.circle.fill 20 19 31 30
xmark.square 19.5 17.5 29.5 27.5
"""
}
