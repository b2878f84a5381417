extension SnapshotReview {
  /// The rewrite every real review uses: ``SourceRewriter`` on the file's bytes.
  public static let sourceRewrite: SnapshotFileWriter.Rewrite = { _, _ throws(SourceError) in
    throw SourceError(.unsupportedSyntax, "TEMPORARY: SourceRewriter is not merged yet.")
  }
}
