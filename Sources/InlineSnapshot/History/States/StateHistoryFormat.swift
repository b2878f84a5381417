import LiteralTokens
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
/// ``Style/changes`` prints the first state's dump, then what each later step changed, under the
/// action that caused it:
///
/// ```
/// ▿ SMSScreen
///   - code: ""
///   - state: SMSViewModel.State.editing
///   - wrongAttempts: 0
///
/// → submit()
///   state: SMSViewModel.State.editing → SMSViewModel.State.verifying
///
/// →
///   wrongAttempts: 0 → 1
/// ```
///
/// An empty history prints `(no states)`. Only ``Style/changes`` shows actions.
///
/// With `removingDuplicates`, a state that renders exactly like the one before it is dropped
/// (before numbering); in ``Style/changes`` a step that names an action is kept, as
/// `(no change)`, so no action disappears. Comparing the rendered text rather than requiring
/// `Equatable` works for every state type and matches what the snapshot shows: equal states
/// always collapse, and states that differ only in a redacted field collapse too.
public struct StateHistoryFormat: Hashable, Sendable {
  /// How each state is printed.
  public enum Style: Hashable, Sendable {
    /// One compact line per state.
    case lines
    /// A numbered full `▿` dump per state.
    case dump
    /// The first state's full `▿` dump, then one block per later step: `→` and the step's
    /// action, if it names one, then what changed, indented, one line per changed leaf:
    ///
    /// - `path: old → new` for a changed value;
    /// - `+ path: new` for an element or entry that appeared, `- path: old` for one that went;
    /// - `(no change)` when the step's dump equals the one before.
    ///
    /// Both dumps are `snapshotDump`s with the same redaction; the comparison reads their text.
    ///
    /// **Paths** start at the state itself and follow the dump's labels:
    ///
    /// | in the dump | path | example |
    /// | --- | --- | --- |
    /// | a struct or class field, an enum's labeled payload | `.name` | `profile.firstName` |
    /// | an array or set element (sets in their dump's sorted order) | `[index]` | `errors[0]` |
    /// | a dictionary value | `[key]`, the key as the dump prints it | `headers["Accept"]`, `scores[Level.high]` |
    /// | an unlabeled element of a tuple that has labels | `.position` | `pair.0` |
    /// | the state itself | nothing: the line is `old → new` | `Phase.idle → Phase.done` |
    ///
    /// The leading `.` is left out at the top: `stage`, not `.stage`.
    ///
    /// **A value that is not the same kind of thing is replaced as a whole**, on one line with both
    /// sides written compactly (`Type.case(payload)`, `Type(field: value)`, `[a, b]`, `[k: v]`):
    /// another enum case, another type, `nil` against a value, or an enum case whose payload has no
    /// labels (or a tuple without labels):
    ///
    /// ```
    /// state: State.editing → State.failed("No connection")
    /// address: nil → Address(line1: "221B Baker Street", city: "London")
    /// ```
    ///
    /// Within the same case with labeled payload, the payload's changes are listed by path
    /// (`state.attempt: 1 → 2` for `checking(attempt:)`). The case is not part of the path: a
    /// path only ever runs through a case that did not change.
    ///
    /// **Arrays and sets** compare element by element after setting aside the equal elements at
    /// both ends, so inserting one element is one `+` line. Elements at the same position that
    /// differ are compared by path; extra ones are `-` (at their old index) or `+` (at their new
    /// index). **Dictionaries** and fields compare by key or name; an entry only on one side is
    /// `-` or `+`.
    ///
    /// Steps are separated by a blank line. The cost is linear in the size of the dumps.
    case changes
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

  /// The text of a history of states without actions.
  public func render<State>(_ states: [State]) -> String {
    render(steps: states.map { RecordedState($0) })
  }

  /// The text of a history of steps.
  public func render<State>(steps: [RecordedState<State>]) -> String {
    render(
      steps,
      line: { snapshotLine($0, redacting: redacting) },
      dump: { snapshotDump($0, redacting: redacting) }
    )
  }

  /// The text of a history of steps whose states print the placeholders of `numbering` as its
  /// provisional tokens, so that equal values compare equal across steps; it is one piece of the
  /// numbering's snapshot, its actions written escaped as the states are.
  func render<State>(steps: [RecordedState<State>], numbering: PlaceholderNumbering?) -> String {
    guard let numbering else { return render(steps: steps) }
    return numbering.composing {
      render(
        steps,
        line: { snapshotLine($0, redacting: redacting, numbering: numbering) },
        dump: { snapshotDump($0, redacting: redacting, numbering: numbering) },
        heading: LiteralEscape.escaped
      )
    }
  }

  /// The text of a history whose states print as `line` or `dump` print them, and whose action
  /// headings (`→ submit()`) as `heading` writes them.
  func render<State>(
    _ steps: [RecordedState<State>],
    line: (State) -> String,
    dump: (State) -> String,
    heading: (String) -> String = { $0 }
  ) -> String {
    var rendered = steps.map { (text: style == .lines ? line($0.state) : dump($0.state), action: $0.action) }
    if removingDuplicates {
      var kept: [(text: String, action: String?)] = []
      for step in rendered where kept.last?.text != step.text || (style == .changes && step.action != nil) {
        kept.append(step)
      }
      rendered = kept
    }
    guard !rendered.isEmpty else { return "(no states)" }
    switch style {
    case .lines:
      return rendered.map(\.text).joined(separator: "\n")
    case .dump:
      return rendered.enumerated().map { offset, step in
        let number = "\(offset + 1). "
        let indentation = String(repeating: " ", count: number.count)
        return number
          + step.text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
          .map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : indentation + $0.element }
          .joined(separator: "\n")
      }.joined(separator: "\n")
    case .changes:
      return Self.changes(rendered, heading: heading)
    }
  }

  /// The first dump, then a block per later step with what changed since the step before.
  private static func changes(_ steps: [(text: String, action: String?)], heading write: (String) -> String) -> String {
    var blocks: [String] = []
    var previous: DumpOutline?
    for step in steps {
      let outline = DumpOutline(step.text)
      defer { previous = outline }
      let heading = step.action.map { write("→ " + $0) }
      guard let previous else {
        blocks.append([heading, step.text].compactMap { $0 }.joined(separator: "\n"))
        continue
      }
      let lines = OutlineDifference(old: previous, new: outline).lines
      let body = (lines.isEmpty ? ["(no change)"] : lines).map { "  " + $0 }
      blocks.append(([heading ?? "→"] + body).joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n")
  }
}
