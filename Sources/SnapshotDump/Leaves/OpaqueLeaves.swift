// Values whose own description or mirror is a memory address print their type instead.

extension ObjectIdentifier: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { "ObjectIdentifier" }
}

/// Pointers print as their type (`UnsafePointer<Int>`), never as the address they hold.
protocol PointerSnapshotDumpLeaf: SnapshotDumpLeaf {}

extension PointerSnapshotDumpLeaf {
  var snapshotDumpLeaf: String { TypeName.unqualified(String(reflecting: Self.self)) }
}

extension UnsafePointer: PointerSnapshotDumpLeaf {}
extension UnsafeMutablePointer: PointerSnapshotDumpLeaf {}
extension UnsafeRawPointer: PointerSnapshotDumpLeaf {}
extension UnsafeMutableRawPointer: PointerSnapshotDumpLeaf {}
extension UnsafeBufferPointer: PointerSnapshotDumpLeaf {}
extension UnsafeMutableBufferPointer: PointerSnapshotDumpLeaf {}
extension UnsafeRawBufferPointer: PointerSnapshotDumpLeaf {}
extension UnsafeMutableRawBufferPointer: PointerSnapshotDumpLeaf {}
extension OpaquePointer: PointerSnapshotDumpLeaf {}
