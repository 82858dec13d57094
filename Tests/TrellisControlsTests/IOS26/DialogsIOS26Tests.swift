import Testing
import Trellis

// iOS 26's alert preferred action and confirmation dialogs on an iPhone 16 (393 × 852, the safe
// area from 59 to 818): docs/ios-metrics.md § 26.9, docs/divergences.md D26-10, D26-17.

/// `view` on an iPhone 16 in `design`, set for the window as `--os` sets it (dialogs are drawn
/// over the window, in the window's environment).
private func layOnPhone(_ view: some View, _ design: DesignVersion = .iOS26) -> ViewLayout {
    var environment = EnvironmentValues()
    environment.designVersion = design
    return ViewLayout(view, on: .iPhone16, environment: environment)
}

/// The filled paths' bounding rectangles and colours, back to front.
private func fills(_ view: some View, _ design: DesignVersion = .iOS26) -> [(rect: CGRect, color: Color.Resolved)] {
    translatedFills(layOnPhone(view, design).displayList().items)
}

/// The texts drawn: their strings, colours and weights, in order.
private func texts(_ view: some View, _ design: DesignVersion = .iOS26) -> [(string: String, color: Color.Resolved, weight: Font.Weight?)] {
    flattened(layOnPhone(view, design).displayList().items).compactMap {
        guard case .text(let text) = $0 else { return nil }
        return (text.text.runs.map(\.string).joined(), text.color, text.text.runs.first?.font.weight)
    }
}

/// The 48-point capsules' rectangles, rounded to a millionth (fills lie on the 3× pixel grid).
private func capsules(_ view: some View) -> [CGRect] {
    fills(view).map(\.rect).filter { abs($0.height - 48) < 0.01 }.map {
        CGRect(x: round6($0.minX), y: round6($0.minY), width: round6($0.width), height: round6($0.height))
    }
}

private func round6(_ value: CGFloat) -> CGFloat { (value * 1e6).rounded() / 1e6 }

@Suite struct AlertPreferredActionIOS26Tests {
    private var saveAlert: some View {
        Color.clear.alert("Save changes?", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Save") {}.keyboardShortcut(.defaultAction)
        } message: {
            Text("Your edits will be kept.")
        }
    }

    /// The preferred action (`keyboardShortcut(.defaultAction)`) is a capsule filled 55 126 239,
    /// measured on iOS 26.1; the other stays grey.
    @Test func thePreferredActionIsFilledBlue() {
        let blue = rgba(55, 126, 239)
        let buttons = fills(saveAlert).filter { abs($0.rect.height - 48) < 0.01 }
        #expect(buttons.count == 2)
        // The cancel button leads, the preferred action trails: only the trailing one is blue.
        #expect(buttons.map { $0.color == blue } == [false, true])
        #expect(round6(buttons[1].rect.width) == 140)
    }

    /// Its title is white, 17 semibold; the cancel button's stays the label colour, medium.
    @Test func itsTitleIsWhiteSemibold() {
        let drawn = texts(saveAlert)
        let save = drawn.first { $0.string == "Save" }
        let cancel = drawn.first { $0.string == "Cancel" }
        #expect(save?.color == rgba(255, 255, 255))
        #expect(save?.weight == .semibold)
        #expect(cancel?.color == rgba(0, 0, 0))
        #expect(cancel?.weight == .medium)
    }

    /// A destructive preferred action is still filled blue, its title white.
    @Test func aDestructivePreferredActionIsBlueToo() {
        let view = Color.clear.alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}.keyboardShortcut(.defaultAction)
        }
        #expect(fills(view).contains { $0.color == rgba(55, 126, 239) && abs($0.rect.width - 288) < 0.01 })
        #expect(texts(view).first { $0.string == "Delete" }?.color == rgba(255, 255, 255))
    }

    /// Other shortcuts mark nothing; and iOS 18's alert draws no blue capsule for any of them.
    @Test(arguments: [DesignVersion.iOS18, .iOS26])
    func onlyTheDefaultActionIsPreferred(design: DesignVersion) {
        let view = Color.clear.alert("Save?", isPresented: .constant(true)) {
            Button("Save") {}.keyboardShortcut(.cancelAction)
            Button("Keep") {}.keyboardShortcut(design == .iOS18 ? .defaultAction : .cancelAction)
        }
        #expect(!fills(view, design).contains { $0.color == rgba(55, 126, 239) })
    }

    /// iOS 18's alert is unchanged by the shortcut: the same frames and colours.
    @Test func iOS18IgnoresThePreferredAction() {
        let marked = Color.clear.alert("Save?", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Save") {}.keyboardShortcut(.defaultAction)
        }
        let plain = Color.clear.alert("Save?", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Save") {}
        }
        #expect(layOnPhone(marked, .iOS18).placedViews.map(\.frame) == layOnPhone(plain, .iOS18).placedViews.map(\.frame))
        #expect(fills(marked, .iOS18).map(\.color) == fills(plain, .iOS18).map(\.color))
    }
}

@Suite struct ConfirmationDialogIOS26Tests {
    /// One action and the Cancel button iOS adds: the alert's 320-point glass card, its two
    /// 140-point capsules side by side, Cancel leading; the title shown when asked for.
    @Test func oneActionAndCancelSitSideBySide() {
        let view = Color.clear.confirmationDialog("Delete this photo?", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        }
        // The card at (393 − 320) / 2 = 36.5, its capsules 16 in (drawn on the 3× grid: 52.667).
        #expect(capsules(view).map(\.width) == [140, 140])
        #expect(capsules(view).map(\.minX) == [52.666667, 200.666667])
        #expect(texts(view).map(\.string) == ["Delete this photo?", "Cancel", "Delete"])
        #expect(texts(view).last?.color == rgba(255, 56, 60))
        #expect(fills(view).contains { $0.rect.width == 320 })
    }

    /// Three or more buttons stack, 288 wide and 56 apart, the Cancel button last.
    @Test func threeButtonsStackWithCancelLast() {
        let view = Color.clear.confirmationDialog("Photo", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Duplicate") {}
            Button("Delete", role: .destructive) {}
        }
        let stacked = capsules(view)
        #expect(stacked.map(\.width) == [288, 288, 288])
        #expect(stacked.count == 3 && abs(stacked[1].minY - stacked[0].minY - 56) < 1e-6)
        // The title is hidden (`titleVisibility` automatic), so the card begins with its buttons.
        #expect(texts(view).map(\.string) == ["Duplicate", "Delete", "Cancel"])
    }

    /// With no title or message the buttons start 16 below the card's top, and the card is
    /// centred in the safe area: 16 + 48 + 16 = 80 tall, from 438.5 − 40 = 398.5.
    @Test func aCardOfButtonsAloneIsCentredInTheSafeArea() {
        let view = Color.clear.confirmationDialog("Photo", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
        let card = fills(view).first { $0.rect.width == 320 }?.rect ?? .zero
        #expect(abs(card.height - 80) < 0.34 && abs(card.midY - 438.5) < 0.34)
        #expect(capsules(view).allSatisfy { abs($0.minY - card.minY - 16) < 0.34 })
    }

    /// A dialog has no preferred action (UIKit uses `preferredAction` for alerts only): no
    /// blue capsule.
    @Test func noButtonIsPreferred() {
        let view = Color.clear.confirmationDialog("Photo", isPresented: .constant(true)) {
            Button("Keep") {}.keyboardShortcut(.defaultAction)
        }
        #expect(!fills(view).contains { $0.color == rgba(55, 126, 239) })
        #expect(texts(view).first { $0.string == "Keep" }?.weight == .medium)
    }

    /// iOS 18 keeps its action sheet: 57-point buttons at the bottom, no capsules.
    @Test func iOS18KeepsTheActionSheet() {
        let view = Color.clear.confirmationDialog("Photo", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        }
        #expect(!fills(view, .iOS18).contains { abs($0.rect.height - 48) < 0.01 })
        #expect(fills(view, .iOS18).contains { abs($0.rect.height - 57) < 0.01 && abs($0.rect.maxY - 810) < 0.34 })
    }
}

@Suite struct AlertTextAndFieldsIOS26Tests {
    /// Under a title and message 4.33, then the buttons' 16: the card is 22 + title + 7.67 +
    /// message + 4.33 + 16 + 48 + 16 tall (measured, § 26.9).
    @Test func theCardFitsItsTextAndButtons() {
        let view = Color.clear.alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        }
        let title = textSize(Text("Delete?").font(.headline), 260).height
        let message = textSize(Text("It cannot be undone.").font(.system(size: 15)), 260).height
        let card = fills(view).first { $0.rect.width == 320 }?.rect ?? .zero
        #expect(abs(card.height - (22 + title + 7.67 + message + 4 + 1 / 3 + 80)) < 0.34)
    }

    /// A lone title has 4 under it.
    @Test func aLoneTitleHas4UnderIt() {
        let view = Color.clear.alert("Saved", isPresented: .constant(true)) { Button("OK") {} }
        let title = textSize(Text("Saved").font(.body), 260).height
        let card = fills(view).first { $0.rect.width == 320 }?.rect ?? .zero
        #expect(abs(card.height - (22 + title + 4 + 80)) < 0.34)
    }

    /// A text field sits in a 48-point grey capsule 15 from the card's sides (290 wide), its
    /// text 30 from them, 16.33 under the text; the buttons 4 + 16 below it.
    @Test func aTextFieldIsA48PointCapsule() {
        let view = Color.clear.alert("Rename", isPresented: .constant(true)) {
            TextField("Name", text: .constant(""))
            Button("Cancel", role: .cancel) {}
            Button("Save") {}.keyboardShortcut(.defaultAction)
        }
        let pills = fills(view).filter { abs($0.rect.height - 48) < 0.01 }.map(\.rect)
        #expect(pills.count == 3)
        #expect(pills.first.map { abs($0.width - 290) < 0.34 && abs($0.minX - 51.5) < 0.34 } == true)
        let field = pills.first ?? .zero
        let buttons = pills.dropFirst().map(\.minY)
        #expect(buttons.allSatisfy { abs($0 - field.maxY - 20) < 0.34 })
        let placeholder = layOnPhone(view).placedViews.first { $0.text == "Name" }
        #expect(placeholder?.frame.minX == 66.5)
        let title = layOnPhone(view).placedViews.first { $0.text == "Rename" }?.frame ?? .zero
        #expect(abs(field.minY - title.maxY - 16 - 1 / 3) < 0.34)
    }
}

@Suite struct AlertCardShadowIOS26Tests {
    /// Every shadow drawn, layers searched depth first.
    private func shadows(_ items: [DisplayItem]) -> [DisplayShadow] {
        items.flatMap { item -> [DisplayShadow] in
            guard case .layer(let layer) = item else { return [] }
            return (layer.shadow.map { [$0] } ?? []) + shadows(layer.items)
        }
    }

    /// The card casts black at 8.5 %, blurred 22, 8 down (measured by a peer on iOS 26.1), over
    /// the plane around the card only.
    @Test func theCardCastsAShadowOutsideItself() {
        let view = Color.clear.alert("Saved", isPresented: .constant(true)) { Button("OK") {} }
        let cast = shadows(layOnPhone(view).displayList().items)
        #expect(cast.contains {
            abs($0.color.opacity - 0.085) < 1e-6 && $0.color.red == 0 && $0.radius == 22 && $0.offset == CGSize(width: 0, height: 8)
        })
    }
}
