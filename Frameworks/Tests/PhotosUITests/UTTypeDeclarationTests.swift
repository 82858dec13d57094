import Testing
import UniformTypeIdentifiers

@Suite("Types an app declares")
struct UTTypeDeclarationTests {
    /// Apple's Food Truck sample declares its donuts' type this way.
    static let donut = UTType(exportedAs: "com.example.apple-samplecode.donut")

    @Test func anExportedTypeIsDataUnlessItSaysOtherwise() {
        #expect(Self.donut.identifier == "com.example.apple-samplecode.donut")
        #expect(Self.donut.conforms(to: .data))
        #expect(!Self.donut.conforms(to: .image))
        let sticker = UTType(importedAs: "com.example.sticker", conformingTo: .png)
        #expect(sticker.conforms(to: .image))
    }
}
