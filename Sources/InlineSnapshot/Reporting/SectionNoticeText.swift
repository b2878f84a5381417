import InlineSnapshotSyntax

/// The lines the session writes on standard error about closures asserted with `case:`.
enum SectionNoticeText {
  /// The notice as one line, ending in a line break.
  static func line(for notice: SectionNotice) -> String {
    switch notice {
    case .severalValues(let path, let line, let caseName, let previews, let keptID):
      let kept = keptID.map { "; the first value that did not match is kept for review in pending change \($0)" } ?? ""
      return "error: the section \(quoted(caseName)) of the snapshot closure at \(path):\(line) got \(previews.count) "
        + "different values in this run (\(previews.joined(separator: ", "))), so nothing was written for it\(kept).\n"
    case .stale(let path, let line, let parts, let keptID, let command):
      let drop =
        keptID.map { "drop \(parts.count == 1 ? "it" : "them") with `\(command.text) accept \($0)`, or by" }
        ?? "a run that asserts the closure drops \(parts.count == 1 ? "it" : "them") when"
      return "warning: no case asserted \(list(parts)) of the snapshot closure at \(path):\(line) in this run "
        + "(stale). \(parts.count == 1 ? "It stays" : "They stay") in the file: \(drop) running the test in record "
        + "mode all (`record: .all`, or `SNAPSHOT_TESTING_RECORD=all`).\n"
    case .staleDropped(let path, let line, let parts):
      return "Dropped \(list(parts)) from the snapshot closure at \(path):\(line): no case asserted "
        + "\(parts.count == 1 ? "it" : "them") in this run, in record mode all.\n"
    case .writtenByAnotherProcess(let path, let line):
      return "error: a test process of this build wrote other values for this process's sections into the snapshot "
        + "closure at \(path):\(line) first, so this process's sections were not written; run the tests again to "
        + "record them.\n"
    }
  }

  /// A case as a header writes it, in quotes.
  static func quoted(_ name: String) -> String {
    "\"\(SnapshotSections.escaped(name))\""
  }

  /// `the section "c"`, `2 sections: "c", a second "a"`, at most five named.
  static func list(_ parts: [SnapshotSections.Unclaimed]) -> String {
    let named = parts.prefix(5).map { part in
      switch part {
      case .preamble: "the text before its first ▸ line"
      case .section(let name, repeated: false): quoted(name)
      case .section(let name, repeated: true): "a second \(quoted(name))"
      }
    }
    let sectionsOnly = !parts.contains(.preamble)
    if parts.count == 1, let only = named.first { return sectionsOnly ? "the section \(only)" : only }
    let more = parts.count > named.count ? " and \(parts.count - named.count) more" : ""
    return "\(parts.count) \(sectionsOnly ? "sections" : "parts"): \(named.joined(separator: ", "))\(more)"
  }
}
