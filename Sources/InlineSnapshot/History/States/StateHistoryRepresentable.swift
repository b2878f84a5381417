/// Something the `.states` strategies can snapshot: an array of states or a ``StateHistory``.
///
/// ```swift
/// enum Screen {
///   case loading
///   case data(String)
/// }
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
  /// The steps, oldest first: each state with the action that led to it, if one was named.
  var recordedSteps: [RecordedState<State>] { get }
}

extension Array: StateHistoryRepresentable {
  /// The array itself: each element is one recorded state, with no action.
  public var recordedSteps: [RecordedState<Element>] { map { RecordedState($0) } }
}

extension StateHistory: StateHistoryRepresentable {
  /// The steps recorded so far, oldest first (same as ``steps``).
  public var recordedSteps: [RecordedState<State>] { steps }
}
