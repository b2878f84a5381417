import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

/// What `stability --fix` keeps for review: for each closure with a finding a matcher fits, the
/// literal with a matcher on each changing part (every case's section of a sectioned closure at
/// once), as a pending change that `status`, `diff` and `accept` read as any other.
enum StabilityFix {
  /// The pending changes for `findings`, one per closure, in file order.
  static func changes(for findings: [StabilityFinding], created: Date = Date()) -> [PendingChange] {
    var byClosure: [String: (capture: SnapshotCapture, sections: SnapshotSections?, fixed: String?)] = [:]
    var order: [String] = []
    for finding in findings {
      guard let fixed = finding.fixed else { continue }
      let capture = finding.capture
      let id = capture.site.id
      if byClosure[id] == nil {
        order.append(id)
        byClosure[id] = (capture, capture.caseName.map { _ in SnapshotSections(reading: capture.literal ?? "") }, nil)
      }
      if let caseName = capture.caseName {
        byClosure[id]?.sections?.set(fixed, of: caseName)
      } else {
        byClosure[id]?.fixed = fixed
      }
    }
    return order.compactMap { id in
      guard let entry = byClosure[id], let actual = entry.sections?.text ?? entry.fixed else { return nil }
      return PendingChange(
        site: entry.capture.site, expected: entry.capture.literal, actual: actual, fileHash: entry.capture.fileHash,
        created: created)
    }
  }
}
