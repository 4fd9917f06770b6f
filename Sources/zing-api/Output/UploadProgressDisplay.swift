import APIRuntime
import Foundation

/// What `upload` shows on standard error while the file goes out: on a terminal, one bar redrawn in place (`\r`) at
/// each percent and ended with a line break; elsewhere (a pipe, a file, a CI log), a plain line at each tenth, so a
/// log gets eleven lines at most.
///
/// A pure function of the reports it is given, so it is tested without a terminal or a clock. It writes only text it
/// formats itself from byte counts: no file name, path, header or server text, so nothing in it can be a secret or a
/// terminal escape.
struct UploadProgressDisplay {
    enum Style: Equatable {
        /// A bar redrawn in place: standard error is a terminal.
        case bar
        /// One line per tenth: standard error is a pipe or a file.
        case lines
    }

    static let barWidth = 30

    let style: Style
    /// The percent (bar) or tenth (lines) shown last; -1 before the first.
    private var shownStep = -1
    /// The longest bar line drawn, so a shorter one overwrites all of it.
    private var drawnWidth = 0

    init(style: Style) {
        self.style = style
    }

    /// The text to write for `progress`, or nil when what is shown would not change.
    mutating func update(_ progress: UploadProgress) -> String? {
        let percent = Self.percent(progress)
        switch style {
        case .bar:
            guard percent > shownStep else { return nil }
            shownStep = percent
            let line = Self.bar(progress, percent: percent)
            let padded = line.padding(toLength: max(drawnWidth, line.count), withPad: " ", startingAt: 0)
            drawnWidth = max(drawnWidth, line.count)
            return "\r" + padded
        case .lines:
            let tenth = percent / 10
            guard tenth > shownStep else { return nil }
            shownStep = tenth
            return "upload: \(percent)% (\(Self.size(progress.bytesSent)) of \(Self.size(progress.totalBytes)))\n"
        }
    }

    /// The text that ends the display, whatever the outcome: the line break after a bar that was drawn, else nil.
    func finish() -> String? {
        style == .bar && shownStep >= 0 ? "\n" : nil
    }

    /// Whole percent sent, rounded down: 100 only once every byte went out.
    static func percent(_ progress: UploadProgress) -> Int {
        guard progress.totalBytes > 0 else { return 100 }
        return Int(progress.bytesSent * 100 / progress.totalBytes)
    }

    /// `[###############...............]  50% 1.5 MiB of 3.0 MiB`
    static func bar(_ progress: UploadProgress, percent: Int) -> String {
        let filled = min(percent * barWidth / 100, barWidth)
        let cells = String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled)
        let shownPercent = String(percent).leftPadded(to: 3)
        return "[\(cells)] \(shownPercent)% \(size(progress.bytesSent)) of \(size(progress.totalBytes))"
    }

    /// `512 bytes`, `2.0 KiB`, `1.5 MiB`, `3.2 GiB`: one decimal above a KiB.
    static func size(_ bytes: Int64) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        // Tenths from integers: the same text on every platform and locale.
        let tenths = Int64((value * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(width - count, 0)) + self
    }
}
