/// The `file:line:column` Swift reported for a call, for error messages.
struct ReportedLocation {
  let file: SourceFile
  let line: Int
  let column: Int

  /// An error that starts with `file:line:column:`.
  func error(_ kind: SourceError.Kind, _ message: String) -> SourceError {
    SourceError(kind, "\(file.displayPath):\(line):\(column): \(message)", file: file.path, line: line)
  }
}
