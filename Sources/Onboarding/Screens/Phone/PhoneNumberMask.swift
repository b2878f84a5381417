/// The UK phone input mask: `+44 1234 567890`.
///
/// ```swift
/// PhoneNumberMask.nationalDigits(from: "07123 456789")  // "7123456789"
/// PhoneNumberMask.format("7123456789")                  // "+44 7123 456789"
/// ```
public enum PhoneNumberMask {
  /// The country calling code without `+`.
  public static let countryCode = "44"
  /// Digits in a national number (without the trunk `0`).
  public static let nationalLength = 10

  /// The national digits in whatever the user typed or pasted: drops the `+44` prefix, a leading
  /// trunk `0` and every non-digit, and keeps at most ten digits.
  public static func nationalDigits(from input: String) -> String {
    let trimmed = input.drop(while: { $0 == " " })
    var digits = trimmed.filter { $0.isASCII && $0.isNumber }
    if trimmed.hasPrefix("+") {
      if digits.hasPrefix(countryCode) { digits.removeFirst(countryCode.count) }
    } else if digits.count > nationalLength, digits.hasPrefix(countryCode) {
      digits.removeFirst(countryCode.count)
    }
    if digits.hasPrefix("0") { digits.removeFirst() }
    return String(digits.prefix(nationalLength))
  }

  /// `+44 ` followed by the digits grouped 4 + 6: `+44 1234 567890`, or a prefix of it while typing.
  public static func format(_ nationalDigits: String) -> String {
    let head = nationalDigits.prefix(4)
    let tail = nationalDigits.dropFirst(4)
    return tail.isEmpty ? "+\(countryCode) \(head)" : "+\(countryCode) \(head) \(tail)"
  }

  /// The number in E.164 form: `+441234567890`.
  public static func e164(_ nationalDigits: String) -> String { "+\(countryCode)\(nationalDigits)" }
}
