import InlineSnapshotSyntax
import LiteralTokens

/// Line-by-line differences in the unified format that `git`, `diff` and code review tools read.
///
/// A hunk that changes a closure holding one section per case is labelled with that section's header
/// after its `@@` range (`@@ -5,1 +5,1 @@ ▸ bb`), as git labels hunks with the function they change.
///
/// ```swift
/// LineDiff.unified(from: "a\nb\nc", to: "a\nB\nc")
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
package enum LineDiff {
  /// The hunks that turn `old` (expected) into `new` (actual): `@@ -a,b +c,d @@` headers, then lines
  /// prefixed with `-` (only in `old`), `+` (only in `new`) or a space (context), `context` lines of
  /// context around each change. Lines are separated by `"\n"`; the result has no trailing newline and
  /// is empty when the strings are the same bytes. An empty string has no lines; a trailing newline
  /// shows as a last empty line. Lines are compared by their bytes, as a snapshot is: a line that
  /// spells `ë` as one scalar in `old` and as `e` and a combining diaeresis in `new` changed.
  package static func unified(from old: String, to new: String, context: Int = 3) -> String {
    guard !old.hasSameBytes(as: new) else { return "" }
    let oldLines = lines(of: old)
    let newLines = lines(of: new)
    let labels = SectionLabels(
      old: oldLines, new: newLines, if: SnapshotSections.mentionsMarker(old) || SnapshotSections.mentionsMarker(new)
    ) { SnapshotSections.heading(ofLine: $0.text.utf8) }
    var output: [UInt8] = []
    for hunk in hunks(old: oldLines, new: newLines, context: context) {
      if !output.isEmpty { output.append(UInt8(ascii: "\n")) }
      output.append(contentsOf: hunk.header.utf8)
      labels?.append(labelOf: hunk, to: &output)
      hunk.write(old: oldLines, new: newLines, into: &output) { output, prefix, line in
        output.append(UInt8(ascii: "\n"))
        output.append(prefix)
        output.append(contentsOf: line.text.utf8)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// A patch for one file that `git apply` accepts from the folder `path` is relative to:
  /// `--- a/<path>`, `+++ b/<path>`, then the hunks. Line endings are kept byte for byte (CRLF files
  /// stay CRLF) and a last line without a line break is followed by `\ No newline at end of file`.
  /// Empty when the contents are equal; otherwise ends with a newline, so patches can be concatenated.
  package static func patch(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
    guard old != new else { return "" }
    let oldLines = byteLines(of: old)
    let newLines = byteLines(of: new)
    let labels = SectionLabels(
      old: oldLines, new: newLines, if: SnapshotSections.mentionsMarker(old) || SnapshotSections.mentionsMarker(new),
      heading: SectionLabels.heading(ofSourceLine:))
    var output: [UInt8] = Array("--- a/\(path)\n+++ b/\(path)\n".utf8)
    for hunk in hunks(old: oldLines, new: newLines, context: context) {
      output.append(contentsOf: hunk.header.utf8)
      labels?.append(labelOf: hunk, to: &output)
      output.append(UInt8(ascii: "\n"))
      hunk.write(old: oldLines, new: newLines, into: &output) { output, prefix, line in
        output.append(prefix)
        output.append(contentsOf: line)
        if line.last != UInt8(ascii: "\n") {
          output.append(contentsOf: "\n\\ No newline at end of file\n".utf8)
        }
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  // MARK: - Lines

  /// The lines of `text`, split where a `"\n"` Character is: at every line feed not preceded by a
  /// carriage return (a CR LF pair is one Character). Found byte by byte, since walking Characters
  /// costs far more on long texts.
  private static func lines(of text: String) -> [TextLine] {
    guard !text.isEmpty else { return [] }
    let utf8 = text.utf8
    var result: [TextLine] = []
    var start = utf8.startIndex
    var previous: UInt8 = 0
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
        result.append(TextLine(text: text[start..<index]))
        start = next
      }
      previous = byte
      index = next
    }
    result.append(TextLine(text: text[start..<utf8.endIndex]))
    return result
  }

  /// One line of a text, equal to another only when it is the same bytes (Swift's `==` on the
  /// Substrings would call two spellings of one character equal).
  struct TextLine: Hashable {
    var text: Substring

    static func == (lhs: TextLine, rhs: TextLine) -> Bool {
      lhs.text.hasSameBytes(as: rhs.text)
    }

    func hash(into hasher: inout Hasher) {
      let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
        hasher.combine(bytes: UnsafeRawBufferPointer($0))
      }
      if hashed == nil { Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
    }
  }

  /// Lines with their terminators, so `\r\n` and a missing last newline take part in the comparison.
  private static func byteLines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = bytes.startIndex
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      result.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.endIndex { result.append(bytes[start...]) }
    return result
  }

  // MARK: - Hunks

  enum Operation {
    case keep(old: Int, new: Int)
    case remove(old: Int)
    case insert(new: Int)

    var isChange: Bool {
      if case .keep = self { return false }
      return true
    }
  }

  struct Hunk {
    var header: String
    var operations: ArraySlice<Operation>

    /// The hunk's first removed or inserted line.
    var firstChange: Operation? { operations.first(where: \.isChange) }

    /// Writes each line of the hunk, in order, with `line` into `output`, with its prefix: a space
    /// for a line both sides keep, `-` for one only `old` has, `+` for one only `new` has.
    func write<Line>(
      old: [Line], new: [Line], into output: inout [UInt8], _ line: (inout [UInt8], UInt8, Line) -> Void
    ) {
      for operation in operations {
        switch operation {
        case .keep(let index, _): line(&output, UInt8(ascii: " "), old[index])
        case .remove(let index): line(&output, UInt8(ascii: "-"), old[index])
        case .insert(let index): line(&output, UInt8(ascii: "+"), new[index])
        }
      }
    }
  }

  /// The edit script of ``LineAlignment``, removals before insertions at the same place, grouped
  /// into hunks whose changes are at most `2 * context` lines apart.
  private static func hunks<Line: Hashable>(old: [Line], new: [Line], context: Int) -> [Hunk] {
    let alignment = LineAlignment(old: old, new: new)
    let removed = alignment.removed
    let inserted = alignment.inserted
    var operations: [Operation] = []
    operations.reserveCapacity(old.count + new.count)
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      if oldIndex < old.count, removed[oldIndex] {
        operations.append(.remove(old: oldIndex))
        oldIndex += 1
      } else if newIndex < new.count, inserted[newIndex] {
        operations.append(.insert(new: newIndex))
        newIndex += 1
      } else if oldIndex < old.count, newIndex < new.count {
        operations.append(.keep(old: oldIndex, new: newIndex))
        oldIndex += 1
        newIndex += 1
      } else {
        break  // unreachable for a consistent difference; never loop forever
      }
    }

    let context = max(0, context)
    let changes = operations.indices.filter { operations[$0].isChange }
    var result: [Hunk] = []
    var counted = 0  // operations before `counted` are reflected in oldBefore/newBefore
    var oldBefore = 0
    var newBefore = 0
    var groupStart = 0
    while groupStart < changes.count {
      var groupEnd = groupStart
      while groupEnd + 1 < changes.count, changes[groupEnd + 1] - changes[groupEnd] - 1 <= 2 * context {
        groupEnd += 1
      }
      let lower = max(0, changes[groupStart] - context)
      let upper = min(operations.count, changes[groupEnd] + context + 1)
      let slice = operations[lower..<upper]
      (oldBefore, newBefore) = advance(oldBefore, newBefore, over: operations[counted..<lower])
      counted = lower
      let (oldEnd, newEnd) = advance(oldBefore, newBefore, over: slice)
      let oldCount = oldEnd - oldBefore
      let newCount = newEnd - newBefore
      // An empty range is named by the line before it (0 at the start of the file).
      let oldStart = oldCount == 0 ? oldBefore : oldBefore + 1
      let newStart = newCount == 0 ? newBefore : newBefore + 1
      result.append(Hunk(header: "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@", operations: slice))
      groupStart = groupEnd + 1
    }
    return result
  }

  private static func advance(_ old: Int, _ new: Int, over operations: ArraySlice<Operation>) -> (Int, Int) {
    var old = old
    var new = new
    for operation in operations {
      switch operation {
      case .keep:
        old += 1
        new += 1
      case .remove: old += 1
      case .insert: new += 1
      }
    }
    return (old, new)
  }
}
