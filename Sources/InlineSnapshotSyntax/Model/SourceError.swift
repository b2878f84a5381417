/// Why a source file could not be read, understood or safely rewritten.
///
/// The ``message`` is written for the person running the tests: it names the file and says what to do.
package struct SourceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The broad reason, for code that reacts to it.
  package enum Kind: String, Sendable, Hashable, Codable {
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
    /// outside the package; see ``WritableTestFile``).
    case notATestFile
    /// The file changed after the tests were built, or during the run.
    case fileChangedSinceBuild
    /// A pending change named on the command line does not exist.
    case unknownChange
    /// The folder given as the package has no `Package.swift`.
    case notAPackage
    /// The change is a recording that a running test process writes when it ends.
    case recordingInProgress
  }

  /// The broad reason.
  package var kind: Kind
  /// A complete, user-facing explanation.
  package var message: String
  /// The source file concerned, when there is one.
  package var file: String?
  /// The 1-based line concerned, when there is one.
  package var line: Int?

  /// Creates an error.
  package init(_ kind: Kind, _ message: String, file: String? = nil, line: Int? = nil) {
    self.kind = kind
    self.message = message
    self.file = file
    self.line = line
  }

  package var description: String { message }
}
