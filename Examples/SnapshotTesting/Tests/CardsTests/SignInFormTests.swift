import SnapshotTesting
import Settings
import SwiftUI
import Testing
import TrellisSnapshotTesting
import XCTest

// A view driven as a person would use it, then read back: `ViewHost` keeps the view's state
// between events, taps what is named by its text, label or identifier, and types into fields
// named by their title or prompt. Snapshots take the host's current state.
@Suite struct SignInFormTests {
    @Test func signingInShowsTheAddress() throws {
        let host = ViewHost(SignInForm())
        #expect(host.text(of: "status") == "Not signed in")
        try host.type("ada@example.com", into: "Email")
        try host.type("analytical", into: "Password")
        try host.tap("Sign in")
        #expect(host.text(of: "status") == "Signed in as ada@example.com")
    }

    /// The button is disabled until the form is valid: tapping it then is an error that says so.
    @Test func theButtonWaitsForAValidForm() throws {
        let host = ViewHost(SignInForm())
        try host.type("ada", into: "Email")
        #expect(throws: ViewHostError.disabled("Sign in")) { try host.tap("Sign in") }
        #expect(host.text(of: "status") == "Not signed in")
    }

    /// Submitting the password field (the return key) signs in too; the layout after it is
    /// recorded once and compared after that.
    @Test func submittingThePasswordSignsIn() throws {
        let host = ViewHost(SignInForm(), on: .iPhone17)
        try host.type("grace@example.com", into: "Email")
        try host.type("compilers", into: "Password")
        try host.submit("Password")
        #expect(host.text(of: "status") == "Signed in as grace@example.com")
        assertSnapshot(of: host, as: .layout)
    }
}

/// The same with XCTest.
final class SignInFormXCTests: XCTestCase {
    func testAMissingFieldIsNamed() throws {
        let host = ViewHost(SignInForm())
        XCTAssertThrowsError(try host.type("x", into: "Phone")) { error in
            XCTAssertTrue("\(error)".contains("Phone"), "\(error)")
        }
        try host.type("ada@example.com", into: "Email")
        XCTAssertEqual(host.text(of: "status"), "Not signed in")
    }
}
