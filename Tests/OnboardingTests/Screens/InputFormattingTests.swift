import Foundation
import Onboarding
import Testing

@Suite("Input formatting")
struct InputFormattingTests {
  @Test(arguments: [
    ("1234567890", "1234567890"),
    ("+44 1234 567890", "1234567890"),
    ("+44 12", "12"),
    ("07123 456789", "7123456789"),
    ("441234567890", "1234567890"),
    ("44", "44"),
    ("12345678901234", "1234567890"),
  ])
  func phoneMaskKeepsTheNationalDigits(input: String, digits: String) {
    #expect(PhoneNumberMask.nationalDigits(from: input) == digits)
  }

  @Test
  func phoneMaskFormatsWhileTyping() {
    #expect(PhoneNumberMask.format("") == "+44 ")
    #expect(PhoneNumberMask.format("1234") == "+44 1234")
    #expect(PhoneNumberMask.format("12345") == "+44 1234 5")
    #expect(PhoneNumberMask.format("1234567890") == "+44 1234 567890")
    #expect(PhoneNumberMask.e164("1234567890") == "+441234567890")
  }

  @Test
  func postcodesAreNormalised() {
    #expect(Postcode.normalized("sw1a2aa") == "SW1A 2AA")
    #expect(Postcode.normalized(" NW1 6XE ") == "NW1 6XE")
    #expect(Postcode.normalized("12345") == nil)
    #expect(Postcode.normalized("SW1A") == nil)
  }

  @Test
  func datesOfBirthAreParsedStrictly() throws {
    let date = try #require(DateOfBirth("10/12/1990"))
    #expect(date.iso8601 == "1990-12-10")
    #expect(DateOfBirth("31/02/1990") == nil)
    #expect(DateOfBirth("10/12/90") == nil)
    #expect(DateOfBirth("1990-12-10") == nil)
    let today = Date(timeIntervalSince1970: 1_779_019_200)  // 17 May 2026
    #expect(try #require(DateOfBirth("17/05/2008")).age(on: today) == 18)
    #expect(try #require(DateOfBirth("18/05/2008")).age(on: today) == 17)
  }
}
