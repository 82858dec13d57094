import Testing
import Trellis

/// The machinery of the random-tree tests: a failure's seed and printed code are only worth
/// something if they regenerate, and read back as, the very tree that failed.
@Suite("Random-tree generator")
struct RandomTreeGeneratorTests {
    /// SplitMix64's published first outputs for seed 0.
    @Test func splitMixMatchesTheReferenceSequence() {
        var random = SplitMix64(seed: 0)
        #expect((0..<4).map { _ in random.next() } == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F, 0xF88B_B8A8_724C_81EC])
    }

    @Test func aSeedRegeneratesItsCase() {
        for index in 0..<20 {
            let seed = SplitMix64.caseSeed(1, index)
            #expect(RandomCase.random(seed: seed).description == RandomCase.random(seed: seed).description)
        }
    }

    @Test func treesStayWithinTheirBounds() {
        let options = RandomTreeGenerator.Options(maxDepth: 3, maxChildren: 2)
        for index in 0..<200 {
            var generator = RandomTreeGenerator(seed: SplitMix64.caseSeed(2, index), options: options)
            let tree = generator.tree()
            #expect(tree.depth <= 4)
            #expect(tree.count <= 1 + 2 + 4 + 8 + 16)
        }
    }

    struct CodeCase: Sendable, CustomTestStringConvertible {
        let tree: RandomTree
        let code: String
        var testDescription: String { code.split(separator: "\n").first.map(String.init) ?? "" }
    }

    static let codeCases: [CodeCase] = [
        CodeCase(tree: RandomTree(.color(1)), code: "Color.green"),
        CodeCase(tree: RandomTree(.spacer(minLength: 0.5)), code: "Spacer(minLength: 0.5)"),
        CodeCase(tree: RandomTree(.text("Hi ", repeats: 3)), code: #"Text(String(repeating: "Hi ", count: 3))"#),
        CodeCase(
            tree: RandomTree(.hStack(.firstTextBaseline, spacing: -4), [RandomTree(.shape(.capsule)), RandomTree(.text("a", repeats: 1))]),
            code: """
                HStack(alignment: .firstTextBaseline, spacing: -4) {
                    Capsule()
                    Text("a")
                }
                """),
        CodeCase(tree: RandomTree(.zStack(.init(.trailing, .top))), code: "ZStack(alignment: .topTrailing) {}"),
        CodeCase(
            tree: RandomTree(.padding(.horizontal, nil), [RandomTree(.frame(width: .nan, height: 20, alignment: .init(.leading, .lastTextBaseline)), [RandomTree(.color(0))])]),
            code: """
                Color.red
                    .frame(width: .nan, height: 20, alignment: .leadingLastTextBaseline)
                    .padding(.horizontal)
                """),
        CodeCase(
            tree: RandomTree(.flexibleFrame(.init(minWidth: 40, maxWidth: .infinity, idealHeight: -1e-9)), [RandomTree(.vStack(.center, spacing: nil))]),
            code: """
                VStack {}
                .frame(minWidth: 40, maxWidth: .infinity, idealHeight: -1e-09)
                """),
        CodeCase(tree: RandomTree(.flexibleFrame(.init()), [RandomTree(.shape(.circle))]), code: "Circle()\n    .frame(minWidth: nil)"),
        CodeCase(
            tree: RandomTree(.overlay(.init(.center, .bottom)), [RandomTree(.shape(.rectangle)), RandomTree(.color(2))]),
            code: """
                Rectangle()
                    .overlay(alignment: .bottom) {
                        Color.blue
                    }
                """),
        CodeCase(
            tree: RandomTree(.alignmentGuide(.horizontal(.center), .fraction(0.25)), [RandomTree(.shape(.circle))]),
            code: "Circle()\n    .alignmentGuide(HorizontalAlignment.center) { d in d.width * 0.25 }"),
        CodeCase(
            tree: RandomTree(.fixedSize(horizontal: false, vertical: true), [RandomTree(.aspectRatio(nil, fill: true), [RandomTree(.color(6))])]),
            code: "Color.clear\n    .aspectRatio(contentMode: .fill)\n    .fixedSize(horizontal: false, vertical: true)"),
        CodeCase(
            tree: RandomTree(.offset(x: -.infinity, y: 1e9), [RandomTree(.layoutPriority(0.5), [RandomTree(.color(3))])]),
            code: "Color.orange\n    .layoutPriority(0.5)\n    .offset(x: -.infinity, y: 1000000000)"),
    ]

    @Test(arguments: codeCases)
    func printsTheSwiftUICode(_ codeCase: CodeCase) {
        #expect(codeCase.tree.code == codeCase.code)
    }

    /// A tag marks the subtree of its preorder index; the minimiser keeps what still fails.
    @Test func tagsFollowPreorderAndTheMinimiserKeepsTheFailure() {
        let tree = RandomTree(.vStack(.center, spacing: 0), [
            RandomTree(.padding(.all, 8), [RandomTree(.shape(.capsule))]),
            RandomTree(.frame(width: 30, height: 40, alignment: .center), [RandomTree(.text("Hello", repeats: 1))]),
        ])
        // The capsule takes the 60 points the rigid 30×40 frame leaves; the frame is centred.
        let layout = LayoutChecker().layout(tree, in: ProposedViewSize(width: 100, height: 100))
        #expect(layout.frame(of: RandomTree.tag(3)) == CGRect(x: 35, y: 60, width: 30, height: 40))
        #expect(layout.frame(of: RandomTree.tag(2)) == CGRect(x: 8, y: 8, width: 84, height: 44))
        #expect(tree.subtreesInPreorder.dropFirst().map(\.tree.code) == [
            "Capsule()\n    .padding(8)", "Capsule()", "Text(\"Hello\")\n    .frame(width: 30, height: 40)", #"Text("Hello")"#,
        ])

        let randomCase = RandomCase(tree: tree, proposal: ProposedViewSize(width: 100.5, height: 100), otherProposal: .zero)
        let minimal = TreeMinimiser.minimise(randomCase) { $0.tree.code.contains("Hello") }
        #expect(minimal.tree.code == #"Text("Hello")"#)
        #expect(minimal.proposal == ProposedViewSize(width: 100, height: 100))
    }
}

extension RandomTree {
    var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
}
