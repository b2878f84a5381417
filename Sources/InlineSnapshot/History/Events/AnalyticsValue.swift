/// A parameter value of an ``AnalyticsEvent``: a string, a number, a boolean, or an array or
/// dictionary of such values. Literals convert directly:
///
/// ```swift
/// let parameters: [String: AnalyticsValue] = [
///   "country_code": "+44", "attempt": 2, "ratio": 0.5, "valid": true,
///   "steps": ["phone", "sms"], "device": ["os": "iOS", "version": 17],
/// ]
/// ```
///
/// In an `.events` snapshot they print as `"+44"`, `2`, `0.5`, `true`, `["phone", "sms"]`, and a
/// dictionary as indented `key: value` lines.
public enum AnalyticsValue: Hashable, Sendable {
  /// Text, printed quoted and escaped like a Swift string literal.
  case string(String)
  /// A whole number.
  case int(Int)
  /// A floating-point number, printed as Swift prints it (`0.5`, `2.0`).
  case double(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// An ordered list of values.
  case array([AnalyticsValue])
  /// Values by key; printed sorted by key.
  case dictionary([String: AnalyticsValue])
}

extension AnalyticsValue: ExpressibleByStringInterpolation {
  /// `"text"` or `"text \(interpolated)"` is a ``string(_:)``.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension AnalyticsValue: ExpressibleByIntegerLiteral {
  /// `42` is an ``int(_:)``.
  public init(integerLiteral value: Int) {
    self = .int(value)
  }
}

extension AnalyticsValue: ExpressibleByFloatLiteral {
  /// `0.5` is a ``double(_:)``.
  public init(floatLiteral value: Double) {
    self = .double(value)
  }
}

extension AnalyticsValue: ExpressibleByBooleanLiteral {
  /// `true` is a ``bool(_:)``.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension AnalyticsValue: ExpressibleByArrayLiteral {
  /// `["a", 1]` is an ``array(_:)``.
  public init(arrayLiteral elements: AnalyticsValue...) {
    self = .array(elements)
  }
}

extension AnalyticsValue: ExpressibleByDictionaryLiteral {
  /// `["key": 1]` is a ``dictionary(_:)``; when a key repeats, the last value wins.
  public init(dictionaryLiteral elements: (String, AnalyticsValue)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
