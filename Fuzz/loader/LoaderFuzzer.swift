import Contract
import Foundation

/// libFuzzer's entry point for the `loader` target: the input is the bytes of a contract file, loaded through
/// ``ContractLoader/load(data:file:)``, the path `zing-codegen lint` takes (UTF-8 check, YAML nodes, decoding,
/// validation).
///
/// A crash, a sanitizer report or an input slower than libFuzzer's `-timeout` is a finding; so is a broken promise of
/// the loader, checked below: a contract comes back only when no error was reported, and every diagnostic is
/// located inside the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContractLoader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let result = ContractLoader.load(data: Data(bytes: bytes, count: count), file: "fuzz.yaml")
    if result.contract != nil, result.hasErrors {
        fatalError("a contract was returned although an error was reported")
    }
    if result.contract == nil, !result.hasErrors {
        fatalError("no contract was returned and no error says why")
    }
    for diagnostic in result.diagnostics where diagnostic.mark.line < 1 || diagnostic.mark.column < 1 {
        fatalError("a diagnostic is located outside the file: \(diagnostic.mark)")
    }
    return 0
}
