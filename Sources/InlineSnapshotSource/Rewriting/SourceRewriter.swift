/// Applies snapshot edits to a source file: every edit of the file in one pass.
///
/// ```swift
/// let file = SourceFile(bytes: Array("assertInlineSnapshot(of: 1, as: .description)\n".utf8))
/// let edit = SnapshotEdit(line: 1, column: 21, snapshot: "1", expected: nil)
/// let rewritten = try SourceRewriter.apply([edit], to: file)
/// // assertInlineSnapshot(of: 1, as: .description) {
/// //     """
/// //     1
/// //     """
/// // }
/// ```
public enum SourceRewriter {
  /// Applies every edit in one pass; bytes outside the edited closures are unchanged; throws (and
  /// applies nothing) when an edit cannot be located, when edit.expected != the located closure's
  /// literal (.fileChangedSinceBuild), or when the file has #sourceLocation.
  ///
  /// A replaced closure becomes `{` NL literal NL indent `}`; a new one ` {` (or ` label: {`) NL
  /// literal NL indent `}` right after the call's `)` or last trailing closure (an empty `()` is
  /// replaced by the new first trailing closure), where indent is the
  /// indentation of the line the call starts on, the literal is indented one ``Indentation/unit(of:)``
  /// deeper, and NL is the file's line break.
  public static func apply(_ edits: [SnapshotEdit], to file: SourceFile) throws(SourceError) -> [UInt8] {
    guard !edits.isEmpty else { return file.bytes }
    let locator = CallLocator(file)
    let unit = Indentation.unit(of: file.bytes)
    let newline = LineEnding.of(file.bytes)
    var replacements: [Replacement] = []
    replacements.reserveCapacity(edits.count)
    for edit in edits {
      let located = try locator.locate(
        line: edit.line, column: edit.column, descriptor: edit.descriptor, function: edit.site.function)
      try verify(edit, against: located, in: file)
      let indentation = Indentation.leadingWhitespace(ofLine: located.callLine, in: file)
      let literal = LiteralWriter.literal(for: edit.snapshot, indentation: indentation + unit, newline: newline)
      let body = newline + literal + newline + indentation + "}"
      if let closure = located.closure {
        let head = closure.relabel.map { "\($0): {" } ?? "{"
        replacements.append(Replacement(range: closure.range, text: head + body, order: 0, edit: edit))
      } else {
        let head = located.insertionLabel.map { " \($0): {" } ?? " {"
        let offset = located.insertionOffset
        replacements.append(
          Replacement(
            range: located.replacedEmptyArguments ?? offset..<offset, text: head + body,
            order: edit.descriptor.trailingClosureOffset, edit: edit))
      }
    }
    let ordered = try Replacement.ordered(replacements, in: file)
    var output: [UInt8] = []
    output.reserveCapacity(file.bytes.count + ordered.reduce(0) { $0 + $1.text.utf8.count })
    var cursor = 0
    for replacement in ordered {
      output.append(contentsOf: file.bytes[cursor..<replacement.range.lowerBound])
      output.append(contentsOf: replacement.text.utf8)
      cursor = replacement.range.upperBound
    }
    output.append(contentsOf: file.bytes[cursor...])
    return output
  }

  /// Checks, without rewriting anything, that `edit` would land: its call is found at its line and
  /// column in its function, and the closure holds the snapshot the test saw. Throws what
  /// ``apply(_:to:)`` would throw for it.
  public static func check(_ edit: SnapshotEdit, with locator: CallLocator) throws(SourceError) {
    let located = try locator.locate(
      line: edit.line, column: edit.column, descriptor: edit.descriptor, function: edit.site.function)
    try verify(edit, against: located, in: locator.file)
  }

  /// Checks that the file still holds the snapshot the test saw when it was built.
  private static func verify(_ edit: SnapshotEdit, against located: LocatedSnapshot, in file: SourceFile) throws(SourceError) {
    let place = "\(file.displayPath):\(located.closure?.line ?? edit.line)"
    let changed = "Nothing was written to \(file.displayPath); run the tests again so they see the current file."
    guard let closure = located.closure else {
      guard edit.expected == nil else {
        throw SourceError(
          .fileChangedSinceBuild,
          "\(place): the tests were built with a snapshot closure here, but the file has none now: it changed since the build or during the run. \(changed)",
          file: file.path, line: edit.line)
      }
      return
    }
    guard let literal = closure.literal else {
      if let problem = closure.literalProblem {
        throw SourceError(
          .unsupportedSyntax, "\(place): the snapshot closure will not be rewritten: \(problem.message) Update it by hand.",
          file: file.path, line: closure.line)
      }
      throw SourceError(
        .unsupportedSyntax,
        "\(place): the snapshot closure does not hold one plain string literal (for example it computes its value), so it will not be rewritten. Update it by hand.",
        file: file.path, line: closure.line)
    }
    guard edit.expected == literal else {
      let now = edit.expected == nil ? "the tests were built without a snapshot closure here, but the file has one now" : "the snapshot in the file is not the one the tests were built with"
      throw SourceError(
        .fileChangedSinceBuild,
        "\(place): \(now): the file changed since the build or during the run. \(changed)",
        file: file.path, line: closure.line)
    }
  }
}
