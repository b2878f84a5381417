import Foundation
import LiteralTokens

/// How two snapshots of a format are compared and how their difference is shown.
///
/// Inline snapshots are strings, so the diffing you will meet most is ``Diffing/lines``:
///
/// ```swift
/// #expect(Diffing<String>.lines.diff("a\nb", "a\nc") == "@@ -1,2 +1,2 @@\n a\n-b\n+c")
/// ```
public struct Diffing<Format> {
  /// Returns `nil` when `expected` and `actual` match, else a human-readable difference.
  public var diff: (_ expected: Format, _ actual: Format) -> String?

  /// The conversions to and from data a diffing written for InlineSnapshotTesting was made with.
  var storedToData: ((Format) -> Data)?
  var storedFromData: ((Data) -> Format)?

  /// Creates a diffing from a function that returns `nil` for matching values.
  ///
  /// ```swift
  /// let caseInsensitive = Diffing<String> { expected, actual in
  ///   expected.lowercased() == actual.lowercased() ? nil : "\(expected) ≠ \(actual)"
  /// }
  /// ```
  public init(diff: @escaping (_ expected: Format, _ actual: Format) -> String?) {
    self.diff = diff
  }
}

extension Diffing where Format == String {
  /// Line-by-line comparison rendered as a unified diff (expected → actual, `@@` hunks, 3 lines of
  /// context). Two texts are the same when their bytes are: not when Swift's `==` calls them equal
  /// while they spell a character differently (`é` as one scalar, or `e` and a combining accent).
  ///
  /// ```swift
  /// #expect(Diffing<String>.lines.diff("same", "same") == nil)
  /// ```
  public static var lines: Diffing<String> {
    Diffing { expected, actual in
      expected.hasSameBytes(as: actual) ? nil : SnapshotDifference.unified(expected: expected, actual: actual)
    }
  }
}
