/// Whether two values of one model field are equal: what a generated model's `==` asks of each field.
///
/// Generated models write `==` out as one call to this per stored property instead of letting the compiler
/// synthesize it. The synthesized body compares fields with the `==` operator, and it was about a third of a models
/// file's debug compile time, nearly all of it spent choosing among every `==` the imports declare; calls to this one
/// function cost half as much (BENCHMARKS.md), and once inlined compile to the same comparison.
@_spi(Generated)
@inlinable
public func fieldsEqual<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
    lhs == rhs
}
