/// A call Swift reported, read once: its snapshot closures are selected from it, and its function
/// checked, without reading the file again.
///
/// ```swift
/// let call = try CallLocator(file).call(line: 12, column: 25)
/// try call.checkFunction("signIn()")
/// let located = try call.snapshot(for: ClosureDescriptor())
/// ```
package struct LocatedCall: Sendable {
  let syntax: CallSyntax
  /// The significant token Swift reported: the call's `(` or first `{`.
  let start: Int
  let place: ReportedLocation

  /// The snapshot closure `descriptor` names in this call, or where a new one goes.
  package func snapshot(for descriptor: ClosureDescriptor) throws(SyntaxError) -> LocatedSnapshot {
    try syntax.select(descriptor, place: place)
  }

  /// Checks that the call lies in `function` (what `#function` said at it) when the file declares
  /// that function; nothing is checked for an empty `function` (see
  /// ``CallLocator/checkEnclosingFunction(of:is:place:)``).
  package func checkFunction(_ function: String) throws(SyntaxError) {
    try syntax.locator.checkEnclosingFunction(of: start, is: function, place: place)
  }
}
