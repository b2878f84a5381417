import Foundation

/// `12.5`: the decimal's own description, exact and locale-independent.
extension Decimal: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { description }
}
