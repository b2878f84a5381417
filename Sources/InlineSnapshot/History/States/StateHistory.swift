/// A thread-safe list of the states something went through, in the order they were set.
///
/// Record from a spy subclass's `didSet`, or from any observer closure:
///
/// ```swift
/// final class SpyViewModel: ViewModel {
///   let history = StateHistory<State>()
///   override var state: State {
///     didSet { history.record(state) }
///   }
/// }
///
/// let sut = SpyViewModel()
/// await sut.load()
/// await sut.retry()
/// assertInlineSnapshot(of: sut.history, as: .states) {
///   """
///   loading
///   failed(code: 404, message: "Not found")
///   loading
///   data("hello")
///   """
/// }
/// ```
public final class StateHistory<State> {
  private let buffer: RecordingBuffer<State>

  /// Creates a history that starts with `initial` (for example the state a spy starts in).
  public init(_ initial: [State] = []) {
    buffer = RecordingBuffer(initial)
  }

  /// Appends a state; safe to call from any thread or task.
  public func record(_ state: State) {
    buffer.append(state)
  }

  /// The states recorded so far, oldest first.
  public var values: [State] {
    buffer.values
  }

  /// Forgets every recorded state.
  public func reset() {
    buffer.removeAll()
  }
}

extension StateHistory: Sendable where State: Sendable {}
