/// Renders any value as a deterministic, indented `▿` tree, ready to be compared as text.
///
/// ```swift
/// let text = snapshotDump([CurrencyRateRequest(amount: 200, amountSource: .from, loanAmount: "null")])
/// #expect(
///   text == """
///     ▿ 1 element
///       ▿ CurrencyRateRequest
///         - amount: 200.0
///         - amountSource: AmountSource.from
///         - loanAmount: "null"
///     """
/// )
/// ```
///
/// - `▿` marks a value with children, `-` a leaf; children are indented by two spaces per level
///   and written as `label: value` when they have a label.
/// - Structs and classes print their unqualified type name (`Box<Int>`, `Outer.Inner`) and their
///   stored properties in declaration order, a superclass's first. A class instance met again
///   while its own properties are being dumped prints `(circular reference)`.
/// - Each object prints in full once per dump. Met again, it prints as a reference to that print,
///   which then carries a number (only objects referred to are numbered, from `#1` in the order
///   they appear):
///   ```text
///   ▿ Transfer
///     ▿ from: Account #1
///       - name: "alice"
///     - to: Account #1 (see above)
///   ```
///   Dictionary values are written in the order of their keys, so the entry whose key sorts first
///   holds the full print. Each set member is written on its own: it may refer to objects printed
///   before the set, but an object two members share prints in full in each.
/// - Depth is limited by memory, not by the thread's stack. Lines are indented two spaces per
///   level down to depth 31; every deeper line is indented 64 spaces and carries its depth,
///   `[40] ▿ next: Node`, so the output stays linear in the size of the value.
/// - Enums print `Type.case`; associated values become children named by their labels, or `0`,
///   `1`, … when unlabeled.
/// - Optionals are transparent (`nil` for none), arrays print `N elements`, sets `N members`
///   sorted by their dump, dictionaries `N key/value pairs` sorted by key, tuples `(N elements)`.
/// - Strings and characters are quoted and escaped on one line; numbers and `Bool` print as Swift
///   prints them; `Date` as ISO-8601 UTC, `URL` as its absolute string, `UUID` upper-cased, `Data`
///   as `N bytes`, `Decimal` as its description; closures as `(Function)`, metatypes as `Int.self`,
///   key paths as Swift writes them (`\User.name`), `Duration` as Swift prints it.
/// - Storage the compiler or runtime adds is left out: an actor's `$defaultActor`, fields of
///   `Builtin` types (the handle inside a `Task`), the `@Observable` registrar; streams print as
///   their type. <doc:RuntimeInternals> lists what is hidden and why.
/// - No memory address, hash seed or dictionary order ever shows in the output, and it has no
///   trailing newline.
///
/// Conform a type to ``CustomSnapshotDumpStringConvertible`` to print it as one line, or to
/// ``CustomSnapshotDumpReflectable`` to choose its children.
///
/// Values that change on every run print as numbered tokens with `placeholders`
/// (``SnapshotPlaceholders``): typed values (`UUID`, `Date`, registered types) wherever they are,
/// and the text kinds inside strings, URLs and other one-line values. Sets and dictionaries are
/// then sorted by their text with those values masked, so their order does not change from run to
/// run.
///
/// - Parameters:
///   - value: The value to dump.
///   - redacting: Property names and string dictionary keys whose values print as `<redacted>`,
///     at any depth: `snapshotDump(session, redacting: ["accessToken"])` prints
///     `- accessToken: <redacted>`.
///   - placeholders: The values printed as numbered tokens: `.standard` prints UUIDs as
///     `<UUID 1>`, `<UUID 2>`, … and dates as `<Date 1>`, …
/// - Returns: The dump, without a trailing newline.
public func snapshotDump<Value>(
  _ value: Value, redacting: Set<String> = [], placeholders: SnapshotPlaceholders = []
) -> String {
  PlaceholderLayout.write(value, redacting: redacting, placeholders: placeholders, numbering: nil, style: .tree)
}

/// `snapshotDump` with the placeholders of `numbering`, written as a piece of
/// the numbering's snapshot (provisional tokens, the user's text escaped) until
/// ``PlaceholderNumbering/finish(_:)`` numbers the whole snapshot; a plain dump without one.
package func snapshotDump<Value>(_ value: Value, redacting: Set<String>, numbering: PlaceholderNumbering?) -> String {
  PlaceholderLayout.write(value, redacting: redacting, placeholders: [], numbering: numbering, style: .tree)
}
