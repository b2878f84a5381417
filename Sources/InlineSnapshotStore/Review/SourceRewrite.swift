import InlineSnapshotSyntax

extension SnapshotReview {
  /// The rewrite every real review uses: ``SourceRewriter`` on the file's bytes.
  package static let sourceRewrite: SnapshotFileWriter.Rewrite = { bytes, edits throws(SyntaxError) in
    try SourceRewriter.apply(edits, to: SourceFile(bytes: bytes))
  }
}
