import InlineSnapshotSyntax

/// How a file's new bytes are computed from the bytes a set of edits is numbered against: the
/// syntax module's rewriter (``SwiftSourceRewriting``) everywhere but in tests of the writer itself.
package protocol SourceRewriting: Sendable {
  /// The bytes with `edits` applied; a ``SyntaxError`` when an edit does not land in them.
  func rewrite(_ bytes: [UInt8], applying edits: [SnapshotEdit]) throws(SyntaxError) -> [UInt8]
}

/// ``SourceRewriter`` on a file's bytes.
///
/// ```swift
/// let writer = SnapshotFileWriter(stateDirectory: state, rewriting: SwiftSourceRewriting(reusing: built))
/// ```
package struct SwiftSourceRewriting: SourceRewriting {
  /// The file the edits were computed against, tokenized already: used as it is when the bytes to
  /// rewrite are its bytes, so that it is not tokenized again.
  private let parsed: SourceFile?

  package init(reusing parsed: SourceFile? = nil) {
    self.parsed = parsed
  }

  package func rewrite(_ bytes: [UInt8], applying edits: [SnapshotEdit]) throws(SyntaxError) -> [UInt8] {
    let file = parsed.flatMap { $0.bytes == bytes ? $0 : nil } ?? SourceFile(bytes: bytes, path: parsed?.path)
    return try SourceRewriter.apply(edits, to: file)
  }
}
