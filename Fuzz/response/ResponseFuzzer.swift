import Foundation

/// libFuzzer's entry point: one answer of a hostile server, played to one endpoint of one generated client.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(Array(UnsafeRawBufferPointer(start: start, count: count)))
    let outcome = Endpoints.call(input)
    Invariants.check(outcome, input: input)
    return 0
}
