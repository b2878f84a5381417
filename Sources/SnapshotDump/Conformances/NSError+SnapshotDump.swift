import Foundation

/// A built-in type whose dump children are chosen here rather than by its `Mirror`, which would
/// show private storage. Users customise with the public ``CustomSnapshotDumpReflectable``.
protocol BuiltInSnapshotDumpReflectable {
  var builtInSnapshotDumpMirror: Mirror { get }
}

/// `NSError` dumps its domain and code:
/// ```
/// ▿ NSError
///   - domain: "NSURLErrorDomain"
///   - code: -1009
/// ```
/// `userInfo` is left out: it often holds localized text and objects that differ between runs.
extension NSError: BuiltInSnapshotDumpReflectable {
  var builtInSnapshotDumpMirror: Mirror {
    Mirror(self, children: ["domain": domain, "code": code], displayStyle: .class)
  }
}
