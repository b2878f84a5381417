import Foundation

/// `1970-01-01T00:00:00Z`: ISO-8601 in UTC, whatever the machine's time zone; fractional seconds
/// (to the microsecond, trailing zeros dropped) only when there are some: `…T10:00:00.25Z`.
extension Date: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { ISO8601UTC.string(secondsSince1970: timeIntervalSince1970) }
}

extension NSDate: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { ISO8601UTC.string(secondsSince1970: timeIntervalSince1970) }
}

/// Formats instants without a `DateFormatter`: the same text on every machine, locale and thread.
enum ISO8601UTC {
  static func string(secondsSince1970: Double) -> String {
    guard secondsSince1970.isFinite else { return secondsSince1970.description }
    let microseconds = (secondsSince1970 * 1_000_000).rounded()
    guard abs(microseconds) < 9.0e18 else { return secondsSince1970.description }
    let totalMicroseconds = Int64(microseconds)
    let (seconds, fraction) = floorDivision(totalMicroseconds, 1_000_000)
    let (days, secondOfDay) = floorDivision(seconds, 86_400)
    let (year, month, day) = civilDate(daysSince1970: days)
    var text = year >= 0 && year <= 9999 ? pad(year, 4) : String(year)
    text += "-" + pad(month, 2) + "-" + pad(day, 2)
    text += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
    if fraction != 0 {
      var digits = pad(fraction, 6)
      while digits.hasSuffix("0") { digits.removeLast() }
      text += "." + digits
    }
    return text + "Z"
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
