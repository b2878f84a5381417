/// The record mode, diff tool and placeholders in effect for the assertions of a test, a suite or a
/// scope.
///
/// ``withSnapshotTesting(record:diffTool:placeholders:operation:)`` and the Swift Testing trait
/// `.snapshots(record:diffTool:placeholders:)` set it; assertion helpers read it through ``current``:
///
/// ```swift
/// func assertParse(
///   _ input: String,
///   record: SnapshotTestingConfiguration.Record? = nil,
///   matches expected: (() -> String)? = nil,
///   fileID: StaticString = #fileID, file: StaticString = #filePath,
///   function: StaticString = #function, line: UInt = #line, column: UInt = #column
/// ) {
///   let record = record ?? SnapshotTestingConfiguration.current?.record
///   assertInlineSnapshot(
///     of: parse(input), as: .dump, record: record, matches: expected,
///     fileID: fileID, file: file, function: function, line: line, column: column
///   )
/// }
/// ```
///
/// The names are InlineSnapshotTesting's, so suites and helpers written for it compile unchanged.
public struct SnapshotTestingConfiguration: Sendable {
  /// A record mode; the same type as ``SnapshotRecordMode``.
  public typealias Record = SnapshotRecordMode

  /// The configuration of the innermost `withSnapshotTesting` or `.snapshots` trait, or `nil` outside
  /// of any.
  @TaskLocal public static var current: SnapshotTestingConfiguration?

  /// The record mode for assertions that do not pass `record:`; `nil` leaves it to
  /// `SNAPSHOT_TESTING_RECORD` and the default.
  public var record: Record?

  /// The tool a failing assertion offers to open its expected and actual snapshots with; `nil` for none.
  public var diffTool: DiffTool?

  /// The values printed as numbered tokens (`<UUID 1>`) by assertions that do not pass
  /// `placeholders:`; `nil` keeps the enclosing scope's, `[]` replaces none.
  public var placeholders: SnapshotPlaceholders? = nil

  /// Creates a configuration.
  ///
  /// ```swift
  /// let configuration = SnapshotTestingConfiguration(record: .failed, diffTool: .ksdiff)
  /// ```
  public init(record: Record?, diffTool: DiffTool?) {
    self.record = record
    self.diffTool = diffTool
  }

  /// Creates a configuration with placeholders.
  ///
  /// ```swift
  /// let withPlaceholders = SnapshotTestingConfiguration(record: nil, diffTool: nil, placeholders: .standard)
  /// ```
  public init(record: Record?, diffTool: DiffTool?, placeholders: SnapshotPlaceholders?) {
    self.init(record: record, diffTool: diffTool)
    self.placeholders = placeholders
  }

  /// This configuration with each setting replaced where the given one is not `nil`: the closest
  /// scope wins, placeholders included (they replace the enclosing ones, they do not add to them).
  func overriding(
    record: Record?, diffTool: DiffTool?, placeholders: SnapshotPlaceholders?
  ) -> SnapshotTestingConfiguration {
    SnapshotTestingConfiguration(
      record: record ?? self.record, diffTool: diffTool ?? self.diffTool,
      placeholders: placeholders ?? self.placeholders)
  }
}
