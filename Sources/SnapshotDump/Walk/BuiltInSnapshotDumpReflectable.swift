/// A built-in type whose dump children are chosen here rather than by its `Mirror`, which would
/// show private storage. Users customise with the public ``CustomSnapshotDumpReflectable``.
protocol BuiltInSnapshotDumpReflectable {
  var builtInSnapshotDumpMirror: Mirror { get }
}
