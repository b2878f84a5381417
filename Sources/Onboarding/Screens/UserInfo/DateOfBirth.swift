import Foundation

/// A date of birth typed as `DD/MM/YYYY`.
public struct DateOfBirth: Sendable, Hashable {
  /// Day of month.
  public let day: Int
  /// Month, 1–12.
  public let month: Int
  /// Year.
  public let year: Int

  /// Parses `DD/MM/YYYY` (also `D/M/YYYY`); `nil` when malformed or not a real date.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[2].count == 4,
      let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2]),
      let date = DateOfBirth.calendar.date(from: DateComponents(year: year, month: month, day: day)),
      DateOfBirth.calendar.dateComponents([.year, .month, .day], from: date)
        == DateComponents(year: year, month: month, day: day)
    else { return nil }
    self.day = day
    self.month = month
    self.year = year
  }

  /// `1990-05-17`, as the backend expects.
  public var iso8601: String {
    "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
  }

  /// Full years of age on `date`.
  public func age(on date: Date) -> Int {
    let today = DateOfBirth.calendar.dateComponents([.year, .month, .day], from: date)
    guard let year = today.year, let month = today.month, let day = today.day else { return 0 }
    let hadBirthday = (month, day) >= (self.month, self.day)
    return year - self.year - (hadBirthday ? 0 : 1)
  }

  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()
}
