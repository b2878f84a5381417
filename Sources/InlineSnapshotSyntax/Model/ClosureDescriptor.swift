/// Names the closure of a call that holds an inline snapshot.
///
/// `assertInlineSnapshot(of:as:) { … }` keeps its snapshot in the first trailing closure, which is
/// also the `matches:` argument. Helpers that forward to it describe where their own snapshot lives:
///
/// ```swift
/// // assertThing { input } matches: { output }
/// ClosureDescriptor(trailingClosureLabel: "matches", trailingClosureOffset: 1)
/// ```
package struct ClosureDescriptor: Hashable, Sendable, Codable {
  /// The label of `assertInlineSnapshot`'s own snapshot closure.
  package static let defaultTrailingClosureLabel = "matches"

  /// The argument label of the snapshot closure when it is not the first trailing closure.
  package var trailingClosureLabel: String
  /// Which closure of the call holds the snapshot, counted from 0: from the first of the closure
  /// arguments that end the parenthesised argument list, then on through the trailing closures.
  package var trailingClosureOffset: Int
  /// Labels that earlier versions of a helper used; a closure with one of them is found and relabeled.
  package var deprecatedTrailingClosureLabels: [String]

  /// Creates a descriptor; the defaults describe `assertInlineSnapshot` itself.
  package init(
    trailingClosureLabel: String = Self.defaultTrailingClosureLabel,
    trailingClosureOffset: Int = 0,
    deprecatedTrailingClosureLabels: [String] = []
  ) {
    self.trailingClosureLabel = trailingClosureLabel
    self.trailingClosureOffset = trailingClosureOffset
    self.deprecatedTrailingClosureLabels = deprecatedTrailingClosureLabels
  }
}
