import InlineSnapshotStore
import InlineSnapshotSyntax

extension ReviewReport {
  /// The report (see the store module's `markdown(for:plan:refused:conflicts:displayPath:command:)`)
  /// with the count and the "Conflicts" section of `conflicts`.
  package static func markdown(
    for changes: [PendingChange], plan: ReviewPlan?, refused: [RefusedDocument] = [],
    conflicts: [PendingConflict], displayPath: (String) -> String, command: ToolCommand = .swiftRun
  ) -> String {
    markdown(
      for: changes, plan: plan, refused: refused,
      conflicts: (conflicts.count, conflictsSection(conflicts, level: 2, displayPath: displayPath)),
      displayPath: displayPath, command: command)
  }

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
      let values =
        conflict.sections.isEmpty
        ? "\(conflict.versions.count) values"
        : "different values for the section\(conflict.sections.count == 1 ? "" : "s") "
          + conflict.sections.map { MarkdownText.code(SnapshotSections.escaped($0)) }.joined(separator: ", ")
      lines += [
        "\(heading)# \(MarkdownText.code(change.test))", "",
        "\(MarkdownText.code("\(displayPath(change.file)):\(change.line)")) · \(values) · id "
          + MarkdownText.code(conflict.id),
        "",
      ]
      guard conflict.sections.isEmpty else {
        lines += sectionValues(conflict, displayPath: displayPath)
        continue
      }
      for version in conflict.versions {
        let stores = version.stores.map { MarkdownText.code(displayPath($0.path)) }.joined(separator: ", ")
        let diff = version.change.snapshotDiff
        let fence = MarkdownText.fence(for: diff)
        lines += ["From \(stores):", "", "\(fence)diff", diff.isEmpty ? "(no difference)" : diff, fence, ""]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each conflicting section's values, each under the stores that recorded it.
  private static func sectionValues(_ conflict: PendingConflict, displayPath: (String) -> String) -> [String] {
    var lines: [String] = []
    for name in conflict.sections {
      for value in conflict.values(ofSection: name) {
        let stores = value.stores.map { MarkdownText.code(displayPath($0.path)) }.joined(separator: ", ")
        let fence = MarkdownText.fence(for: value.value)
        lines += [
          "Section \(MarkdownText.code(SnapshotSections.escaped(name))) from \(stores):", "", fence, value.value,
          fence, "",
        ]
      }
    }
    return lines
  }
}
