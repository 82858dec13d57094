import TrellisCore

/// What a drag on a slider's track does under a `ViewHost`: the thumb's centre follows the
/// pointer, so the value is the one at the pointer's position along the thumb's travel.
///
/// The thumb's centre travels from half a thumb in from the track's leading end to half a
/// thumb short of its trailing end (`SliderTrack` draws it so): on iOS 18's 28-point thumb, a
/// pointer 14 points in gives the lower bound, 14 points short of the end the upper one, and
/// the value in between in proportion, snapped to the step from the lower bound (mirrored right
/// to left, where the lower bound is at the right end). On iOS a
/// finger must grab the thumb and moves it from where it grabbed it; here a drag anywhere on
/// the track takes it (register V4).
struct SliderDrag {
    /// Sets the value at a fraction (0…1) of the bounds.
    let setFraction: (Double) -> Void
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void) {
        self.onEditingChanged = onEditingChanged
        setFraction = { fraction in
            guard let next = sliderValue(at: fraction, in: bounds, step: step) else { return }
            value.wrappedValue = next
        }
    }

    /// Sets the value under a pointer `x` points from the leading end of a track `width` wide,
    /// whose thumb is `thumbWidth` wide.
    func follow(_ x: CGFloat, width: CGFloat, thumbWidth: CGFloat) {
        let travel = width - thumbWidth
        setFraction(travel > 0 ? Double((x - thumbWidth / 2) / travel) : 0)
    }
}

/// The value at `fraction` (clamped to 0…1) of `bounds`, snapped to `step` from the lower bound
/// and no higher than the upper one; nil for an empty range or infinite bounds.
func sliderValue<V: BinaryFloatingPoint>(at fraction: Double, in bounds: ClosedRange<V>, step: Double?) -> V? {
    let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
    let span = upper - lower
    guard span > 0, span.isFinite, !fraction.isNaN else { return nil }
    var value = lower + min(max(fraction, 0), 1) * span
    if let step, step > 0, step.isFinite {
        value = min(lower + ((value - lower) / step).rounded() * step, upper)
    }
    return V(value)
}
