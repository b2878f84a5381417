import Foundation

/// `Europe/Paris`: the identifier, which is what tells time zones apart (a fixed offset's is
/// `GMT+0100`). Never the offset or abbreviation in force today, which change with daylight
/// saving time and would fail a snapshot twice a year.
/// `TimeZone.autoupdatingCurrent`, which equals only itself, adds `(autoupdatingCurrent)`.
extension TimeZone: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String {
    self == TimeZone.autoupdatingCurrent ? identifier + " (autoupdatingCurrent)" : identifier
  }
}

extension NSTimeZone: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { name }
}

/// `gregorian (timeZone: Europe/Paris, locale: "fr_FR", firstWeekday: 2, minimumDaysInFirstWeek: 4)`:
/// what `==` compares, and nothing computed for today's date. `Calendar.autoupdatingCurrent`,
/// which equals only itself, adds `autoupdatingCurrent, ` before the time zone.
extension Calendar: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String {
    CalendarText.of(
      identifier: "\(identifier)", isAutoupdating: self == Calendar.autoupdatingCurrent,
      timeZone: timeZone.snapshotDumpLeaf, locale: locale?.identifier, firstWeekday: firstWeekday,
      minimumDaysInFirstWeek: minimumDaysInFirstWeek)
  }
}

extension NSCalendar: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String {
    CalendarText.of(
      identifier: calendarIdentifier.rawValue, isAutoupdating: false, timeZone: timeZone.snapshotDumpLeaf,
      locale: locale?.identifier, firstWeekday: firstWeekday, minimumDaysInFirstWeek: minimumDaysInFirstWeek)
  }
}

/// The one line a calendar prints as.
enum CalendarText {
  static func of(
    identifier: String, isAutoupdating: Bool, timeZone: String, locale: String?, firstWeekday: Int,
    minimumDaysInFirstWeek: Int
  ) -> String {
    let localeText = locale.map { QuotedText.literal($0) } ?? "nil"
    return identifier + (isAutoupdating ? " (autoupdatingCurrent, " : " (") + "timeZone: \(timeZone), "
      + "locale: \(localeText), firstWeekday: \(firstWeekday), minimumDaysInFirstWeek: \(minimumDaysInFirstWeek))"
  }
}
