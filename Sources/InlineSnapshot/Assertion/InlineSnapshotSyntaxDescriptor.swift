import InlineSnapshotSource

/// Where a call keeps its inline snapshot, for helpers that forward to `assertInlineSnapshot`.
///
/// The default describes `assertInlineSnapshot` itself: the first trailing closure, labeled
/// `matches:` when written as an argument. A helper whose snapshot lives elsewhere passes a
/// descriptor along with its own `#fileID`, `#filePath`, `#line` and `#column`:
///
/// ```swift
/// extension API {
///   func expectInlineSnapshot(
///     matches expected: (() -> String)? = nil,
///     fileID: StaticString = #fileID, file: StaticString = #filePath,
///     function: StaticString = #function, line: UInt = #line, column: UInt = #column
///   ) {
///     assertInlineSnapshot(
///       of: requests, as: .requests, matches: expected,
///       fileID: fileID, file: file, function: function, line: line, column: column
///     )
///   }
/// }
///
/// // assertThing { input } matches: { output }
/// func assertThing(
///   _ input: () -> String, matches expected: (() -> String)? = nil,
///   fileID: StaticString = #fileID, file: StaticString = #filePath,
///   function: StaticString = #function, line: UInt = #line, column: UInt = #column
/// ) {
///   assertInlineSnapshot(
///     of: input(), as: .lines,
///     syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches", trailingClosureOffset: 1),
///     matches: expected,
///     fileID: fileID, file: file, function: function, line: line, column: column
///   )
/// }
/// ```
public struct InlineSnapshotSyntaxDescriptor: Hashable, Sendable {
  /// The label of `assertInlineSnapshot`'s own snapshot closure, `matches`.
  public static let defaultTrailingClosureLabel = ClosureDescriptor.defaultTrailingClosureLabel

  /// The argument label of the snapshot closure (used when it is not the first trailing closure).
  public var trailingClosureLabel: String
  /// The index of the snapshot closure among the call's trailing closures; 0 is the first.
  public var trailingClosureOffset: Int
  /// Labels a helper used before; a closure labeled with one is found and relabeled.
  public var deprecatedTrailingClosureLabels: [String]

  /// Describes where a helper keeps its snapshot closure.
  ///
  /// ```swift
  /// InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "output", trailingClosureOffset: 1)
  /// ```
  public init(
    trailingClosureLabel: String = Self.defaultTrailingClosureLabel,
    trailingClosureOffset: Int = 0,
    deprecatedTrailingClosureLabels: [String] = []
  ) {
    self.trailingClosureLabel = trailingClosureLabel
    self.trailingClosureOffset = trailingClosureOffset
    self.deprecatedTrailingClosureLabels = deprecatedTrailingClosureLabels
  }

  /// The argument order of InlineSnapshotTesting, so helpers written for it keep compiling.
  ///
  /// ```swift
  /// InlineSnapshotSyntaxDescriptor(deprecatedTrailingClosureLabels: ["matches"], trailingClosureLabel: "response")
  /// ```
  public init(
    deprecatedTrailingClosureLabels: [String],
    trailingClosureLabel: String = Self.defaultTrailingClosureLabel,
    trailingClosureOffset: Int = 0
  ) {
    self.init(
      trailingClosureLabel: trailingClosureLabel,
      trailingClosureOffset: trailingClosureOffset,
      deprecatedTrailingClosureLabels: deprecatedTrailingClosureLabels
    )
  }

  /// Reports a test failure at the described snapshot closure, or at the call when it has none.
  ///
  /// ```swift
  /// descriptor.fail("The response was empty.", fileID: fileID, file: file, line: line, column: column)
  /// ```
  public func fail(
    _ message: @autoclosure () -> String = "",
    fileID: StaticString,
    file filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let site = SnapshotSite(filePath: "\(filePath)", line: line, column: column, function: "", descriptor: closureDescriptor)
    let reportingLine = SnapshotSession.shared.file(at: site.path).reportingLine(of: site)
    IssueReporter.report(
      message(), at: IssueLocation(fileID: fileID, filePath: filePath, line: UInt(reportingLine), column: column))
  }

  /// The descriptor the source module understands.
  var closureDescriptor: ClosureDescriptor {
    ClosureDescriptor(
      trailingClosureLabel: trailingClosureLabel,
      trailingClosureOffset: trailingClosureOffset,
      deprecatedTrailingClosureLabels: deprecatedTrailingClosureLabels
    )
  }
}
