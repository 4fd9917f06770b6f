import Dispatch

extension Array {
    /// `map` on every core, keeping the order of the elements, so the output is the same as a plain `map`'s.
    ///
    /// Generation of large contracts is thousands of independent pieces (an example check or a plan per endpoint, a
    /// file per type); small inputs are mapped in place, where threads would cost more than they save. Pass
    /// `heavyElements` when each element is a sizeable piece of work of its own (a whole-contract check): then even
    /// a few elements are spread, one per task.
    public func concurrentMap<Result, Failure: Error>(
        heavyElements: Bool = false, _ transform: (Element) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        guard count >= (heavyElements ? 2 : 64) else {
            var results: [Result] = []
            results.reserveCapacity(count)
            for element in self { results.append(try transform(element)) }
            return results
        }
        let slots = UnsafeMutableBufferPointer<Swift.Result<Result, Failure>?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        let chunk = heavyElements ? 1 : Swift.max(16, count / 64)
        let chunks = (count + chunk - 1) / chunk
        withoutActuallyEscaping(transform) { transform in
            self.withUnsafeBufferPointer { elements in
                let unsafe = UnsafeTransfer((elements, slots, transform))
                DispatchQueue.concurrentPerform(iterations: chunks) { index in
                    let (elements, slots, transform) = unsafe.value
                    for position in (index * chunk)..<Swift.min(elements.count, (index + 1) * chunk) {
                        do throws(Failure) {
                            slots[position] = .success(try transform(elements[position]))
                        } catch {
                            slots[position] = .failure(error)
                        }
                    }
                }
            }
        }
        var results: [Result] = []
        results.reserveCapacity(count)
        for slot in slots {
            switch slot {
            case .success(let value): results.append(value)
            case .failure(let error): throw error
            case nil: preconditionFailure("concurrentMap left a slot empty")
            }
        }
        return results
    }
}

/// Carries values into `concurrentPerform`'s workers: each worker writes only its own slots of the buffer and
/// reads elements that nobody writes, and the call returns only after every worker has finished.
private struct UnsafeTransfer<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
