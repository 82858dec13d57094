import Foundation
import Testing

@testable import TrellisCore

/// The layout direction a preview locale sets.
@Suite("Preview locale direction")
struct PreviewLocaleDirectionTests {
    @Test(arguments: ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug", "ar-XB", "ar_EG", "he-IL@calendar=hebrew"])
    func rightToLeftLanguages(identifier: String) {
        #expect(LayoutDirection.for(localeIdentifier: identifier) == .rightToLeft)
    }

    @Test(arguments: ["en", "en_US", "de", "ja", "zh-Hans", "en-XA", "sd-Deva", "pt_BR", ""])
    func leftToRightLanguages(identifier: String) {
        #expect(LayoutDirection.for(localeIdentifier: identifier) == .leftToRight)
    }
}
