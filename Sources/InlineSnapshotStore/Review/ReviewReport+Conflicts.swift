extension ReviewReport {
  /// The "Conflicts" section: each closure the stores read as one hold different changes for, with
  /// each value's diff and the stores it came from, under headings of `level` (`##` is 2). Empty when
  /// there is none.
  package static func conflictsSection(
    _ conflicts: [PendingConflict], level: Int, displayPath: (String) -> String
  ) -> String {
    guard !conflicts.isEmpty else { return "" }
    let heading = String(repeating: "#", count: level)
    let closures = conflicts.count == 1 ? "1 closure has" : "\(conflicts.count) closures have"
    var lines = [
      "\(heading) Conflicts", "",
      "\(closures) a different value in different stores (shards of one run that disagree), so "
        + "\(conflicts.count == 1 ? "it is" : "they are") not applied: re-run the test to see which value is right.",
      "",
    ]
    for conflict in conflicts {
      let change = conflict.change
      lines += [
        "\(heading)# \(MarkdownText.code(change.test))", "",
        "\(MarkdownText.code("\(displayPath(change.file)):\(change.line)")) · \(conflict.versions.count) values · id "
          + MarkdownText.code(conflict.id),
        "",
      ]
      for version in conflict.versions {
        let stores = version.stores.map { MarkdownText.code(displayPath($0.path)) }.joined(separator: ", ")
        let diff = version.change.snapshotDiff
        let fence = MarkdownText.fence(for: diff)
        lines += ["From \(stores):", "", "\(fence)diff", diff.isEmpty ? "(no difference)" : diff, fence, ""]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
