/// Floating-point numbers print as Swift's `debugDescription` does, which tells apart every value
/// Swift tells apart: `200.0`, `1e-05`, `-0.0`, `inf`, and the NaNs `nan`, `-nan`, `snan`,
/// `nan(0x5)`. (`description` prints all of those NaNs as `nan`, so a change between them would
/// pass.)
protocol FloatingPointSnapshotDumpLeaf: SnapshotDumpLeaf, CustomDebugStringConvertible {}

extension FloatingPointSnapshotDumpLeaf {
  var snapshotDumpLeaf: String { debugDescription }

  static var holdsText: Bool { false }
}
