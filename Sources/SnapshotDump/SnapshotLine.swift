/// Renders any value compactly on one line, as a history of states reads best.
///
/// ```swift
/// #expect(snapshotLine(State.loading) == "loading")
/// #expect(snapshotLine(State.data("hello")) == #"data("hello")"#)
/// #expect(snapshotLine(State.failed(code: 404, message: "Not found")) == #"failed(code: 404, message: "Not found")"#)
/// #expect(snapshotLine(Point(x: 1, y: 2)) == "Point(x: 1, y: 2)")
/// #expect(snapshotLine([1, 2]) == "[1, 2]")
/// #expect(snapshotLine(["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
/// #expect(snapshotLine(Optional<Int>.none) == "nil")
/// ```
///
/// Enum cases print without their type (`loading`, also when nested); unlabeled associated
/// values are positional. Structs and classes print `Name(field: value, …)`, tuples `(1, x: 2)`,
/// arrays and sets `[a, b]` (sets sorted), dictionaries `["k": v]` sorted by key (`[:]` when
/// empty). Optionals are transparent. Leaves (strings, numbers, `Date`, `URL`, …) print exactly as
/// in ``snapshotDump(_:redacting:placeholders:)``, and so do cycles, objects met again
/// (`Node #1 (see above)`), closures, metatypes and redactions. Any depth renders.
///
/// - Parameters:
///   - value: The value to render.
///   - redacting: Property names and string dictionary keys whose values print as `<redacted>`.
///   - placeholders: The values printed as numbered tokens (`<UUID 1>`), as
///     ``snapshotDump(_:redacting:placeholders:)`` prints them.
/// - Returns: One line of text.
public func snapshotLine<Value>(
  _ value: Value, redacting: Set<String> = [], placeholders: SnapshotPlaceholders = []
) -> String {
  PlaceholderLayout.write(
    value, redacting: redacting, placeholders: placeholders, numbering: nil, style: .line(qualifiesEnumCases: false))
}

/// `snapshotLine` with the placeholders of `numbering`, written as a piece of
/// the numbering's snapshot (provisional tokens, the user's text escaped) until
/// ``PlaceholderNumbering/finish(_:)`` numbers the whole snapshot; a plain line without one.
package func snapshotLine<Value>(_ value: Value, redacting: Set<String>, numbering: PlaceholderNumbering?) -> String {
  PlaceholderLayout.write(
    value, redacting: redacting, placeholders: [], numbering: numbering, style: .line(qualifiesEnumCases: false))
}
