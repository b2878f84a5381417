/// Date-shaped text: an ISO-8601 date-time with seconds (`2024-05-01T10:00:00Z`,
/// `2024-05-01T10:00:00.25+02:00`, `2024-05-01T10:00:00`, read as UTC; any number of fraction
/// digits, as a dump prints a date the microsecond would merge with another) or a `Date`'s own
/// description (`2024-05-01 10:00:00 +0000`). Only a real instant is a date: a day past the
/// month's end (`2023-02-29`), hour 24 or second 60 is text.
enum DateText {
  /// The end of the date whose text starts at `start` and its instant in microseconds; nil if no
  /// date starts there. The caller checks what comes before `start`.
  static func match(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (end: Int, key: PlaceholderKey)? {
    var reader = Reader(bytes: bytes, index: start)
    guard let year = reader.number(digits: 4), reader.skip("-"), let month = reader.number(digits: 2),
      reader.skip("-"), let day = reader.number(digits: 2)
    else { return nil }
    let isDescription = reader.skip(" ")
    guard isDescription || reader.skip("T"), let hour = reader.number(digits: 2), reader.skip(":"),
      let minute = reader.number(digits: 2), reader.skip(":"), let second = reader.number(digits: 2)
    else { return nil }
    // Only a real instant is a date: Feb 29 2023 or a leap second would otherwise share a token
    // with the next day's or minute's text.
    guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60,
      second < 60
    else { return nil }
    var microseconds: Int64 = 0
    if !isDescription, reader.skip(".") {
      guard let fraction = reader.fraction() else { return nil }
      microseconds = fraction
    }
    var offset: Int64 = 0
    if isDescription {
      guard reader.skip(" "), let zone = reader.zoneOffset(colon: false) else { return nil }
      offset = zone
    } else if !reader.skip("Z"), let zone = reader.zoneOffset(colon: nil) {
      offset = zone
    }
    if reader.index < bytes.count, ASCIIText.isWordByte(bytes[reader.index]) { return nil }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
    return (reader.index, .instant(seconds * 1_000_000 + microseconds))
  }

  /// The key of a `Date`'s instant, rounded to the microsecond as a dump prints it.
  static func key(secondsSince1970: Double) -> PlaceholderKey? {
    let microseconds = (secondsSince1970 * 1_000_000).rounded()
    guard microseconds.isFinite, abs(microseconds) < 9.0e18 else { return nil }
    return .instant(Int64(microseconds))
  }

  /// The number of days in `month` of `year` (proleptic Gregorian).
  private static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  private static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    mutating func number(digits: Int) -> Int64? {
      guard index + digits <= bytes.count else { return nil }
      var value: Int64 = 0
      for offset in 0..<digits {
        let byte = bytes[index + offset]
        guard ASCIIText.isDigit(byte) else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      index += digits
      return value
    }

    /// The digits after the decimal point (at least one, as many as a dump prints), in
    /// microseconds (rounded).
    mutating func fraction() -> Int64? {
      var microseconds: Int64 = 0
      var count = 0
      var roundsUp = false
      while index < bytes.count, ASCIIText.isDigit(bytes[index]) {
        let digit = Int64(bytes[index] - UInt8(ascii: "0"))
        if count < 6 { microseconds = microseconds * 10 + digit }
        if count == 6 { roundsUp = digit >= 5 }
        count += 1
        index += 1
      }
      guard count > 0 else { return nil }
      for _ in count..<max(count, 6) { microseconds *= 10 }
      return microseconds + (roundsUp ? 1 : 0)
    }

    /// `+02:00`, `-0530` in seconds east of UTC; `colon` nil accepts both spellings.
    mutating func zoneOffset(colon: Bool?) -> Int64? {
      guard index < bytes.count else { return nil }
      let sign: Int64
      switch bytes[index] {
      case UInt8(ascii: "+"): sign = 1
      case UInt8(ascii: "-"): sign = -1
      default: return nil
      }
      let start = index
      index += 1
      guard let hours = number(digits: 2) else {
        index = start
        return nil
      }
      let hasColon = skip(":")
      guard colon.map({ $0 == hasColon }) ?? true, let minutes = number(digits: 2), hours < 24, minutes < 60 else {
        index = start
        return nil
      }
      return sign * (hours * 3600 + minutes * 60)
    }
  }
}
