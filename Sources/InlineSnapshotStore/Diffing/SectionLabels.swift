import InlineSnapshotSyntax

extension LineDiff {
  /// The labels of hunks that change a closure holding sections: the header (`▸ case`) at or above
  /// each hunk's first changed line, on the side that line is on.
  struct SectionLabels {
    /// For each line, the nearest header at or above it.
    private let old: [String?]
    private let new: [String?]

    /// The labels of a diff from `old` to `new`, whose lines' headers `heading` reads; `nil` unless
    /// `applies` (a `▸` is somewhere in the texts), so other diffs pay nothing more.
    init?<Line>(old: [Line], new: [Line], if applies: Bool, heading: (Line) -> String?) {
      guard applies else { return nil }
      self.old = Self.nearest(in: old, heading)
      self.new = Self.nearest(in: new, heading)
    }

    /// An empty heading ends the previous one's reach (a string literal's delimiter line in a file,
    /// so that a later closure without sections is never labelled with an earlier closure's case).
    private static func nearest<Line>(in lines: [Line], _ heading: (Line) -> String?) -> [String?] {
      var current: String?
      return lines.map { line in
        if let found = heading(line) { current = found.isEmpty ? nil : found }
        return current
      }
    }

    /// The heading of a line of a source file: its section header, or `""` for the delimiter line of
    /// a multi-line string literal (`"""`, `#"""`, `"""#`, indented), which ends a closure's literal.
    static func heading(ofSourceLine line: ArraySlice<UInt8>) -> String? {
      if let header = SnapshotSections.heading(ofLine: line) { return header }
      let hash = UInt8(ascii: "#")
      let quote = UInt8(ascii: "\"")
      let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
      var start = line.startIndex
      while start < line.endIndex, isBlank(line[start]) { start += 1 }
      var end = line.endIndex
      while end > start,
        isBlank(line[end - 1]) || line[end - 1] == UInt8(ascii: "\n") || line[end - 1] == UInt8(ascii: "\r")
      {
        end -= 1
      }
      var body = line[start..<end]
      while body.first == hash { body = body.dropFirst() }
      while body.last == hash { body = body.dropLast() }
      return body.count == 3 && body.allSatisfy({ $0 == quote }) ? "" : nil
    }

    /// Appends ` ` and the label of `hunk`, when it has one, to a hunk header in `output`.
    func append(labelOf hunk: Hunk, to output: inout [UInt8]) {
      let label: String?? =
        switch hunk.firstChange {
        case .remove(let index)?: old[index]
        case .insert(let index)?: new[index]
        case .keep?, nil: nil
        }
      guard let label = label ?? nil else { return }
      output.append(UInt8(ascii: " "))
      output.append(contentsOf: label.utf8)
    }
  }
}
