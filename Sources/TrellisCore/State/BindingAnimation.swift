extension Binding {
    /// A binding whose changes are animated: the same binding in Trellis, where a change jumps
    /// to its end state (register L11).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
