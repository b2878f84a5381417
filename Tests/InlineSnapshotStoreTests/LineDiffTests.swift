import Foundation
import InlineSnapshotStore
import TestSupport
import Testing

struct LineDiffTests {
  @Test func equalStringsHaveNoDiff() {
    #expect(LineDiff.unified(from: "a\nb", to: "a\nb") == "")
    #expect(LineDiff.patch(path: "x.swift", old: Array("a\n".utf8), new: Array("a\n".utf8)) == "")
  }

  @Test func aLineSpelledWithOtherBytesChanged() {
    // `ë` as one scalar, then as `e` and a combining diaeresis: equal to Swift's `==`, but an assertion
    // compares bytes and fails, so its difference shows the line.
    let diff = LineDiff.unified(from: "a\nZo\u{EB}\nb", to: "a\nZoe\u{308}\nb", context: 0)
    #expect(Array(diff.utf8) == Array("@@ -2,1 +2,1 @@\n-Zo\u{EB}\n+Zoe\u{308}".utf8), "\(diff)")
  }

  @Test func changedLineWithContext() {
    let old = "1\n2\n3\n4\n5\n6\n7\n8\n9"
    let new = "1\n2\n3\n4\nfive\n6\n7\n8\n9"
    #expect(
      LineDiff.unified(from: old, to: new) == """
        @@ -2,7 +2,7 @@
         2
         3
         4
        -5
        +five
         6
         7
         8
        """
    )
  }

  @Test func distantChangesMakeSeparateHunks() {
    let old = (1...20).map(String.init).joined(separator: "\n")
    var lines = (1...20).map(String.init)
    lines[1] = "two"
    lines[18] = "nineteen"
    let new = lines.joined(separator: "\n")
    #expect(
      LineDiff.unified(from: old, to: new) == """
        @@ -1,5 +1,5 @@
         1
        -2
        +two
         3
         4
         5
        @@ -16,5 +16,5 @@
         16
         17
         18
        -19
        +nineteen
         20
        """
    )
  }

  @Test func closeChangesShareAHunk() {
    let old = "a\nb\nc\nd\ne\nf\ng\nh"
    let new = "a\nB\nc\nd\ne\nf\nG\nh"
    #expect(
      LineDiff.unified(from: old, to: new, context: 2) == """
        @@ -1,8 +1,8 @@
         a
        -b
        +B
         c
         d
         e
         f
        -g
        +G
         h
        """
    )
  }

  @Test func fromEmptyAndToEmpty() {
    #expect(LineDiff.unified(from: "", to: "a\nb") == "@@ -0,0 +1,2 @@\n+a\n+b")
    #expect(LineDiff.unified(from: "a", to: "") == "@@ -1,1 +0,0 @@\n-a")
  }

  @Test func trailingNewlineShowsAsEmptyLine() {
    #expect(LineDiff.unified(from: "a", to: "a\n") == "@@ -1,1 +1,2 @@\n a\n+")
  }

  @Test func zeroContext() {
    #expect(LineDiff.unified(from: "a\nb\nc", to: "a\nx\nc", context: 0) == "@@ -2,1 +2,1 @@\n-b\n+x")
  }

  @Test func patchHasFileHeaders() {
    let patch = LineDiff.patch(
      path: "Tests/AppTests/A.swift", old: Array("a\nb\nc\n".utf8), new: Array("a\nb\nB\nc\n".utf8))
    #expect(
      patch == """
        --- a/Tests/AppTests/A.swift
        +++ b/Tests/AppTests/A.swift
        @@ -1,3 +1,4 @@
         a
         b
        +B
         c

        """
    )
  }

  @Test func patchMarksMissingNewlineAtEnd() {
    let patch = LineDiff.patch(path: "A.swift", old: Array("a\nb".utf8), new: Array("a\nc".utf8))
    #expect(
      patch == """
        --- a/A.swift
        +++ b/A.swift
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +c
        \\ No newline at end of file

        """
    )
  }

  @Test func patchKeepsCRLF() {
    let patch = LineDiff.patch(path: "A.swift", old: Array("a\r\nb\r\n".utf8), new: Array("a\r\nc\r\n".utf8))
    #expect(patch == "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
  }

  @Test func gitApplyAcceptsPatches() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("linediff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Tests/App Tests")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let cases: [(name: String, old: String, new: String)] = [
      (
        "Plain.swift", (1...30).map { "line \($0)" }.joined(separator: "\n") + "\n",
        (1...30).map { $0 % 10 == 0 ? "changed \($0)" : "line \($0)" }.joined(separator: "\n") + "\n"
      ),
      ("NoNewline.swift", "a\nb\nc", "a\nb\nc\nd"),
      ("GainsNewline.swift", "a\nb", "a\nb\n"),
      ("CRLF.swift", "a\r\nb\r\nc\r\n", "a\r\nb\r\n  \"\"\"\r\n  x\r\n  \"\"\"\r\nc\r\n"),
      ("FromEmpty.swift", "", "new\n"),
      (
        "Random.swift", RandomText.lines(600, seed: 7).joined(separator: "\n") + "\n",
        RandomText.edited(RandomText.lines(600, seed: 7), edits: 80, seed: 8).joined(separator: "\n") + "\n"
      ),
    ]
    var patch = ""
    for item in cases {
      try Data(item.old.utf8).write(to: folder.appendingPathComponent(item.name))
      patch += LineDiff.patch(
        path: "Tests/App Tests/\(item.name)", old: Array(item.old.utf8), new: Array(item.new.utf8))
    }
    try Data(patch.utf8).write(to: root.appendingPathComponent("changes.patch"))
    #expect(try ChildProcess("git", ["init", "-q"], in: root).run().status == 0)
    #expect(try ChildProcess("git", ["apply", "--check", "changes.patch"], in: root).run().status == 0)
    #expect(try ChildProcess("git", ["apply", "changes.patch"], in: root).run().status == 0)
    for item in cases {
      let result = try Data(contentsOf: folder.appendingPathComponent(item.name))
      #expect(Array(result) == Array(item.new.utf8), "\(item.name)")
    }
  }

  @Test func applyingTheDiffToTheOldTextGivesTheNewText() {
    for seed in 1...300 {
      let old = RandomText.lines(seed % 50, seed: UInt64(seed))
      let edits = seed % 12
      let new = RandomText.edited(old, edits: edits, seed: UInt64(seed) &* 31)
      let oldText = old.joined(separator: "\n")
      let newText = new.joined(separator: "\n")
      let diff = LineDiff.unified(from: oldText, to: newText, context: seed % 4)
      #expect(UnifiedDiff.apply(diff, to: oldText) == newText, "seed \(seed)")
      // Minimal-ish: never more changed lines than the edits made (each touches at most two).
      let changed = diff.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count
      #expect(changed <= 2 * edits, "seed \(seed)")
    }
  }

  @Test func manyEditsAmongRepeatedLinesStillApply() {
    // More edits than are searched for minimally, among lines that repeat: the regions are split
    // by unique lines or where the search got furthest, and the diff must still be right.
    for seed in UInt64(1)...4 {
      let old = RandomText.lines(3_000, seed: seed)
      let new = RandomText.edited(old, edits: 600, seed: seed + 100)
      let diff = LineDiff.unified(from: old.joined(separator: "\n"), to: new.joined(separator: "\n"), context: 2)
      #expect(UnifiedDiff.apply(diff, to: old.joined(separator: "\n")) == new.joined(separator: "\n"), "seed \(seed)")
    }
  }

  @Test func everyOtherLineChangedShowsEachChangeOnce() {
    let old = (0..<16_000).map { "  - field\($0 % 7): \($0 % 5)" }
    let new = old.indices.map { $0.isMultiple(of: 2) ? old[$0] : old[$0] + " (changed)" }
    let diff = LineDiff.unified(from: old.joined(separator: "\n"), to: new.joined(separator: "\n"))
    let lines = diff.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("-") }.count == 8_000)
    #expect(lines.filter { $0.hasPrefix("+") }.count == 8_000)
    #expect(UnifiedDiff.apply(diff, to: old.joined(separator: "\n")) == new.joined(separator: "\n"))
  }

  @Test func linesMovedAcrossRepeatedLinesStayMinimal() {
    #expect(
      LineDiff.unified(from: "x\na\nb\na\nb\ny", to: "x\nb\na\nb\na\ny", context: 0)
        == "@@ -2,1 +1,0 @@\n-a\n@@ -5,0 +5,1 @@\n+a"
    )
  }
}

/// Deterministic text for diff tests: lines from a small vocabulary, so that many repeat.
enum RandomText {
  static func lines(_ count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in word(&generator) }
  }

  /// `lines` after `edits` random insertions, removals and replacements.
  static func edited(_ lines: [String], edits: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    var result = lines
    for _ in 0..<edits {
      let position = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &generator)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: result.insert(word(&generator), at: min(position, result.count))
      case 1 where !result.isEmpty: result.remove(at: position)
      default: if !result.isEmpty { result[position] = word(&generator) }
      }
    }
    return result
  }

  private static func word(_ generator: inout SeededGenerator) -> String {
    ["a", "b", "c", "d", "}", "", "  - x: 1", "▿ Node"][Int.random(in: 0..<8, using: &generator)]
  }
}

/// Applies a diff from ``LineDiff/unified(from:to:context:)``, checking every line it keeps or
/// removes; nil when the diff does not fit the text.
enum UnifiedDiff {
  static func apply(_ diff: String, to old: String) -> String? {
    let oldLines = old.isEmpty ? [] : old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var result: [String] = []
    var position = 0
    for line in diff.isEmpty ? [] : diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("@@ -") {
        let numbers = line.dropFirst(4).prefix(while: { $0 != " " }).split(separator: ",").compactMap { Int($0) }
        guard numbers.count == 2 else { return nil }
        let start = numbers[1] == 0 ? numbers[0] : numbers[0] - 1
        guard start >= position, start <= oldLines.count else { return nil }
        result += oldLines[position..<start]
        position = start
      } else if let first = line.first {
        let text = String(line.dropFirst())
        switch first {
        case " ", "-":
          guard position < oldLines.count, oldLines[position] == text else { return nil }
          if first == " " { result.append(text) }
          position += 1
        case "+":
          result.append(text)
        default:
          return nil
        }
      } else {
        return nil
      }
    }
    result += oldLines[position...]
    return result.joined(separator: "\n")
  }
}
