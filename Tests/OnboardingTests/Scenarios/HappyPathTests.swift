import Onboarding
import Testing

@MainActor
@Suite("Onboarding: happy path")
struct HappyPathTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenPassOnboarding_shouldCreateUser() async throws {
    let api = APIStub.builder()
      .success(.phone, .testMake())
      .success(.sms, .testMake())
      .success(.userInfo, .testMake(emailRequired: true, shareCodeRequired: true))
      .success(.email)
      .success(.addressLookup, .testMake())
      .success(.address)
      .success(.kycStart, .testMake())
      .success(.shareCode)
      .success(.kycStatus, .pending, numberOfAllowedCalls: 2)
      .success(.kycStatus, .approved)
      .success(.acceptTerms)
      .success(.profile, .testMake())
      .build()
    let app = OnboardingTestApp()
    app.start(api: api)

    try await app.viewModel(route: \.phone).pass()
    try await app.viewModel(route: \.sms).pass()
    try await app.viewModel(route: \.passcode).pass()
    try await app.viewModel(route: \.userInfo).pass()
    try await app.viewModel(route: \.email).pass()
    try await app.viewModel(route: \.address).pass()
    try await app.passKYC()
    try await app.viewModel(route: \.shareCode).pass()

    let polling = try app.viewModel(route: \.polling)
    try await polling.pass(advancing: app.clock)
    // Modal screen inside the polling screen
    try await #require(polling.terms).pass()
    try await app.viewModel(route: \.final).pass()

    #expect(app.userIsReady)
    api.expectAllAnswersUsed()
    #expect(api.paths == [
      "POST /auth/phone", "POST /auth/sms", "POST /onboarding/user", "POST /onboarding/email",
      "GET /address/lookup", "POST /onboarding/address", "POST /kyc/start", "POST /onboarding/share-code",
      "GET /kyc/status", "GET /kyc/status", "GET /kyc/status", "POST /terms/accept", "GET /profile",
    ])
    #expect(api.calls.map(\.description)[0...1] == [
      #"POST /auth/phone {"phone":"+441234567890"}"#,
      #"POST /auth/sms {"code":"123456","otp_id":"otp-1"}"#,
    ])
    #expect(app.router.history == [
      "reset", "phone", "sms", "passcode", "userInfo", "email", "address", "addressLookup",
      "geolocationAndKYC", "shareCode", "polling", "final", "mainApp(user-1)",
    ])
    #expect(app.clock.now.offset == .seconds(10))
    #expect(app.kyc.verifiedSessions == [.testMake()])
    #expect(app.storage.step == .completed)
    #expect(app.storage.passcode == "123456")
    #expect(app.storage.accessToken == "access-1")
    #expect(app.analytics.events.map(\.description).filter { !$0.hasPrefix("screen_viewed") } == [
      "onboarding_started(step: phone)", "phone_submitted", "passcode_created", "kyc_finished(outcome: completed)",
      "kyc_polling_finished(attempts: 3, status: approved)", "terms_accepted(version: 2024-06)", "onboarding_completed",
    ])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenReturningUser_shouldOpenMainAppAfterSMS() async throws {
    let api = APIStub.builder()
      .success(.phone, .testMake())
      .success(.sms, .testMake(isReturningUser: true))
      .success(.profile, .testMake())
      .build()
    let app = OnboardingTestApp()
    app.start(api: api)

    try await app.viewModel(route: \.phone).pass()
    try await app.viewModel(route: \.sms).pass()

    #expect(app.userIsReady)
    #expect(app.router.history == ["reset", "phone", "sms", "mainApp(user-1)"])
    #expect(api.paths == ["POST /auth/phone", "POST /auth/sms", "GET /profile"])
    #expect(app.storage.step == .completed)
  }
}
