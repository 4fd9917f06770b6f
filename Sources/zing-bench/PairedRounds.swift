import Foundation

/// Timings of two versions of the same work, taken in rounds of one run each, back to back, in alternating order.
///
/// On a shared machine a burst of other work can land on either side of a comparison. Each round's ratio compares two
/// runs a moment apart, so the median ratio over rounds keeps the bursts out, where the ratio of two separate minima
/// took each side's luckiest round. Runs are timed by the process's CPU time, which does not count time the process
/// spends waiting for a core.
struct PairedRounds {
    private(set) var generated: [Double] = []
    private(set) var handWritten: [Double] = []

    /// Runs `rounds` rounds; even rounds time the generated side first, odd rounds the hand-written side.
    static func measure(
        rounds: Int, generated: () async throws -> Void, handWritten: () async throws -> Void
    ) async rethrows -> PairedRounds {
        var pairs = PairedRounds()
        for round in 0..<rounds {
            if round.isMultiple(of: 2) {
                let generatedSeconds = try await cpuSeconds(generated)
                pairs.record(generated: generatedSeconds, handWritten: try await cpuSeconds(handWritten))
            } else {
                let handSeconds = try await cpuSeconds(handWritten)
                pairs.record(generated: try await cpuSeconds(generated), handWritten: handSeconds)
            }
        }
        return pairs
    }

    mutating func record(generated: Double, handWritten: Double) {
        self.generated.append(generated)
        self.handWritten.append(max(handWritten, 1e-12))
    }

    /// The median of each round's generated time over its hand-written time.
    var medianRatio: Double { Self.median(zip(generated, handWritten).map { $0 / $1 }) }
    var medianGenerated: Double { Self.median(generated) }
    var medianHandWritten: Double { Self.median(handWritten) }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// CPU seconds (user and system, every thread of this process) that `body` takes.
    private static func cpuSeconds(_ body: () async throws -> Void) async rethrows -> Double {
        let start = processCPUSeconds()
        try await body()
        return processCPUSeconds() - start
    }

    private static func processCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
