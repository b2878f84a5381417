/// Locale-independent number and duration texts for the table.
enum Formatting {
  /// `100000` → `100,000`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { result += "," }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }

  /// A duration with three significant digits in µs, ms or s: `812 µs`, `41.2 ms`, `1.23 s`.
  static func duration(_ duration: Duration) -> String {
    let seconds = duration.seconds
    if seconds >= 1 { return decimal(seconds) + " s" }
    if seconds >= 0.001 { return decimal(seconds * 1_000) + " ms" }
    return decimal(seconds * 1_000_000) + " µs"
  }

  /// A ratio with two decimals: `4.07`.
  static func ratio(_ value: Double) -> String {
    fixed(value, decimals: 2)
  }

  /// Three significant digits for values from 1 to 999.
  private static func decimal(_ value: Double) -> String {
    if value >= 100 { return fixed(value, decimals: 0) }
    if value >= 10 { return fixed(value, decimals: 1) }
    return fixed(value, decimals: 2)
  }

  /// `value` rounded to `decimals` places, without Foundation's locale-dependent formatting.
  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, abs(scaled) < Double(Int.max) else { return "\(value)" }
    let whole = Int(scaled)
    guard decimals > 0 else { return String(whole) }
    let unit = Int(scale)
    let fraction = String(abs(whole) % unit)
    let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
    return (whole < 0 ? "-" : "") + String(abs(whole) / unit) + "." + padded
  }
}
