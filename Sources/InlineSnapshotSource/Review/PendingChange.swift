import Foundation

/// A snapshot the toolkit would have written but did not (record mode `never`, a mismatch in mode
/// `missing`, or a refused write), kept for review with `inline-snapshot status | diff | accept | reject`.
///
/// ```swift
/// let change = PendingChange(
///   file: "/work/app/Tests/AppTests/LoginTests.swift", line: 12, column: 25, test: "LoginTests/signIn()",
///   descriptor: ClosureDescriptor(), expected: "GET /profile", actual: "POST /auth/sms\nGET /profile",
///   fileHash: ContentHash.of(originalBytes))
/// try PendingStore(directory: folder).save(change)
/// ```
public struct PendingChange: Codable, Sendable, Hashable, Identifiable {
  /// A short stable name: the same call and closure always get the same id (see ``makeID(file:line:column:descriptor:)``).
  public var id: String
  /// The absolute path of the source file.
  public var file: String
  /// The 1-based line Swift reported for the call.
  public var line: Int
  /// The 1-based UTF-8 column Swift reported for the call.
  public var column: Int
  /// The test that made the assertion, for example `LoginTests/signIn()`.
  public var test: String
  /// Which closure of the call holds the snapshot.
  public var descriptor: ClosureDescriptor
  /// The snapshot in the source, nil when the call has none yet.
  public var expected: String?
  /// The snapshot the test produced.
  public var actual: String
  /// ``ContentHash`` of the file the line and column refer to (the file the tests were built from).
  public var fileHash: String
  /// When the change was recorded, if known.
  public var created: Date?

  /// Creates a change; its id is derived from the file, position and descriptor.
  public init(
    file: String, line: Int, column: Int, test: String, descriptor: ClosureDescriptor = ClosureDescriptor(),
    expected: String?, actual: String, fileHash: String, created: Date? = nil
  ) {
    self.id = Self.makeID(file: file, line: line, column: column, descriptor: descriptor)
    self.file = file
    self.line = line
    self.column = column
    self.test = test
    self.descriptor = descriptor
    self.expected = expected
    self.actual = actual
    self.fileHash = fileHash
    self.created = created
  }

  /// Eight hex digits of the ``ContentHash`` of file, line, column and descriptor.
  public static func makeID(file: String, line: Int, column: Int, descriptor: ClosureDescriptor) -> String {
    let key = [
      file, String(line), String(column), descriptor.trailingClosureLabel, String(descriptor.trailingClosureOffset),
      descriptor.deprecatedTrailingClosureLabels.joined(separator: ","),
    ].joined(separator: "\n")
    return String(ContentHash.of(key).prefix(8))
  }

  /// The edit that accepting this change applies, numbered against the file with ``fileHash``.
  public var edit: SnapshotEdit {
    SnapshotEdit(line: line, column: column, descriptor: descriptor, snapshot: actual, expected: expected)
  }
}
