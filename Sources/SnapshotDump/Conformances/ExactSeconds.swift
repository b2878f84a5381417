/// A `Double` number of seconds as the shortest decimal that reads back as it (Swift's own
/// `description` digits), split into whole seconds rounded down and the fraction's digits:
/// `-1e-11` is `-1` and `99999999999`.
struct ExactSeconds {
  let seconds: Int64
  /// The digits after the decimal point, without trailing zeros; empty for whole seconds.
  let fraction: String

  init?(_ value: Double) {
    guard value.isFinite, abs(value) < 9.0e15 else { return nil }
    var text = Substring(value.magnitude.description)
    var exponent = 0
    if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      guard let power = Int(text[text.index(after: marker)...]) else { return nil }
      exponent = power
      text = text[..<marker]
    }
    let point = text.firstIndex(of: ".") ?? text.endIndex
    var digits = String(text[..<point]) + String(text[point...].dropFirst())
    // The decimal point sits after `integerCount` of `digits`.
    var integerCount = text.distance(from: text.startIndex, to: point) + exponent
    if integerCount < 0 {
      digits = String(repeating: "0", count: -integerCount) + digits
      integerCount = 0
    }
    if integerCount > digits.count { digits += String(repeating: "0", count: integerCount - digits.count) }
    var fraction = String(digits.dropFirst(integerCount))
    while fraction.hasSuffix("0") { fraction.removeLast() }
    guard let whole = Int64(integerCount == 0 ? "0" : String(digits.prefix(integerCount))) else { return nil }
    if value < 0, !fraction.isEmpty {
      seconds = -whole - 1
      self.fraction = ISO8601UTC.complement(fraction)
    } else {
      seconds = value < 0 ? -whole : whole
      self.fraction = fraction
    }
  }
}
