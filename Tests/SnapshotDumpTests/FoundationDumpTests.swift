import Foundation
import SnapshotDump
import Testing

private struct Upload {
  var id: UUID
  var createdAt: Date
  var endpoint: URL
  var payload: Data
  var price: Decimal
}

struct FoundationDumpTests {
  @Test func foundationLeavesPrintUnquoted() throws {
    let upload = Upload(
      id: try #require(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")),
      createdAt: Date(timeIntervalSince1970: 0),
      endpoint: try #require(URL(string: "https://example.com/v1/upload?kind=avatar")),
      payload: Data([1, 2, 3]),
      price: try #require(Decimal(string: "12.50"))
    )
    #expect(
      snapshotDump(upload) == """
        ▿ Upload
          - id: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
          - createdAt: 1970-01-01T00:00:00Z
          - endpoint: https://example.com/v1/upload?kind=avatar
          - payload: 3 bytes
          - price: 12.5
        """
    )
  }

  @Test func datesAreUTCWithFractionsOnlyWhenPresent() {
    let dates = [
      Date(timeIntervalSince1970: 1_700_000_000),
      Date(timeIntervalSince1970: 1_700_000_000.25),
      Date(timeIntervalSince1970: -1),
      Date(timeIntervalSince1970: 951_782_400),  // 2000-02-29, a leap day
    ]
    #expect(
      snapshotDump(dates) == """
        ▿ 4 elements
          - 2023-11-14T22:13:20Z
          - 2023-11-14T22:13:20.25Z
          - 1969-12-31T23:59:59Z
          - 2000-02-29T00:00:00Z
        """
    )
  }

  @Test func dataCountsBytes() {
    #expect(snapshotDump(Data()) == "- 0 bytes")
    #expect(snapshotDump(Data([7])) == "- 1 byte")
  }

  @Test func relativeURLPrintsItsAbsoluteString() throws {
    let base = try #require(URL(string: "https://example.com/api/"))
    let url = try #require(URL(string: "users?page=2", relativeTo: base))
    #expect(snapshotDump(url) == "- https://example.com/api/users?page=2")
  }

  @Test func foundationObjectsPrintLikeTheValuesTheyBox() {
    #expect(snapshotDump(NSNumber(value: 42)) == "- 42")
    #expect(snapshotDump(NSString(string: "text")) == #"- "text""#)
    #expect(snapshotDump(NSDate(timeIntervalSince1970: 60)) == "- 1970-01-01T00:01:00Z")
  }

  @Test func boxedNumbersPrintLikeTheSwiftValuesTheyBox() {
    #expect(snapshotDump(NSNumber(value: true)) == "- true")
    #expect(snapshotDump(NSNumber(value: false)) == "- false")
    #expect(snapshotDump(NSNumber(value: 1)) == "- 1")
    #expect(snapshotDump(NSNumber(value: Int8(1))) == "- 1")
    #expect(snapshotDump(NSNumber(value: UInt64.max)) == "- 18446744073709551615")
    #expect(snapshotDump(NSNumber(value: Int64.min)) == "- -9223372036854775808")
    #expect(snapshotDump(NSNumber(value: 1.0)) == "- 1.0")
    #expect(snapshotDump(NSNumber(value: 0.30000000000000004)) == "- 0.30000000000000004")
    #expect(snapshotDump(NSNumber(value: Float(0.1))) == "- 0.1")
    #expect(snapshotDump(NSNumber(value: 1e100)) == "- 1e+100")
    #expect(snapshotDump(NSDecimalNumber(string: "0.12345678901234567890123")) == "- 0.12345678901234567890123")
  }

  @Test func jsonTrueOneAndOnePointZeroPrintApart() throws {
    let json = #"{"on": true, "one": 1, "float": 1.0, "sum": 0.30000000000000004, "off": false, "zero": 0}"#
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    #expect(
      snapshotDump(object) == """
        ▿ 6 key/value pairs
          - "float": 1.0
          - "off": false
          - "on": true
          - "one": 1
          - "sum": 0.30000000000000004
          - "zero": 0
        """
    )
  }

  @Test func timeZonesPrintTheirIdentifierWhateverTheDate() throws {
    let paris = try #require(TimeZone(identifier: "Europe/Paris"))
    #expect(snapshotDump(paris) == "- Europe/Paris")
    #expect(snapshotDump(try #require(TimeZone(secondsFromGMT: 3600))) == "- GMT+0100")
    #expect(snapshotDump(NSTimeZone(name: "Asia/Tokyo")) == "- Asia/Tokyo")
    let current = TimeZone.current.identifier
    #expect(snapshotDump(TimeZone.autoupdatingCurrent) == "- \(current) (autoupdatingCurrent)")
  }

  @Test func calendarsPrintWhatTellsThemApartAndNothingOfToday() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "Europe/Paris"))
    calendar.locale = Locale(identifier: "fr_FR")
    calendar.firstWeekday = 2
    calendar.minimumDaysInFirstWeek = 4
    let expected =
      #"gregorian (timeZone: Europe/Paris, locale: "fr_FR", firstWeekday: 2, minimumDaysInFirstWeek: 4)"#
    #expect(snapshotDump(calendar) == "- " + expected)
    var iso = calendar
    iso.firstWeekday = 1
    #expect(snapshotDump(iso) != snapshotDump(calendar))
    iso = calendar
    iso.minimumDaysInFirstWeek = 1
    #expect(snapshotDump(iso) != snapshotDump(calendar))
    iso = calendar
    iso.locale = Locale(identifier: "en_US")
    #expect(snapshotDump(iso) != snapshotDump(calendar))
    iso = calendar
    iso.timeZone = try #require(TimeZone(identifier: "UTC"))
    #expect(snapshotDump(iso) != snapshotDump(calendar))
    #expect(snapshotDump(Calendar(identifier: .iso8601)).hasPrefix("- iso8601 (timeZone: "))
    #expect(snapshotDump(Calendar.autoupdatingCurrent).contains(" (autoupdatingCurrent, timeZone: "))
    #expect(!snapshotDump(Calendar.current).contains("autoupdatingCurrent"))
  }

  @Test func datesPrintMoreDigitsOnlyWhenMicrosecondsWouldMergeThem() {
    let dates = [
      Date(timeIntervalSince1970: 1_700_000_000),
      Date(timeIntervalSince1970: 1_700_000_000.0000003),
      Date(timeIntervalSince1970: 1_700_000_000.123456),
      Date(timeIntervalSinceReferenceDate: 300_000_000),
      Date(timeIntervalSinceReferenceDate: 300_000_000.00000006),
      Date(timeIntervalSinceReferenceDate: -0.00000000001),
    ]
    #expect(
      snapshotDump(dates) == """
        ▿ 6 elements
          - 2023-11-14T22:13:20Z
          - 2023-11-14T22:13:20.0000002Z
          - 2023-11-14T22:13:20.123456Z
          - 2010-07-05T05:20:00Z
          - 2010-07-05T05:20:00.00000006Z
          - 2000-12-31T23:59:59.99999999999Z
        """
    )
    #expect(snapshotDump(NSDate(timeIntervalSince1970: 1_700_000_000.0000003)) == "- 2023-11-14T22:13:20.0000002Z")
  }

  @Test func datesPastTheCalendarsReachStillPrintApart() {
    // Past 2^60 seconds the Doubles are 256 apart, so adding the 978,307,200 seconds between 1970 and
    // 2001 rounds both of these to one number.
    let one = Date(timeIntervalSinceReferenceDate: 0x1p60 + 256)
    let other = Date(timeIntervalSinceReferenceDate: 0x1p60 + 512)
    #expect(one != other)
    #expect(snapshotDump(one) != snapshotDump(other))
    #expect(snapshotDump(one) == "- 1.1529215046068472e+18 seconds after 2001-01-01T00:00:00Z")
    #expect(
      snapshotDump(Date(timeIntervalSinceReferenceDate: -1e300)) == "- -1e+300 seconds after 2001-01-01T00:00:00Z")
  }
}
