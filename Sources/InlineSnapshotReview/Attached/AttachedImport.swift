import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import LiteralTokens

/// How the changes of one import of attached recordings join what an earlier import of the same folder
/// left in its store: the cases of one closure attached by two runs (two filtered runs, two devices)
/// become one change, and a value the earlier import holds is never replaced by another.
enum AttachedImport {
  /// A change this import makes, with the attachments it comes from and the cases they set (`nil`: the
  /// closure has no sections).
  struct Incoming {
    var change: PendingChange
    var paths: [String]
    var cases: [String]?
  }

  /// `incoming` over the change an earlier import saved for the same closure, `stored` (its document at
  /// `storedPath`): the earlier change with this import's cases set. Throws when they disagree: another
  /// literal, another value of a closure without sections, or another value for a case the earlier
  /// import changed.
  static func joining(_ incoming: Incoming, over stored: PendingChange, storedPath: String) throws(StoreError)
    -> PendingChange
  {
    let change = incoming.change
    func disagree(_ caseName: String?) -> StoreError {
      StoreError(
        .attachmentsDisagree(
          paths: [storedPath, incoming.paths.first ?? ""], file: change.file, line: change.line, caseName: caseName))
    }
    guard String.haveSameBytes(stored.expected, change.expected) else { throw disagree(nil) }
    guard let cases = incoming.cases, let storedActual = stored.actual, let actual = change.actual else {
      guard String.haveSameBytes(stored.actual, change.actual) else { throw disagree(nil) }
      return stored
    }
    let expected = SnapshotSections(reading: stored.expected ?? "")
    let attached = SnapshotSections(reading: actual)
    var joined = SnapshotSections(reading: storedActual)
    for name in cases {
      guard let value = attached.value(of: name) else { continue }
      if let held = joined.value(of: name), !String.haveSameBytes(held, expected.value(of: name)),
        !String.haveSameBytes(held, value)
      {
        throw disagree(name)
      }
      joined.set(value, of: name)
    }
    var result = stored
    result.actual = joined.text
    return result
  }
}
