import InlineSnapshotSyntax

extension SectionChanges {
  /// For the terminal: `cases: changed "bb"; new "d"; stale, dropped "c"`, at most three named in each group.
  package var summary: String {
    "cases: " + groups { "\"\($0)\"" }.joined(separator: "; ")
  }

  /// For Markdown: ``Cases: changed `bb` · new `d` · stale, dropped `c` ``.
  package var markdown: String {
    "Cases: " + groups(MarkdownText.code).joined(separator: " · ")
  }

  /// Each group that has cases, each case as its header writes it, quoted by `quote`.
  private func groups(_ quote: (String) -> String) -> [String] {
    let stale = dropped.map { part in
      switch part {
      case .preamble: "the text before the first ▸ line"
      case .section(let name, repeated: false): quote(SnapshotSections.escaped(name))
      case .section(let name, repeated: true): "a second " + quote(SnapshotSections.escaped(name))
      }
    }
    let groups = [
      ("changed", changed.map { quote(SnapshotSections.escaped($0)) }),
      ("new", new.map { quote(SnapshotSections.escaped($0)) }), ("stale, dropped", stale),
    ]
    return groups.filter { !$0.1.isEmpty }.map { title, names in
      let more = names.count > 3 ? " and \(names.count - 3) more" : ""
      return "\(title) " + names.prefix(3).joined(separator: ", ") + more
    }
  }
}
