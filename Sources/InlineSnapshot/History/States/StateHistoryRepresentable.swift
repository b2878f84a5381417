/// Something the `.states` strategies can snapshot: an array of states or a ``StateHistory``.
///
/// ```swift
/// enum Screen { case loading, data(String) }
/// assertInlineSnapshot(of: [Screen.loading, .data("hello")], as: .states) {
///   """
///   loading
///   data("hello")
///   """
/// }
/// ```
public protocol StateHistoryRepresentable {
  /// The type of one recorded state.
  associatedtype State
  /// The states, oldest first.
  var recordedStates: [State] { get }
}

extension Array: StateHistoryRepresentable {
  /// The array itself: each element is one recorded state.
  public var recordedStates: [Element] { self }
}

extension StateHistory: StateHistoryRepresentable {
  /// The states recorded so far, oldest first (same as ``values``).
  public var recordedStates: [State] { values }
}
