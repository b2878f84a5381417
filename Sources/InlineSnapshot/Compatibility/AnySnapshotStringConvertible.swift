/// InlineSnapshotTesting's way for a type to choose its line in a `.dump` snapshot, kept so such
/// conformances compile: ``snapshotDescription`` becomes the value's one leaf line, as
/// `CustomSnapshotDumpStringConvertible` (which new code conforms to) does.
///
/// ```swift
/// struct Token: AnySnapshotStringConvertible {
///   var raw: String
///   var snapshotDescription: String { "Token(\(raw.prefix(4))…)" }
/// }
/// ```
///
/// Its children are never shown: ``renderChildren`` is accepted and not read. The standard types
/// (`String`, `Date`, `URL`, `NSObject`, …) do not conform here, so the dump prints them its own way.
public protocol AnySnapshotStringConvertible: CustomSnapshotDumpStringConvertible {
  /// Whether InlineSnapshotTesting listed the value's children under its description; not read here.
  static var renderChildren: Bool { get }

  /// The text that stands for the value in a dump.
  var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
  /// `false`, as in InlineSnapshotTesting.
  public static var renderChildren: Bool { false }

  /// The value's ``snapshotDescription``.
  public var snapshotDumpDescription: String { snapshotDescription }
}
