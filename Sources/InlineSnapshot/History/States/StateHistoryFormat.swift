import SnapshotDump

/// Renders a state history as text: what the `.states` strategies snapshot.
///
/// ``Style/lines`` prints one compact line per state (`snapshotLine`):
///
/// ```
/// loading
/// failed(code: 404, message: "Not found")
/// loading
/// data("hello")
/// ```
///
/// ``Style/dump`` prints every step's full `▿` dump (`snapshotDump`), numbered from 1; the lines
/// of a dump after its first are indented under it:
///
/// ```
/// 1. - ViewState.loading
/// 2. ▿ ViewState.data
///      - 0: "hello"
/// ```
///
/// An empty history prints `(no states)`.
///
/// With `removingDuplicates`, a state that renders exactly like the one before it is dropped
/// (before numbering). Comparing the rendered text rather than requiring `Equatable` works for
/// every state type and matches what the snapshot shows: equal states always collapse, and
/// states that differ only in a redacted field collapse too.
public struct StateHistoryFormat: Hashable, Sendable {
  /// How each state is printed.
  public enum Style: Hashable, Sendable {
    /// One compact line per state.
    case lines
    /// A numbered full `▿` dump per state.
    case dump
  }

  /// How each state is printed.
  public var style: Style
  /// Whether a state rendered exactly like the previous one is left out.
  public var removingDuplicates: Bool
  /// Field names whose values print as `<redacted>`.
  public var redacting: Set<String>

  /// Creates a format.
  public init(style: Style = .lines, removingDuplicates: Bool = false, redacting: Set<String> = []) {
    self.style = style
    self.removingDuplicates = removingDuplicates
    self.redacting = redacting
  }

  /// The text of a history.
  public func render<State>(_ states: [State]) -> String {
    render(
      states,
      line: { snapshotLine($0, redacting: redacting) },
      dump: { snapshotDump($0, redacting: redacting) }
    )
  }

  func render<State>(_ states: [State], line: (State) -> String, dump: (State) -> String) -> String {
    var steps = states.map(style == .lines ? line : dump)
    if removingDuplicates {
      steps = steps.enumerated().filter { $0.offset == 0 || steps[$0.offset - 1] != $0.element }.map(\.element)
    }
    guard !steps.isEmpty else { return "(no states)" }
    switch style {
    case .lines:
      return steps.joined(separator: "\n")
    case .dump:
      return steps.enumerated().map { offset, dump in
        let number = "\(offset + 1). "
        let indentation = String(repeating: " ", count: number.count)
        return number + dump.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
          .map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : indentation + $0.element }
          .joined(separator: "\n")
      }.joined(separator: "\n")
    }
  }
}
