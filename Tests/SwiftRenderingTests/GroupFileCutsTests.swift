import TestRandomness
import XCTest

@testable import SwiftRendering

final class GroupFileCutsTests: XCTestCase {
    typealias Section = GroupFileCuts.Section

    /// Every section lands in exactly one file, in order; no file passes the maximum unless one section alone does,
    /// and a file ends early only at the group's end or because the next section would not fit.
    func testPartsCoverEverySectionInOrderWithinTheLimits() {
        var generator = SeededRandom(seed: 1)
        for _ in 0..<300 {
            let sections = Self.sections(count: Int.random(in: 0...120, using: &generator), using: &generator)
            let parts = GroupFileCuts.parts(sections)
            XCTAssertEqual(parts.flatMap { Array($0) }, Array(sections.indices))
            for (number, part) in parts.enumerated() {
                XCTAssertFalse(part.isEmpty)
                let lines = Self.lines(of: part, in: sections)
                if part.count > 1 { XCTAssertLessThanOrEqual(lines, GroupFileCuts.maximumLines) }
                guard number < parts.count - 1 else { continue }
                let endsAtCutPoint =
                    lines >= GroupFileCuts.minimumLines && GroupFileCuts.isCutPoint(sections[part.last!].name)
                let nextWouldNotFit = lines + sections[part.upperBound].lines + 1 > GroupFileCuts.maximumLines
                XCTAssertTrue(endsAtCutPoint || nextWouldNotFit, "part \(number) ends for no reason: \(part)")
            }
        }
        XCTAssertEqual(GroupFileCuts.parts([]), [])
    }

    /// A section longer than the maximum has a file of its own.
    func testASectionLongerThanTheMaximumHasAFileOfItsOwn() {
        let huge = Section(name: "Huge", lines: GroupFileCuts.maximumLines * 2)
        let parts = GroupFileCuts.parts([Section(name: "A", lines: 40), huge, Section(name: "B", lines: 40)])
        XCTAssertEqual(parts, [0..<1, 1..<2, 2..<3])
    }

    /// A group shorter than the minimum is one file, whatever its names.
    func testAShortGroupIsOneFile() {
        let sections = (0..<15).map { Section(name: "Type\($0)", lines: 60) }
        XCTAssertEqual(GroupFileCuts.parts(sections), [0..<15])
    }

    /// Growing one type changes no file before it and, nearly always, at most one file's boundaries; cutting by line
    /// count from the start (the rule before) moved about eight times as many. Over 400 random groups of 200 types,
    /// each with one type grown by 5–60 lines.
    func testGrowingOneSectionMovesFewFileBoundaries() {
        var generator = SeededRandom(seed: 2)
        var moved: [Int] = []
        var movedByCounting = 0
        // Files are numbered, so one file more or fewer renames every file after it.
        var fileCountChanged = 0
        for _ in 0..<400 {
            let before = Self.sections(count: 200, using: &generator)
            var after = before
            let grown = Int.random(in: 0..<after.count, using: &generator)
            after[grown].lines += Int.random(in: 5...60, using: &generator)
            let old = GroupFileCuts.parts(before)
            let new = GroupFileCuts.parts(after)
            let holding = old.firstIndex { $0.contains(grown) }!
            XCTAssertEqual(Array(new.prefix(holding)), Array(old.prefix(holding)), "a file before the change moved")
            moved.append(Self.filesMoved(old, new))
            if old.count != new.count { fileCountChanged += 1 }
            movedByCounting += Self.filesMoved(Self.countingParts(before), Self.countingParts(after))
        }
        let atMostOne = moved.filter { $0 <= 1 }.count
        XCTAssertGreaterThanOrEqual(atMostOne, 340, "at most one file moved in \(atMostOne) of 400")
        XCTAssertLessThanOrEqual(fileCountChanged, 20, "the number of files changed in \(fileCountChanged) of 400")
        XCTAssertLessThanOrEqual(
            moved.reduce(0, +) * 4, movedByCounting, "\(moved.reduce(0, +)) against \(movedByCounting)")
    }

    /// A type added in the middle of a group (a new model, a new endpoint) leaves the files before it as they were
    /// and, nearly always, the files after it too (their indices shifted by one).
    func testInsertingASectionLeavesTheOtherFilesAlone() {
        var generator = SeededRandom(seed: 3)
        var laterFilesKept = 0
        var laterFilesKeptByCounting = 0
        for trial in 0..<400 {
            let before = Self.sections(count: 200, using: &generator)
            let position = Int.random(in: 0...before.count, using: &generator)
            var after = before
            after.insert(Section(name: "Inserted\(trial)", lines: 60), at: position)
            let old = GroupFileCuts.parts(before)
            let new = GroupFileCuts.parts(after)
            // The file before the insertion point may take the new type in.
            let holding = old.firstIndex { $0.contains(max(position - 1, 0)) }!
            XCTAssertEqual(Array(new.prefix(holding)), Array(old.prefix(holding)), "a file before the change moved")
            if Self.laterFilesKept(old, new, after: holding) { laterFilesKept += 1 }
            let counting = Self.countingParts(before)
            let countingHolding = counting.firstIndex { $0.contains(max(position - 1, 0)) }!
            if Self.laterFilesKept(counting, Self.countingParts(after), after: countingHolding) {
                laterFilesKeptByCounting += 1
            }
        }
        XCTAssertGreaterThanOrEqual(laterFilesKept, 340, "the files after the change kept in \(laterFilesKept) of 400")
        XCTAssertLessThanOrEqual(
            laterFilesKeptByCounting * 2, laterFilesKept, "counting kept \(laterFilesKeptByCounting)")
    }

    /// Cut points are a hash of the name alone, the same in every run and on every machine: changing the hash or the
    /// rule reshuffles every large generated module, so it shows here first.
    func testCutPointsArePinned() {
        let names = (0..<40).map { "Type\($0)" }.filter(GroupFileCuts.isCutPoint)
        XCTAssertEqual(names, Self.pinnedCutPoints)
    }

    static let pinnedCutPoints = ["Type12", "Type25", "Type29", "Type30", "Type32"]

    /// Sections of 40–80 lines (what generated models and endpoints measure) with distinct names.
    static func sections(count: Int, using generator: inout SeededRandom) -> [Section] {
        let run = generator.next()
        return (0..<count).map { Section(name: "T\(run)_\($0)", lines: Int.random(in: 40...80, using: &generator)) }
    }

    /// How many files' boundaries differ between two cuttings of a group.
    static func filesMoved(_ old: [Range<Int>], _ new: [Range<Int>]) -> Int {
        max(Set(old).subtracting(new).count, Set(new).subtracting(old).count)
    }

    /// Whether every file from two after the one holding the change is still there, its indices shifted by one.
    static func laterFilesKept(_ old: [Range<Int>], _ new: [Range<Int>], after holding: Int) -> Bool {
        Set(old.dropFirst(holding + 2).map { ($0.lowerBound + 1)..<($0.upperBound + 1) }).isSubset(of: Set(new))
    }

    /// The rule before: a file ends where the next section would pass 1,500 lines, counting from the group's start.
    static func countingParts(_ sections: [Section]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = 0
        var lines = 0
        for (index, section) in sections.enumerated() {
            if index > start, lines + section.lines > 1_500 {
                parts.append(start..<index)
                start = index
                lines = 0
            }
            lines += section.lines + 1
        }
        if start < sections.count { parts.append(start..<sections.count) }
        return parts
    }

    static func lines(of part: Range<Int>, in sections: [Section]) -> Int {
        sections[part].reduce(0) { $0 + $1.lines + 1 }
    }
}
