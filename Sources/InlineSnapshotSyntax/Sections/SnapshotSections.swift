import LiteralTokens

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A snapshot closure's literal read as one section per test case: what `assertInlineSnapshot(of:as:case:)`
/// compares and records when a parameterised test or a loop asserts one closure with several values.
///
/// ```
/// ▸ a
/// A
/// ▸ bb
/// BB
/// ```
///
/// The format, read and written here only:
/// - A line whose first character is `▸` and whose second is not is a section's *header*; the case
///   follows `▸` and one space. In the case, `\` is written `\\`, a line feed `\n` and a carriage
///   return `\r`, so a header is always one line.
/// - A section's value is the lines up to the next header, joined by line feeds; an empty value has
///   no line, a value ending in a line feed ends with an empty line.
/// - A value is a snapshot as the toolkit writes it, where the user's own line that starts with `▸`
///   is already escaped (`▸\ x`, see `LiteralEscape`), so no value line is ever read as a header.
/// - The lines before the first header are the *preamble*: text no case claims. A literal without
///   headers is all preamble: a single-value snapshot.
/// - A section that is not set again keeps its lines byte for byte, however they were written.
///
/// ```swift
/// var sections = SnapshotSections(reading: "▸ a\nA\n▸ bb\nBB")
/// sections.value(of: "bb")     // "BB"
/// sections.set("CCC", of: "ccc")
/// sections.text                // "▸ a\nA\n▸ bb\nBB\n▸ ccc\nCCC"
/// ```
package struct SnapshotSections: Sendable {
  /// One case's section.
  package struct Section: Sendable {
    /// The case, as `case:` describes it.
    package let name: String
    /// The section's value: what the case's snapshot must be.
    package let value: String
    /// The header and value lines as the literal has them; `nil` for a section set here.
    fileprivate let original: Substring?
  }

  /// A part of the literal that no asserted case claims.
  package enum Unclaimed: Sendable, Hashable {
    /// The text before the first header.
    case preamble
    /// The section of a case; `repeated` when an earlier section has the same case.
    case section(String, repeated: Bool)
  }

  /// The text before the first header, when there is any.
  package private(set) var preamble: Substring?
  /// The sections, in the literal's order.
  package private(set) var sections: [Section] = []
  /// The position of the first section of each case.
  private var positions: [String: Int] = [:]

  /// No sections: the literal of a closure that holds none yet.
  package init() {}

  /// The sections of `text`, a snapshot closure's literal.
  package init(reading text: String) {
    guard !text.isEmpty else { return }
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
    var index = lines.firstIndex { SectionLine.isHeader($0.utf8) } ?? lines.count
    if index > 0 { preamble = text[lines[0].startIndex..<lines[index - 1].endIndex] }
    while index < lines.count {
      let header = lines[index]
      index += 1
      let valueStart = index
      while index < lines.count, !SectionLine.isHeader(lines[index].utf8) { index += 1 }
      let valueLines = lines[valueStart..<index]
      let end = valueLines.last?.endIndex ?? header.endIndex
      append(
        Section(
          name: SectionLine.name(ofHeader: header), value: Self.value(of: valueLines, in: text),
          original: text[header.startIndex..<end]))
    }
  }

  /// The value of lines read from `text`: the text they span.
  private static func value(of lines: ArraySlice<Substring>, in text: String) -> String {
    guard let first = lines.first, let last = lines.last else { return "" }
    return String(text[first.startIndex..<last.endIndex])
  }

  /// Whether `text` has at least one header: whether a closure holding it holds sections.
  package static func hasSections(_ text: String) -> Bool {
    text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).contains {
      SectionLine.isHeader($0)
    }
  }

  /// The header a line of a file or of a diff holds, without its indentation and line break (`▸ bb`
  /// for `    ▸ bb\r\n`); `nil` for any other line.
  package static func heading<Line: BidirectionalCollection<UInt8>>(ofLine line: Line) -> String? {
    var start = line.startIndex
    while start != line.endIndex, line[start] == UInt8(ascii: " ") || line[start] == UInt8(ascii: "\t") {
      start = line.index(after: start)
    }
    var end = line.endIndex
    while end != start, case let last = line[line.index(before: end)],
      last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r")
    {
      end = line.index(before: end)
    }
    let body = line[start..<end]
    guard SectionLine.isHeader(body) else { return nil }
    return String(decoding: body, as: UTF8.self)
  }

  /// Whether `text` holds a `▸` anywhere: whether any of its lines can be a header.
  package static func mentionsMarker(_ text: String) -> Bool {
    var text = text
    return text.withUTF8(mentionsMarker(in:))
  }

  /// Whether `bytes` hold a `▸` anywhere.
  package static func mentionsMarker(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(mentionsMarker(in:))
  }

  /// Finds the marker's first byte with `memchr`, so that texts without one cost little.
  private static func mentionsMarker(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard var cursor = bytes.baseAddress else { return false }
    let end = cursor + bytes.count
    let first = Int32(SectionLine.marker[0])
    while cursor < end, let found = memchr(cursor, first, end - cursor) {
      let byte = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
      if end - byte >= 3, byte[1] == SectionLine.marker[1], byte[2] == SectionLine.marker[2] { return true }
      cursor = byte + 1
    }
    return false
  }

  /// The literal's text: the preamble, then each section.
  package var text: String {
    var text = ""
    var isFirst = true
    func startLine() {
      if !isFirst { text += "\n" }
      isFirst = false
    }
    if let preamble {
      startLine()
      text.append(contentsOf: preamble)
    }
    for section in sections {
      startLine()
      if let original = section.original {
        text.append(contentsOf: original)
        continue
      }
      text += SectionLine.header(for: section.name)
      guard !section.value.isEmpty else { continue }
      text += "\n"
      text += section.value
    }
    return text
  }

  /// The case as its header writes it (`\`, line feed and carriage return escaped), without `▸ `.
  package static func escaped(_ name: String) -> String {
    String(SectionLine.header(for: name).dropFirst(2))
  }

  /// The cases, in the literal's order (a case with two sections is named twice).
  package var names: [String] { sections.map(\.name) }

  /// The value of the first section of `name`, or `nil` when there is none.
  package func value(of name: String) -> String? {
    positions[name].map { sections[$0].value }
  }

  /// Sets the section of `name` to `value`: its first section, in place, or a new one at the end.
  /// A section set to the value it has keeps its lines.
  package mutating func set(_ value: String, of name: String) {
    guard let position = positions[name] else {
      append(Section(name: name, value: value, original: nil))
      return
    }
    guard !String.haveSameBytes(sections[position].value, value) else { return }
    sections[position] = Section(name: name, value: value, original: nil)
  }

  /// Puts back the first section of `name` as `original` has it, or removes it when `original` has none.
  package mutating func restore(_ name: String, from original: SnapshotSections) {
    if let position = original.positions[name] {
      let section = original.sections[position]
      if let current = positions[name] { sections[current] = section } else { append(section) }
    } else if let current = positions[name] {
      var rest = SnapshotSections()
      rest.preamble = preamble
      for (position, section) in sections.enumerated() where position != current { rest.append(section) }
      self = rest
    }
  }

  /// These sections with each case that `other` changed from `original` (a value it sets, or a case
  /// it adds, at the end in `other`'s order) wherever these still hold `original`'s value: what another
  /// writer's sections, computed from the same `original`, add to these without undoing theirs.
  package func applying(_ other: SnapshotSections, changedFrom original: SnapshotSections) -> SnapshotSections {
    var applied = self
    for (position, section) in other.sections.enumerated() where other.positions[section.name] == position {
      let before = original.value(of: section.name)
      guard !String.haveSameBytes(section.value, before), String.haveSameBytes(value(of: section.name), before) else {
        continue
      }
      applied.set(section.value, of: section.name)
    }
    return applied
  }

  /// The closure text `written` with the sections `text` changed from `literal` laid over it: what
  /// two writers that each set some sections of one closure, computed from `literal`, write together.
  /// `nil` when they cannot be combined: either removes the closure, `text` changes the text before
  /// the first header or drops a part `literal` has, or both set one section to different values.
  package static func combining(_ text: String?, over written: String?, from literal: String?) -> String? {
    guard let text, let written else { return nil }
    let (mine, theirs, original) = (
      SnapshotSections(reading: text), SnapshotSections(reading: written), SnapshotSections(reading: literal ?? "")
    )
    guard String.haveSameBytes(mine.preamble.map(String.init), original.preamble.map(String.init)),
      original.names.allSatisfy({ mine.value(of: $0) != nil })
    else {
      return nil
    }
    for name in mine.names {
      let (before, value) = (original.value(of: name), mine.value(of: name))
      if !String.haveSameBytes(value, before), let other = theirs.value(of: name), !String.haveSameBytes(other, before),
        !String.haveSameBytes(other, value)
      {
        return nil
      }
    }
    return theirs.applying(mine, changedFrom: original).text
  }

  /// Only the first section of each case in `names`, in the same order: no preamble, no other case.
  package func keeping(_ names: Set<String>) -> SnapshotSections {
    var kept = SnapshotSections()
    for (position, section) in sections.enumerated()
    where names.contains(section.name) && positions[section.name] == position {
      kept.append(section)
    }
    return kept
  }

  /// The parts no case of `names` claims, in the literal's order.
  package func unclaimed(by names: Set<String>) -> [Unclaimed] {
    var parts: [Unclaimed] = preamble == nil ? [] : [.preamble]
    for (position, section) in sections.enumerated() {
      let repeated = positions[section.name] != position
      if repeated || !names.contains(section.name) { parts.append(.section(section.name, repeated: repeated)) }
    }
    return parts
  }

  private mutating func append(_ section: Section) {
    if positions[section.name] == nil { positions[section.name] = sections.count }
    sections.append(section)
  }
}
