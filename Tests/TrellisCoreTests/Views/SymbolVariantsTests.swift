import Testing
@testable import TrellisCore

@Suite struct SymbolVariantsTests {
    @Test(arguments: [
        ("heart", SymbolVariants.none, "heart"),
        ("heart", .fill, "heart.fill"),
        ("heart", .circle.fill, "heart.circle.fill"),
        ("heart", .fill.circle, "heart.circle.fill"),
        ("heart.fill", .fill, "heart.fill"),
        ("mic", .slash.circle.fill, "mic.slash.circle.fill"),
        ("person.crop", .square, "person.crop.square"),
    ] as [(String, SymbolVariants, String)])
    func variantsNameTheSymbolInSFsOrder(name: String, variants: SymbolVariants, expected: String) {
        #expect(variants.applied(to: name) == expected)
    }

    @Test func containment() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.fill.contains(.none))
    }

    @Test func theEnvironmentsVariantsNameTheDrawnSymbol() {
        let layout = ViewLayout(Image(systemName: "star").symbolVariant(.fill), in: ProposedViewSize(width: 50, height: 50),
                                textMeasurer: PlaceholderTextMeasurer())
        let names: [String] = layout.displayList().items.compactMap {
            if case .symbol(let name, _, _) = $0 { return name }
            return nil
        }
        #expect(names == ["star.fill"])
    }
}
