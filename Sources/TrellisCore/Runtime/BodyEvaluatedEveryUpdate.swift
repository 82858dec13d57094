/// A view or modifier whose body does more than describe its content (it declares something to
/// a model as it is made, as a navigation destination declares itself to its stack): a
/// ``ViewHost`` evaluates its body at every update instead of reusing the last one.
public protocol _BodyEvaluatedEveryUpdate {}
