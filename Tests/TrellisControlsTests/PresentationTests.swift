import Testing
import Trellis

// iPhone 16: the safe area from 59 to 818. A large sheet's card starts 10 below its top.

@Suite struct SheetLayoutTests {
    private var screen: some View { Color.gray.accessibilityIdentifier("screen") }

    static let detentCases: [(Set<PresentationDetent>, Double)] = [
        ([.large], 69),
        ([.medium], 443.5),  // half of 749 above the safe bottom
        ([.medium, .large], 443.5),  // the smallest detent
        ([.fraction(0.2)], 668.2),
        ([.height(200)], 618),
    ]
    private func content(_ id: String = "sheet") -> some View { Color.red.accessibilityIdentifier(id) }

    @Test func aPresentedSheetFillsItsCard() {
        let layout = ViewLayout(screen.sheet(isPresented: .constant(true)) { content() }, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "sheet") == CGRect(x: 0, y: 69, width: 393, height: 749))
        // The presenting screen is laid out as without the sheet.
        #expect(layout.frame(of: "screen") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func aSheetNotPresentedIsNotDrawn() {
        let layout = ViewLayout(screen.sheet(isPresented: .constant(false)) { content() }, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "sheet") == nil)
    }

    @Test func anItemPresentsItsSheet() {
        struct Note: Identifiable { let id: Int }
        let shown = ViewLayout(screen.sheet(item: .constant(Note(id: 1))) { _ in content() }, on: .iPhone16, environment: iOS18Environment())
        let hidden = ViewLayout(screen.sheet(item: .constant(Note?.none)) { _ in content() }, on: .iPhone16, environment: iOS18Environment())
        #expect(shown.frame(of: "sheet") != nil)
        #expect(hidden.frame(of: "sheet") == nil)
    }

    @Test(arguments: detentCases)
    func theSheetRestsAtItsSmallestDetent(detents: Set<PresentationDetent>, top: Double) throws {
        let view = screen.sheet(isPresented: .constant(true)) { content().presentationDetents(detents) }
        let frame = try #require(ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).frame(of: "sheet"))
        #expect(abs(frame.minY - CGFloat(top)) < 0.001)
        #expect(frame.maxY == 818)
    }

    @Test func aSheetsListDoesNotReachAboveTheCard() {
        let view = screen.sheet(isPresented: .constant(true)) {
            content().ignoresSafeArea()
        }
        // Into the home indicator's band, not above the card.
        #expect(ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).frame(of: "sheet") == CGRect(x: 0, y: 69, width: 393, height: 783))
    }

    @Test func aFullScreenCoverFillsTheSafeArea() {
        let layout = ViewLayout(screen.fullScreenCover(isPresented: .constant(true)) { content() }, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "sheet") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func aPopoverIsASheetOnIPhone() {
        let layout = ViewLayout(screen.popover(isPresented: .constant(true)) { content() }, on: .iPhone16, environment: iOS18Environment())
        #expect(layout.frame(of: "sheet") == CGRect(x: 0, y: 69, width: 393, height: 749))
    }

    @Test func aSheetPresentedDeepInTheScreenCoversTheWindow() {
        let view = VStack {
            Text("Top")
            Button("Open") {}.sheet(isPresented: .constant(true)) { content() }
        }
        #expect(ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).frame(of: "sheet") == CGRect(x: 0, y: 69, width: 393, height: 749))
    }
}

@Suite struct AlertLayoutTests {
    private func texts<V: View>(_ view: V) -> [String] {
        ViewLayout(view, on: .iPhone16, environment: iOS18Environment()).placedViews.compactMap(\.text)
    }

    @Test func anAlertShowsItsTitleMessageAndButtons() {
        let view = Color.clear.alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        }
        // Two buttons side by side, the cancel button leading.
        #expect(texts(view) == ["Delete?", "It cannot be undone.", "Cancel", "Delete"])
    }

    @Test func threeButtonsStackWithTheCancelButtonLast() {
        let view = Color.clear.alert("Save?", isPresented: .constant(true)) {
            Button("Cancel", role: .cancel) {}
            Button("Save") {}
            Button("Discard", role: .destructive) {}
        }
        #expect(texts(view) == ["Save?", "Save", "Discard", "Cancel"])
    }

    @Test func anAlertWithoutButtonsHasOK() {
        #expect(texts(Color.clear.alert("Done", isPresented: .constant(true)) {}) == ["Done", "OK"])
    }

    @Test func anAlertNotPresentedIsNotDrawn() {
        #expect(texts(Color.clear.alert("Done", isPresented: .constant(false)) {}) == [])
    }

    @Test func theCardIs270WideAndCentred() throws {
        let view = Color.clear.alert("Title", isPresented: .constant(true)) {
            Button("OK") {}
        }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        let title = try #require(layout.placedViews.first { $0.text == "Title" })
        #expect(abs(title.frame.midX - 196.5) < 0.001)
        let buttonRow = try #require(layout.placedViews.first { $0.kind == "HStack" && $0.frame.width == 270 })
        #expect(buttonRow.frame.minX == CGFloat(61.5))
        #expect(buttonRow.frame.height == 44)
    }

    @Test func theOlderAlertAPI() {
        let view = Color.clear.alert(isPresented: .constant(true)) {
            Alert(title: Text("Old"), message: Text("Style"), dismissButton: .cancel(Text("Close")))
        }
        #expect(texts(view) == ["Old", "Style", "Close"])
    }
}

@Suite struct ConfirmationDialogLayoutTests {
    @Test func theTitleIsHiddenUnlessAskedForAndCancelIsAdded() {
        let hidden = Color.clear.confirmationDialog("Options", isPresented: .constant(true)) {
            Button("Share") {}
        }
        #expect(ViewLayout(hidden, on: .iPhone16, environment: iOS18Environment()).placedViews.compactMap(\.text) == ["Share", "Cancel"])
        let shown = Color.clear.confirmationDialog("Options", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Share") {}
            Button("Keep", role: .cancel) {}
        }
        #expect(ViewLayout(shown, on: .iPhone16, environment: iOS18Environment()).placedViews.compactMap(\.text) == ["Options", "Share", "Keep"])
    }

    @Test func theCancelButtonSitsEightAboveTheSafeBottom() throws {
        let view = Color.clear.confirmationDialog("Options", isPresented: .constant(true)) {
            Button("Share") {}
        }
        let layout = ViewLayout(view, on: .iPhone16, environment: iOS18Environment())
        let cancel = try #require(layout.placedViews.first { $0.text == "Cancel" })
        // The 57-point button ends 8 above 818: its centre at 781.5.
        #expect(abs(cancel.frame.midY - 781.5) < 0.001)
        let share = try #require(layout.placedViews.first { $0.text == "Share" })
        // The group above ends 8 higher: its one button centred at 781.5 − 65.
        #expect(abs(share.frame.midY - 716.5) < 0.001)
    }
}
