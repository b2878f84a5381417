import InlineSnapshotSyntax

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
/// ```
///
/// ```swift
/// // assertThing { input } is: { output }, or assertThing(of: { input }) { output }
/// func assertThing(
///   of input: () -> String, is expected: (() -> String)? = nil,
///   fileID: StaticString = #fileID, file: StaticString = #filePath,
///   function: StaticString = #function, line: UInt = #line, column: UInt = #column
/// ) {
///   assertInlineSnapshot(
///     of: input(), as: .lines,
///     syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1),
///     matches: expected,
///     fileID: fileID, file: file, function: function, line: line, column: column
///   )
/// }
/// ```
public struct InlineSnapshotSyntaxDescriptor: Hashable, Sendable {
  /// The label of `assertInlineSnapshot`'s own snapshot closure, `matches`.
  public static let defaultTrailingClosureLabel = ClosureDescriptor.defaultTrailingClosureLabel

  /// Labels a helper used before; a closure labeled with one is found and relabeled when rewritten.
  public var deprecatedTrailingClosureLabels: [String]
  /// The argument label of the snapshot closure, written when the closure is labeled.
  public var trailingClosureLabel: String
  /// Which closure of the call holds the snapshot, counted from 0.
  ///
  /// Counting starts at the first of the closure arguments that end the parenthesised argument list
  /// and goes on through the trailing closures, so a helper with offset 1 finds its snapshot in each of
  ///
  /// ```swift
  /// assertThing {
  ///   input
  /// } is: {
  ///   output
  /// }
  /// assertThing(of: { input }) { output }
  /// assertThing(of: { input }, is: { output })
  /// ```
  ///
  /// A helper with several optional snapshot closures counts the ones the caller passed before each:
  /// `diagnostics:` gets 1, `expansion:` 2 when `diagnostics:` was passed, else 1.
  public var trailingClosureOffset: Int

  /// Describes where a helper keeps its snapshot closure. The argument order is InlineSnapshotTesting's.
  ///
  /// ```swift
  /// let isClosure = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "is", trailingClosureOffset: 1)
  /// let expansion = InlineSnapshotSyntaxDescriptor(
  ///   deprecatedTrailingClosureLabels: ["matches"], trailingClosureLabel: "expansion", trailingClosureOffset: 2
  /// )
  /// ```
  public init(
    deprecatedTrailingClosureLabels: [String] = [],
    trailingClosureLabel: String = Self.defaultTrailingClosureLabel,
    trailingClosureOffset: Int = 0
  ) {
    self.deprecatedTrailingClosureLabels = deprecatedTrailingClosureLabels
    self.trailingClosureLabel = trailingClosureLabel
    self.trailingClosureOffset = trailingClosureOffset
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
    let site = SnapshotSite(
      filePath: "\(filePath)", line: line, column: column, function: "", descriptor: closureDescriptor)
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
