/// Receives product analytics events; the onboarding sends the ``OnboardingEvent``s.
///
/// ```swift
/// analytics.track(.smsCodeRejected, parameters: ["attempt": 2])
/// ```
public protocol Analytics: Sendable {
  /// Records one event with its parameters.
  func track(name: String, parameters: [String: AnalyticsValue])
}

/// A parameter value: a string, a number or a flag.
public enum AnalyticsValue: Sendable, Hashable {
  /// Text.
  case string(String)
  /// A number.
  case number(Double)
  /// A flag.
  case bool(Bool)
}

extension AnalyticsValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral
{
  /// `"text"`.
  public init(stringLiteral value: String) { self = .string(value) }
  /// `3`.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// `1.5`.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// `true`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension AnalyticsValue: CustomStringConvertible {
  /// The value as text: `sms`, `3`, `1.5`, `true`.
  public var description: String {
    switch self {
    case .string(let value): value
    case .number(let value) where value.rounded() == value && abs(value) < 1e15: String(Int64(value))
    case .number(let value): String(value)
    case .bool(let value): String(value)
    }
  }
}
