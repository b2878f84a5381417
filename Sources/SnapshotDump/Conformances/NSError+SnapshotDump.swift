import Foundation

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

/// `URLError` dumps its code rather than the `NSError` it stores privately:
/// ```
/// ▿ URLError
///   - code: -1009
/// ```
extension URLError: BuiltInSnapshotDumpReflectable {
  var builtInSnapshotDumpMirror: Mirror {
    Mirror(self, children: ["code": errorCode], displayStyle: .struct)
  }
}
