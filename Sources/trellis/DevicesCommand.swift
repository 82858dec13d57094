import ArgumentParser
import Foundation
import TrellisCore

/// `trellis devices`: the devices previews can be drawn on.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices `--device` and `.previewDevice(...)` accept.")

    func run() throws {
        print("NAME                          SCREEN (pt)   SCALE  SAFE AREA (top, bottom)")
        for device in Device.all {
            let name = device.name + (device == Device.default ? " (default)" : "")
            let screen = "\(number(device.screenSize.width)) × \(number(device.screenSize.height))"
            let insets = device.portraitSafeAreaInsets
            print(
                name.padding(toLength: 30, withPad: " ", startingAt: 0) + screen.padding(toLength: 14, withPad: " ", startingAt: 0)
                    + "@\(number(device.scale))x    \(number(insets.top)), \(number(insets.bottom))")
        }
    }

    private func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
