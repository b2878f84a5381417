import InlineSnapshot
import Onboarding
import Testing

@MainActor
@Suite("Onboarding: going back", .snapshots(placeholders: .standard))
struct NavigationTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenGoingBackFromSMS_shouldSendOnlyAChangedNumber() async throws {
    let api = APIStub.builder()
      .success(.phone, .testMake(otpID: "otp-1"))
      .success(.phone, .testMake(otpID: "otp-2"))
      .success(.sms, .testMake())
      .build()
    let app = OnboardingTestApp()
    app.start(api: api)
    let phone = try app.viewModel(route: \.phone)

    try await phone.pass(number: "1234 567890")
    #expect(app.goBack())
    #expect(try app.viewModel(route: \.phone) === phone)
    #expect(phone.input == "+44 1234 567890")
    // A changed number gets a new code.
    try await phone.pass(number: "7700 900123")
    let sms = try app.viewModel(route: \.sms)
    #expect(app.goBack())
    // The same number again: no second SMS, and its SMS screen comes back as it was.
    try await phone.pass(number: "7700 900123")
    #expect(try app.viewModel(route: \.sms) === sms)
    try await sms.pass()

    api.expectAllAnswersUsed()
    api.expectInlineSnapshot(.full) {
      """
      POST /auth/phone
      {
        "phone" : "+441234567890"
      }

      POST /auth/phone
      {
        "phone" : "+447700900123"
      }

      POST /auth/sms
      {
        "code" : "123456",
        "otp_id" : "otp-2"
      }
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      phone
      sms
      back
      sms
      back
      sms
      passcode
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenGoingBackOverAnsweredForms_shouldNotSendThemAgain() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .userInfo)
    let api = APIStub.builder()
      .success(.userInfo, .testMake(emailRequired: true, shareCodeRequired: false))
      .success(.email)
      .success(.addressLookup, .testMake())
      .success(.address)
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)

    try await app.viewModel(route: \.userInfo).pass()
    let email = try app.viewModel(route: \.email)
    try await email.pass()
    let address = try app.viewModel(route: \.address)
    address.postcode = "SW1A 2AA"
    await address.search()
    #expect(app.goBack())  // lookup → postcode
    #expect(app.goBack())  // postcode → email
    #expect(storage.step == .email)
    #expect(app.goBack())  // email → user info
    #expect(app.goBack() == false)  // user info has no back button: the passcode is behind it

    try await app.viewModel(route: \.userInfo).pass()
    #expect(try app.viewModel(route: \.email) === email)
    try await email.pass()
    try await app.viewModel(route: \.address).pass()

    api.expectAllAnswersUsed()
    api.expectInlineSnapshot {
      """
      POST /onboarding/user
      POST /onboarding/email
      GET /address/lookup
      POST /onboarding/address
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      userInfo
      email
      address
      addressLookup
      back
      back
      back
      email
      address
      addressLookup
      geolocationAndKYC
      """
    }
  }
}
