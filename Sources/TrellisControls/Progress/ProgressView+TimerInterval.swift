import Foundation
import TrellisCore

/// The time a timer progress view shows beside its bar: SwiftUI's `DefaultDateProgressLabel`.
///
/// A still picture is the interval's first moment: counting down, the whole interval remains
/// (`1:30` for ninety seconds); counting up, none has passed (`0:00`).
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown).monospacedDigit()
    }
}

extension ProgressView {
    /// A progress view that fills or empties over `timerInterval`, labelled by `label` and
    /// `currentValueLabel`; drawn at the interval's start.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: countsDown ? 1 : 0, total: 1, label: label(), currentValueLabel: currentValueLabel())
    }

    /// A progress view over `timerInterval` labelled by `label`, with the time remaining (or
    /// elapsed) as its current value.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == DefaultDateProgressLabel {
        self.init(value: countsDown ? 1 : 0, total: 1, label: label(),
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A progress view over `timerInterval`, with the time remaining (or elapsed).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(value: countsDown ? 1 : 0, total: 1, label: nil,
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}
