/// The `file:line:column` Swift reported for a call, for error messages.
struct ReportedLocation {
  let file: SourceFile
  let line: Int
  let column: Int

  /// An error at this place: its message starts with `file:line:column:`.
  func error(_ reason: SyntaxError.Reason) -> SyntaxError {
    SyntaxError(reason, in: file, line: line, column: column)
  }
}
