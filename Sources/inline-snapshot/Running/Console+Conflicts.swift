import Foundation
import InlineSnapshotReview
import InlineSnapshotStore
import InlineSnapshotSyntax

/// How the tool lists and names a closure that the stores read as one hold different changes for.
extension Console {
  /// Each conflict as an error: what it is, where its values came from, and what to do.
  func error(conflicts: [PendingConflict], in context: ToolContext) {
    let review = context.review
    for conflict in conflicts {
      let change = conflict.change
      let file = review.displayPath(of: change.file)
      let values = conflict.versions.map { version in
        version.stores.map { review.displayPath(of: $0.path) }.joined(separator: " and ")
      }
      let what: String
      let settle: String
      if conflict.sections.isEmpty {
        what =
          "has \(conflict.versions.count) different values (\(values.map { "from \($0)" }.joined(separator: "; "))): "
          + "its test recorded something else on each machine. Nothing was written to \(file)"
        let oneStore = ToolContext.toolCommand(environment: context.environment).reading(
          conflict.versions[0].stores[0], defaultDirectory: nil)
        settle = "accept that one from its store alone (`\(oneStore.text) accept \(conflict.id)`)"
      } else {
        let sections = conflict.sections.map { name in
          let sources = conflict.values(ofSection: name).map { value in
            "from " + value.stores.map { review.displayPath(of: $0.path) }.joined(separator: " and ")
          }
          return "\(ConflictListing.quoted(name)) (\(sources.joined(separator: "; ")))"
        }
        let one = conflict.sections.count == 1
        what =
          "has different values for the section\(one ? "" : "s") \(sections.joined(separator: ", ")): the case "
          + "recorded something else on each machine. Nothing was written to \(file), not even the closure's other "
          + "sections"
        if let command = accepting(conflict, in: context) {
          settle =
            "accept that one without the stores that hold another value (`\(command) accept \(conflict.id)`)"
        } else {
          settle =
            "record that one by running the test where all its cases run (`SNAPSHOT_TESTING_RECORD=failed swift "
            + "test`): accepted from some stores, the sections only the others asserted would be dropped"
        }
      }
      error(
        "error: Pending change \(conflict.id) (\(change.test), \(file):\(change.line)) \(what); re-run the test to "
          + "see which value is right, then \(settle), or reject them all with `\(context.command) reject "
          + "\(conflict.id)`.\n")
    }
  }

  /// The command that reads the stores accepting the first store's value of `conflict` takes (see
  /// ``PendingConflict/stores(accepting:among:)``); `nil` when no such reading keeps every section.
  private func accepting(_ conflict: PendingConflict, in context: ToolContext) -> String? {
    let review = context.review
    guard let stores = conflict.stores(accepting: conflict.versions[0].stores[0], among: review.store.directories)
    else { return nil }
    return ToolContext.toolCommand(environment: context.environment).reading(stores, defaultDirectory: nil).text
  }
}

/// The lines `status` lists a conflict with.
enum ConflictListing {
  /// The id, `file:line` and test, marked with the number of values, then each value (indented) under
  /// the stores that hold it.
  static func lines(_ conflict: PendingConflict, review: SnapshotReview) -> [String] {
    let change = conflict.change
    let place = "\(conflict.id)  \(review.displayPath(of: change.file)):\(change.line)  \(change.test)  "
    guard conflict.sections.isEmpty else { return sectionLines(conflict, place: place, review: review) }
    var lines = [place + "(conflict: \(conflict.versions.count) values)"]
    for version in conflict.versions {
      lines.append("  from \(version.stores.map { review.displayPath(of: $0.path) }.joined(separator: ", ")):")
      guard let actual = version.change.actual else {
        lines.append("    (\(version.change.kind.words))")
        continue
      }
      lines += actual.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
    }
    return lines
  }

  /// A conflict of sections: each section, then each of its values under the stores that recorded it.
  private static func sectionLines(_ conflict: PendingConflict, place: String, review: SnapshotReview) -> [String] {
    let named = conflict.sections.map(quoted).joined(separator: ", ")
    let label = conflict.sections.count == 1 ? "section" : "sections"
    var lines = [place + "(conflict in \(label) \(named))"]
    for name in conflict.sections {
      let values = conflict.values(ofSection: name)
      lines.append("  section \(quoted(name)), \(values.count) values:")
      for value in values {
        lines.append("    from \(value.stores.map { review.displayPath(of: $0.path) }.joined(separator: ", ")):")
        lines += value.value.split(separator: "\n", omittingEmptySubsequences: false).map { "      \($0)" }
      }
    }
    return lines
  }

  /// A section's case as its `▸` line writes it, in quotes.
  static func quoted(_ name: String) -> String {
    "\"\(SnapshotSections.escaped(name))\""
  }
}
