/// Whether two values of one model field are equal: what a generated model's `==` asks of each field.
///
/// Generated models write `==` out as one call to this per field, instead of the `==` the compiler would synthesize.
/// The synthesized body compares fields with the `==` operator, and resolving that operator among its hundreds of
/// overloads was about a third of the cost of compiling a model in a debug build; a call to one generic function costs
/// a fraction of it, and compiles to the same comparison once inlined.
@_spi(Generated)
@inlinable
public func fieldsEqual<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
    lhs == rhs
}
