import Foundation

/// `1.5`, `-nan`: a `CGFloat` prints as the `Double` or `Float` it wraps (see
/// ``FloatingPointSnapshotDumpLeaf``), never through its `Mirror`.
extension CGFloat: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { native.debugDescription }

  static var holdsText: Bool { false }
}
