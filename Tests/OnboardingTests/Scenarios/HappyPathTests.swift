import InlineSnapshot
import Onboarding
import Testing

@MainActor
@Suite("Onboarding: happy path", .snapshots(placeholders: .standard))
struct HappyPathTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  // snippet: onboarding-happy-path
  @Test
  func whenPassOnboarding_shouldCreateUser() async throws {
    let api = APIStub.builder()
      .success(.phone, .testMake())
      .success(.sms, .testMake(nextAction: .setupPasscode))
      .success(.newPasscode, .testMake(nextAction: .authenticationCompleted))
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
    let polling = try await app.passPolling()
    // Modal screen inside the polling screen
    try await #require(polling.terms).pass()
    let final = try app.viewModel(route: \.final)
    try await final.pass()

    #expect(final.greeting == "Hello, Ada!")
    #expect(app.userIsReady)
    #expect(app.kyc.verifiedSessions == [.testMake()])
    #expect(app.storage.step == .completed)
    #expect(app.storage.passcode == "123456")
    api.expectAllAnswersUsed()
    api.expectInlineSnapshot {
      """
      POST /auth/phone
      POST /auth/sms
      POST /auth/new-passcode
      POST /onboarding/user
      POST /onboarding/email
      GET /address/lookup
      POST /onboarding/address
      POST /kyc/start
      POST /onboarding/share-code
      GET /kyc/status
      GET /kyc/status
      GET /kyc/status
      POST /terms/accept
      GET /profile
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      phone
      sms
      passcode
      userInfo
      email
      address
      addressLookup
      geolocationAndKYC
      shareCode
      polling
      final
      mainApp(user-1)
      """
    }
    app.analytics.expectInlineSnapshot(excluding: ["screen_viewed"]) {
      """
      onboarding_started
        step: "phone"
      phone_submitted
      passcode_created
      kyc_finished
        outcome: "completed"
      kyc_polling_finished
        attempts: 3
        status: "approved"
      terms_accepted
        version: "2024-06"
      onboarding_completed
      """
    }
    assertInlineSnapshot(of: try app.states(of: \.polling), as: .states) {
      """
      idle
      checking(attempt: 1)
      checking(attempt: 2)
      checking(attempt: 3)
      approved
      """
    }
  }
  // snippet-end

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenPassOnboarding_shouldSendWhatTheUserEntered() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .userInfo)
    let api = APIStub.builder()
      .success(.userInfo, .testMake(emailRequired: true, shareCodeRequired: true))
      .success(.email)
      .success(.addressLookup, .testMake())
      .success(.address)
      .success(.kycStart, .testMake())
      .success(.shareCode)
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)

    try await app.viewModel(route: \.userInfo).pass()
    try await app.viewModel(route: \.email).pass()
    try await app.viewModel(route: \.address).pass()
    try await app.passKYC()
    try await app.viewModel(route: \.shareCode).pass()

    api.expectAllAnswersUsed()
    // Every request carries the access token; the snapshot shows it was sent, not what it is.
    api.expectInlineSnapshot(.full, headers: ["Authorization"], redacting: ["Authorization"]) {
      """
      POST /onboarding/user
      Authorization: <redacted>
      {
        "date_of_birth" : "1990-12-10",
        "first_name" : "Ada",
        "last_name" : "Lovelace",
        "nationality" : "GB"
      }

      POST /onboarding/email
      Authorization: <redacted>
      {
        "email" : "ada@example.com"
      }

      GET /address/lookup?postcode=SW1A%202AA
      Authorization: <redacted>

      POST /onboarding/address
      Authorization: <redacted>
      {
        "city" : "London",
        "line1" : "10 Downing Street",
        "line2" : "",
        "postcode" : "SW1A 2AA"
      }

      POST /kyc/start
      Authorization: <redacted>
      {
        "latitude" : 51.508,
        "longitude" : -0.128
      }

      POST /onboarding/share-code
      Authorization: <redacted>
      {
        "share_code" : "W4K8R2P9X"
      }
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenReturningUser_shouldOpenMainAppAfterSigningIn() async throws {
    let api = APIStub.builder()
      .success(.phone, .testMake())
      .success(.sms, .testMake(isReturningUser: true, nextAction: .setupPasscode))
      .success(.newPasscode, .testMake(nextAction: .authenticationCompleted))
      .success(.profile, .testMake())
      .build()
    let app = OnboardingTestApp()
    app.start(api: api)

    try await app.viewModel(route: \.phone).pass()
    try await app.viewModel(route: \.sms).pass()
    try await app.viewModel(route: \.passcode).pass()

    #expect(app.userIsReady)
    #expect(app.storage.step == .completed)
    api.expectAllAnswersUsed()
    api.expectInlineSnapshot {
      """
      POST /auth/phone
      POST /auth/sms
      POST /auth/new-passcode
      GET /profile
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      phone
      sms
      passcode
      mainApp(user-1)
      """
    }
    // Every event, screens included.
    app.analytics.expectInlineSnapshot {
      """
      onboarding_started
        step: "phone"
      screen_viewed
        screen: "phone"
      phone_submitted
      screen_viewed
        screen: "sms"
      screen_viewed
        screen: "passcode"
      passcode_created
      returning_user_signed_in
      """
    }
  }
}
