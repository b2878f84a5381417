/// Where an assertion was written, as Swift reported it.
struct CallSite: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var function: StaticString
  /// `#line`: the line of the call's `(` (or first `{`).
  var line: UInt
  /// `#column`: the 1-based UTF-8 column of the call's `(` (or first `{`).
  var column: UInt

  var path: String { "\(filePath)" }

  /// The file's name for messages, e.g. `LoginTests.swift`.
  var fileName: String {
    let path = self.path
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}

/// Where an issue is reported: the call's file and column, at the snapshot closure's line when known.
struct IssueLocation: Sendable {
  var site: CallSite
  var line: UInt
}
