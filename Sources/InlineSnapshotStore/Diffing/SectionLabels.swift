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

    private static func nearest<Line>(in lines: [Line], _ heading: (Line) -> String?) -> [String?] {
      var current: String?
      return lines.map { line in
        if let found = heading(line) { current = found }
        return current
      }
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
