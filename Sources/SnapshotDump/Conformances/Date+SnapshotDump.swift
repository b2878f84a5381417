import Foundation

/// `1970-01-01T00:00:00Z`: ISO-8601 in UTC, whatever the machine's time zone; fractional seconds
/// (to the microsecond, trailing zeros dropped) only when there are some: `…T10:00:00.25Z`.
/// A date the microsecond text would not give back (`Date(timeIntervalSince1970:)` of the text's
/// seconds is another date) prints the digits that do, at least seven:
/// `…T22:13:20.0000002Z`, so two dates that differ never print alike. A date over 285,000 years away
/// prints its seconds since 2001: `1.1529215046068472e+18 seconds after 2001-01-01T00:00:00Z`.
extension Date: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { ISO8601UTC.string(sinceReferenceDate: timeIntervalSinceReferenceDate) }
}

extension NSDate: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { ISO8601UTC.string(sinceReferenceDate: timeIntervalSinceReferenceDate) }
}

/// Formats instants without a `DateFormatter`: the same text on every machine, locale and thread.
enum ISO8601UTC {
  /// The text of the `Date` whose `timeIntervalSinceReferenceDate` is `sinceReferenceDate`.
  static func string(sinceReferenceDate reference: Double) -> String {
    let secondsSince1970 = reference + Date.timeIntervalBetween1970AndReferenceDate
    guard secondsSince1970.isFinite else { return secondsSince1970.description }
    let microseconds = (secondsSince1970 * 1_000_000).rounded()
    guard abs(microseconds) < 9.0e18 else { return beyondTheCalendar(reference) }
    let totalMicroseconds = Int64(microseconds)
    let (seconds, fraction) = floorDivision(totalMicroseconds, 1_000_000)
    var digits = fraction == 0 ? "" : pad(fraction, 6)
    while digits.hasSuffix("0") { digits.removeLast() }
    if readsBack(totalMicroseconds, as: reference) {
      return text(secondsSince1970: seconds, fraction: digits)
    }
    guard let exact = ExactSeconds(reference) else { return beyondTheCalendar(reference) }
    var longer = exact.fraction
    while longer.count < 7 { longer += "0" }
    return text(secondsSince1970: exact.seconds + Int64(Date.timeIntervalBetween1970AndReferenceDate), fraction: longer)
  }

  /// A date too far for a calendar text (over 285,000 years away): its own number, which reads back
  /// as it, where the seconds since 1970 would round two such dates to one.
  private static func beyondTheCalendar(_ reference: Double) -> String {
    "\(reference) seconds after 2001-01-01T00:00:00Z"
  }

  /// Whether `Date(timeIntervalSince1970:)` of the microsecond text's seconds is the date, so
  /// that no other date prints that text.
  private static func readsBack(_ microseconds: Int64, as reference: Double) -> Bool {
    // Both operands are exact, and IEEE division rounds correctly: the Double nearest the text.
    let read: Double
    if microseconds.magnitude < 1 << 53 {
      read = Double(microseconds) / 1_000_000
    } else {
      let text = String(microseconds.magnitude)
      let point = text.index(text.endIndex, offsetBy: -6)
      guard let magnitude = Double(text[..<point] + "." + text[point...]) else { return false }
      read = microseconds < 0 ? -magnitude : magnitude
    }
    return Date(timeIntervalSince1970: read).timeIntervalSinceReferenceDate == reference
  }

  private static func text(secondsSince1970 seconds: Int64, fraction: String) -> String {
    let (days, secondOfDay) = floorDivision(seconds, 86_400)
    let (year, month, day) = civilDate(daysSince1970: days)
    var text = year >= 0 && year <= 9999 ? pad(year, 4) : String(year)
    text += "-" + pad(month, 2) + "-" + pad(day, 2)
    text += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
    if !fraction.isEmpty { text += "." + fraction }
    return text + "Z"
  }

  /// `1 - 0.fraction`, to as many digits: `25` gives `75`.
  static func complement(_ fraction: String) -> String {
    var digits = Array(fraction.utf8)
    // 10^n - f: subtract from all nines, then add one.
    for index in digits.indices { digits[index] = UInt8(ascii: "9") - (digits[index] - UInt8(ascii: "0")) }
    var index = digits.count - 1
    while index >= 0 {
      if digits[index] == UInt8(ascii: "9") {
        digits[index] = UInt8(ascii: "0")
        index -= 1
      } else {
        digits[index] += 1
        break
      }
    }
    return String(decoding: digits, as: UTF8.self)
  }

  private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
    let remainder = value % divisor
    return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }

  /// Proleptic Gregorian date of a day count (Howard Hinnant's `civil_from_days`).
  private static func civilDate(daysSince1970: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = daysSince1970 + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}
