/// One splice of a rewrite: replace `range` (empty for an insertion) with `text`.
struct Replacement {
  var range: Range<Int>
  var text: String
  /// Orders insertions at the same offset: a call's unlabeled closure before its labeled ones.
  var order: Int
  /// The call and closure the splice writes, for messages (a small copy of the edit's site, so that
  /// sorting and copying replacements stays cheap).
  var edit: Origin
  /// Whether the text is a labeled closure appended after a call, valid only after a `}`.
  var followsClosure = false

  /// Where a replacement comes from.
  struct Origin {
    var line: Int
    var column: Int
    var label: String
  }

  init(range: Range<Int>, text: String, order: Int, edit: SnapshotEdit, followsClosure: Bool = false) {
    self.range = range
    self.text = text
    self.order = order
    self.edit = Origin(line: edit.line, column: edit.column, label: edit.descriptor.trailingClosureLabel)
    self.followsClosure = followsClosure
  }

  /// The replacements sorted by position, without duplicates; throws when two of them touch the
  /// same bytes differently, or when an appended labeled closure would follow a `)` with no
  /// unlabeled closure before it (not valid Swift).
  static func ordered(_ replacements: [Replacement], in file: SourceFile) throws(SyntaxError) -> [Replacement] {
    // At one offset, insertions go before a replacement that starts there: a new closure inserted
    // before a relabeled one.
    let sorted = replacements.sorted {
      ($0.range.lowerBound, $0.range.isEmpty ? 0 : 1, $0.order) < (
        $1.range.lowerBound, $1.range.isEmpty ? 0 : 1, $1.order
      )
    }
    var result: [Replacement] = []
    result.reserveCapacity(sorted.count)
    for replacement in sorted {
      if let last = result.last {
        if last.range == replacement.range && last.order == replacement.order {
          guard last.text == replacement.text else {
            throw conflict(last, replacement, in: file, .sameClosure)
          }
          continue
        }
        guard last.range.upperBound <= replacement.range.lowerBound else {
          throw conflict(last, replacement, in: file, .overlappingCode)
        }
      }
      if replacement.followsClosure {
        let offset = replacement.range.lowerBound
        let followsClosure = offset > 0 && file.bytes[offset - 1] == ASCII.rightBrace
        let followsNewClosure = result.last.map { $0.range.upperBound == offset && $0.text.hasSuffix("}") } ?? false
        guard followsClosure || followsNewClosure else {
          throw SyntaxError(
            .noFirstTrailingClosure(label: replacement.edit.label), in: file, line: replacement.edit.line,
            column: replacement.edit.column)
        }
      }
      result.append(replacement)
    }
    return result
  }

  private static func conflict(
    _ first: Replacement, _ second: Replacement, in file: SourceFile, _ overlap: SyntaxError.Overlap
  ) -> SyntaxError {
    SyntaxError(
      .conflictingEdits(overlap, line: first.edit.line, column: first.edit.column), in: file,
      line: second.edit.line, column: second.edit.column)
  }
}
