// Values whose own description or mirror is a memory address print their type instead.

extension ObjectIdentifier: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { "ObjectIdentifier" }
}

/// A value that prints as its type (`UnsafePointer<Int>`): what it holds is an address or
/// runtime state.
protocol TypeNameSnapshotDumpLeaf: SnapshotDumpLeaf {}

extension TypeNameSnapshotDumpLeaf {
  var snapshotDumpLeaf: String { TypeName.unqualified(String(reflecting: Self.self)) }
}

// Pointers print as their type, never as the address they hold.
extension UnsafePointer: TypeNameSnapshotDumpLeaf {}
extension UnsafeMutablePointer: TypeNameSnapshotDumpLeaf {}
extension UnsafeRawPointer: TypeNameSnapshotDumpLeaf {}
extension UnsafeMutableRawPointer: TypeNameSnapshotDumpLeaf {}
extension UnsafeBufferPointer: TypeNameSnapshotDumpLeaf {}
extension UnsafeMutableBufferPointer: TypeNameSnapshotDumpLeaf {}
extension UnsafeRawBufferPointer: TypeNameSnapshotDumpLeaf {}
extension UnsafeMutableRawBufferPointer: TypeNameSnapshotDumpLeaf {}
extension OpaquePointer: TypeNameSnapshotDumpLeaf {}
