import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// What `stability --fix` keeps for review: for each closure with a finding a matcher fits, the
/// literal with a matcher on each changing part (every case's section of a sectioned closure at
/// once), as a pending change that `status`, `diff` and `accept` read as any other.
enum StabilityFix {
  /// One closure's fix: the value with matchers of the closure, or of each of its cases that changed.
  struct Fix {
    /// The first capture of the closure: its site, literal and the build's file hash.
    var capture: SnapshotCapture
    /// Each case that changed and its value with matchers, in file order; empty without `case:`.
    var sections: [(name: String, value: String)] = []
    /// The value with matchers of a closure without cases.
    var whole: String?

    /// The closure's id, and so its pending change's.
    var id: String { capture.site.id }

    /// The pending change: the value with matchers, or `base` (the closure's literal when `nil`) with
    /// each fixed case's section set.
    func change(from base: String? = nil, asserted: [String]? = nil, created: Date) -> PendingChange? {
      let actual: String
      if let whole {
        actual = whole
      } else {
        guard !sections.isEmpty else { return nil }
        var all = SnapshotSections(reading: base ?? capture.literal ?? "")
        for section in sections { all.set(section.value, of: section.name) }
        actual = all.text
      }
      return PendingChange(
        site: capture.site, expected: capture.literal, actual: actual, fileHash: capture.fileHash, created: created,
        asserted: asserted)
    }
  }

  /// The fixes of `findings`, one per closure a matcher fits, in file order.
  static func fixes(for findings: [StabilityFinding]) -> [Fix] {
    var byClosure: [String: Fix] = [:]
    var order: [String] = []
    for finding in findings {
      guard let fixed = finding.fixed else { continue }
      let id = finding.capture.site.id
      if byClosure[id] == nil {
        order.append(id)
        byClosure[id] = Fix(capture: finding.capture)
      }
      if let caseName = finding.capture.caseName {
        byClosure[id]?.sections.append((caseName, fixed))
      } else {
        byClosure[id]?.whole = fixed
      }
    }
    return order.compactMap { byClosure[$0] }
  }

  /// The pending changes for `findings`, one per closure, in file order, each from the closure's literal.
  static func changes(for findings: [StabilityFinding], created: Date = Date()) -> [PendingChange] {
    fixes(for: findings).compactMap { $0.change(created: created) }
  }
}
