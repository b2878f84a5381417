import InlineSnapshotSource

/// Finds snapshot closures in test source files, parsing each file once per process.
///
/// Test files do not change while the tests run (edits are applied at exit), so a parse is reused by
/// every assertion of the file, from any thread.
final class SnapshotClosureLocator: Sendable {
  static let shared = SnapshotClosureLocator()

  private struct ParsedFile: Sendable {
    var file: SourceFile
    var locator: CallLocator
  }

  private let files = Locked<[String: Result<ParsedFile, SourceError>]>([:])

  private func parsed(_ path: String) -> Result<ParsedFile, SourceError> {
    if let cached = files.withLock({ $0[path] }) { return cached }
    // Parse outside the lock so that files are parsed in parallel; a rare double parse is harmless.
    let result: Result<ParsedFile, SourceError>
    do throws(SourceError) {
      let file = try SourceFile(contentsOf: path)
      result = .success(ParsedFile(file: file, locator: CallLocator(file)))
    } catch {
      result = .failure(error)
    }
    return files.withLock { files in
      if let existing = files[path] { return existing }
      files[path] = result
      return result
    }
  }

  /// The bytes of the file as the tests first read it.
  func contents(of path: String) -> Result<[UInt8], SourceError> {
    parsed(path).map(\.file.bytes)
  }

  /// The snapshot (or insertion point) of the call at the site.
  func locate(_ site: CallSite, descriptor: ClosureDescriptor) -> Result<LocatedSnapshot, SourceError> {
    parsed(site.path).flatMap { parsed in
      Result { () throws(SourceError) in
        try parsed.locator.locate(line: Int(site.line), column: Int(site.column), descriptor: descriptor)
      }
    }
  }

  /// Where to report an issue: the snapshot closure's line when the call has one, else the call's.
  func reportingLine(of site: CallSite, descriptor: ClosureDescriptor) -> IssueLocation {
    if case .success(let located) = locate(site, descriptor: descriptor), let closure = located.closure {
      return IssueLocation(site: site, line: UInt(closure.line))
    }
    return IssueLocation(site: site, line: site.line)
  }
}
