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
/// - Enums print `Type.case`; associated values become children named by their labels, or `0`,
///   `1`, … when unlabeled.
/// - Optionals are transparent (`nil` for none), arrays print `N elements`, sets `N members`
///   sorted by their dump, dictionaries `N key/value pairs` sorted by key, tuples `(N elements)`.
/// - Strings and characters are quoted and escaped on one line; numbers and `Bool` print as Swift
///   prints them; `Date` as ISO-8601 UTC, `URL` as its absolute string, `UUID` upper-cased, `Data`
///   as `N bytes`, `Decimal` as its description; closures as `(Function)`, metatypes as `Int.self`.
/// - No memory address, hash seed or dictionary order ever shows in the output, and it has no
///   trailing newline.
///
/// Conform a type to ``CustomSnapshotDumpStringConvertible`` to print it as one line, or to
/// ``CustomSnapshotDumpReflectable`` to choose its children.
///
/// - Parameters:
///   - value: The value to dump.
///   - redacting: Property names and string dictionary keys whose values print as `<redacted>`,
///     at any depth: `snapshotDump(session, redacting: ["accessToken"])` prints
///     `- accessToken: <redacted>`.
/// - Returns: The dump, without a trailing newline.
public func snapshotDump<Value>(_ value: Value, redacting: Set<String> = []) -> String {
  var layout = BlockLayout(context: DumpContext(redacting: redacting))
  withUnsafePointer(to: value) { layout.write(at: $0, of: Value.self, label: nil, depth: 0) }
  return layout.output
}
