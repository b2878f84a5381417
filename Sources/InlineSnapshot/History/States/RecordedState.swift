/// One step of a state history: the state, and the action that led to it when one was named.
///
/// ```swift
/// history.record(.loading)
/// history.record(.data("hello"), after: "load()")
/// #expect(history.steps == [RecordedState(.loading), RecordedState(.data("hello"), after: "load()")])
/// ```
public struct RecordedState<State> {
  /// The state after the step.
  public var state: State
  /// What led to the state, e.g. `"submit()"`; `nil` for a step that names no action.
  public var action: String?

  /// Creates a step.
  public init(_ state: State, after action: String? = nil) {
    self.state = state
    self.action = action
  }
}

extension RecordedState: Sendable where State: Sendable {}
extension RecordedState: Equatable where State: Equatable {}
extension RecordedState: Hashable where State: Hashable {}
