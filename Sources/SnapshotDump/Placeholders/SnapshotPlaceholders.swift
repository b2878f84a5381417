/// Values that change on every run (`UUID()`, `Date()`, tokens), replaced in a snapshot by
/// numbered tokens that keep their relationships: `<UUID 1>`, `<Date 1>`, `<UUID 2>`.
///
/// ```swift
/// let customer = UUID()
/// let orders = [
///   Order(id: UUID(), items: ["tea"], customerID: customer),
///   Order(id: UUID(), items: ["cake"], customerID: customer),
/// ]
/// #expect(
///   snapshotDump(orders, placeholders: .uuids) == """
///     ▿ 2 elements
///       ▿ Order
///         - id: <UUID 1>
///         ▿ items: 1 element
///           - "tea"
///         - customerID: <UUID 2>
///       ▿ Order
///         - id: <UUID 3>
///         ▿ items: 1 element
///           - "cake"
///         - customerID: <UUID 2>
///     """
/// )
/// ```
///
/// `<Kind N>` stands for the N-th distinct value of that kind in the snapshot, numbered by first
/// appearance; equal values share a token (UUIDs compared ignoring letter case, dates by the
/// instant they denote), so "both orders belong to one customer" is still asserted. Numbering is
/// per snapshot.
///
/// Combine kinds in an array literal: `[.uuids, .dates]` (which is ``standard``),
/// `[.standard, .pattern(#"eyJ[\w.-]+"#, name: "JWT")]`. Kinds with the same name share one
/// numbering.
public struct SnapshotPlaceholders: Sendable, Equatable, ExpressibleByArrayLiteral {
  /// The kinds, each once, in the order they were given.
  let kinds: [PlaceholderKind]

  init(kinds: [PlaceholderKind]) {
    var unique: [PlaceholderKind] = []
    for kind in kinds where !unique.contains(kind) { unique.append(kind) }
    self.kinds = unique
  }

  /// All the kinds of the elements, each once: `[.uuids, .dates]`.
  public init(arrayLiteral elements: SnapshotPlaceholders...) {
    self.init(kinds: elements.flatMap(\.kinds))
  }

  /// No kind: nothing is replaced.
  public var isEmpty: Bool { kinds.isEmpty }

  /// `UUID`s, typed and as text: a `UUID` value in a dump, and UUID-shaped text
  /// (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, either letter case) inside strings, URLs, headers,
  /// bodies and every other line of a snapshot. Printed `<UUID 1>`.
  public static let uuids = SnapshotPlaceholders(kinds: [.uuid])

  /// Dates, typed and as text: a `Date` in a dump, and ISO-8601 date-times with seconds
  /// (`2024-05-01T10:00:00Z`, `…T10:00:00.250+02:00`; no zone counts as UTC) or as `Date`
  /// prints itself (`2024-05-01 10:00:00 +0000`) in text. A date alone (`2024-05-01`), such as a
  /// birthday, is left as it is, and so is a date-time that is no real instant (`2023-02-29`, hour
  /// 24, second 60). Printed `<Date 1>`; two dates share a token when they denote the
  /// same instant to the microsecond.
  public static let dates = SnapshotPlaceholders(kinds: [.date])

  /// ``uuids`` and ``dates``: what most snapshots of scenarios need.
  public static let standard: SnapshotPlaceholders = [.uuids, .dates]

  /// Text matching a regular expression (`NSRegularExpression` syntax), printed `<name 1>`:
  /// `.pattern(#"eyJ[\w.-]+"#, name: "JWT")` prints a token as `<JWT 1>`.
  ///
  /// A pattern is matched within a line of text, never across lines; matches that would overlap an
  /// earlier one are skipped, and so are empty ones. Two matches share a token when their bytes are
  /// equal, as snapshots are compared. A pattern that is not a valid regular
  /// expression matches nothing: ``invalidPatterns`` names it, and `assertInlineSnapshot` fails
  /// saying why.
  public static func pattern(_ regex: String, name: String) -> SnapshotPlaceholders {
    SnapshotPlaceholders(kinds: [.pattern(TextPattern(regex), name: name)])
  }

  /// Values of your own type, printed `<name 1>` wherever a dump meets one:
  /// `.type(Tagged<User, UUID>.self, name: "UserID")` prints `<UserID 1>`, equal values sharing a
  /// token. It applies where the toolkit walks the value (`snapshotDump`, `snapshotLine`, and the
  /// `.dump` and `.states` strategies), to values of exactly this type.
  public static func type<Value: Hashable>(_ type: Value.Type, name: String) -> SnapshotPlaceholders {
    SnapshotPlaceholders(kinds: [.type(TypeKeying<Value>(), name: name)])
  }

  /// The ``pattern(_:name:)`` kinds whose regular expression does not compile, with the reason.
  public var invalidPatterns: [InvalidPattern] {
    kinds.compactMap { kind in
      guard case .pattern(let pattern, let name) = kind, let reason = pattern.problem else { return nil }
      return InvalidPattern(pattern: pattern.source, name: name, reason: reason)
    }
  }

  /// A ``pattern(_:name:)`` that is not a valid regular expression.
  public struct InvalidPattern: Error, Equatable, Sendable, CustomStringConvertible {
    /// The regular expression as it was given.
    public var pattern: String
    /// The name its tokens would have.
    public var name: String
    /// Why it does not compile, as `NSRegularExpression` says.
    public var reason: String

    /// `The placeholder pattern "[" (name "X") is not a valid regular expression: …`.
    public var description: String {
      "The placeholder pattern \(QuotedText.literal(pattern)) (name \(QuotedText.literal(name))) is not a valid "
        + "regular expression: \(reason)"
    }
  }
}
