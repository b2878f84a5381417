import InlineSnapshotSyntax

/// The broad reasons nothing is written to a file, for code that reacts to them: a ``Refusal``'s,
/// including those of the syntax module's `SyntaxError` it carries, so that a review treats "the
/// file changed" alike whoever found it.
package enum RefusalKind: String, Sendable, Hashable {
  /// Reading, writing, locking or renaming a file failed.
  case io
  /// Nothing callable was found at the reported location.
  case callNotFound
  /// The location could belong to more than one call, or the closure to edit is not unique.
  case ambiguousCall
  /// The helper's closure descriptor does not describe the call: the snapshot closure it names is
  /// not where the descriptor points, or two descriptors name the same closure.
  case descriptorMismatch
  /// The call is written in a form the rewriter will not touch (for example an interpolated snapshot).
  case unsupportedSyntax
  /// A `#sourceLocation` directive remaps lines in or into the file, so reported lines may not be
  /// the file's lines.
  case sourceLocationDirective
  /// The file is not one a snapshot may be written into (not `.swift`, a manifest, under `.build`,
  /// outside the package).
  case notATestFile
  /// The file changed after the tests were built, or during the run.
  case fileChangedSinceBuild
  /// The change is a recording that a running test process writes when it ends.
  case recordingInProgress
}

extension RefusalKind {
  /// The broad reason of a syntax error.
  init(_ kind: SyntaxError.Kind) {
    switch kind {
    case .callNotFound: self = .callNotFound
    case .ambiguousCall: self = .ambiguousCall
    case .descriptorMismatch: self = .descriptorMismatch
    case .unsupportedSyntax: self = .unsupportedSyntax
    case .sourceLocationDirective: self = .sourceLocationDirective
    case .fileChangedSinceBuild: self = .fileChangedSinceBuild
    }
  }
}
