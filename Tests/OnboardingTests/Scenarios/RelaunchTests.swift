import InlineSnapshot
import Onboarding
import Testing

@MainActor
@Suite("Onboarding: relaunch and signing in again")
struct RelaunchTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenRelaunchedAtEachStep_shouldResumeThere() async throws {
    var table = ["saved step → screen (signed in) | screen (no tokens)"]
    for step in OnboardingStep.allCases {
      let signedIn = OnboardingTestApp(
        storage: InMemoryStorage(
          accessToken: "access-1", phone: "+441234567890", otpID: "otp-1", passcode: "123456", step: step
        ))
      signedIn.start(api: APIStub.builder().build())
      let signedOut = OnboardingTestApp(storage: InMemoryStorage(step: step))
      signedOut.start(api: APIStub.builder().build())
      table.append("\(step) → \(signedIn.router.pathDescription) | \(signedOut.router.pathDescription)")
    }

    assertInlineSnapshot(of: table.joined(separator: "\n"), as: .lines) {
      """
      saved step → screen (signed in) | screen (no tokens)
      phone → phone | phone
      sms → sms | phone
      passcode → passcode | phone
      userInfo → userInfo | phone
      email → email | phone
      address → address | phone
      geolocationAndKYC → geolocationAndKYC | phone
      shareCode → shareCode | phone
      polling → polling | phone
      final → final | phone
      completed → passcode | phone
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenKilledAfterSMS_shouldResumeAtPasscodeCreation() async throws {
    let app = OnboardingTestApp()
    let firstLaunch = APIStub.builder().success(.phone, .testMake()).success(.sms, .testMake()).build()
    app.start(api: firstLaunch)
    try await app.viewModel(route: \.phone).pass()
    try await app.viewModel(route: \.sms).pass()

    let relaunched = APIStub.builder()
      .success(.newPasscode, .testMake(nextAction: .authenticationCompleted))
      .success(.userInfo, .testMake())
      .build()
    app.relaunch(api: relaunched)
    try await app.viewModel(route: \.passcode).pass()
    try await app.viewModel(route: \.userInfo).pass()

    firstLaunch.expectAllAnswersUsed()
    relaunched.expectAllAnswersUsed()
    relaunched.expectInlineSnapshot {
      """
      POST /auth/new-passcode
      POST /onboarding/user
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      phone
      sms
      passcode
      reset
      passcode
      userInfo
      email
      """
    }
  }

  /// Seed 001: signing in again resumes at the step reached, with what the user typed.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenSignedOutAtAddress_shouldSignInAgainAndLandThereWithWhatWasTyped() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", phone: "+441234567890", passcode: "123456", step: .userInfo)
    let api = APIStub.builder()
      .success(.userInfo, .testMake(emailRequired: false))
      .success(.phone, .testMake())
      .success(.sms, .testMake(nextAction: .authenticationCompleted))
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)
    try await app.viewModel(route: \.userInfo).pass()
    let address = try app.viewModel(route: \.address)
    address.postcode = "NW1 6XE"

    app.signOut()
    #expect(storage.accessToken == nil)
    #expect(storage.step == .address)
    try await app.viewModel(route: \.phone).pass()
    try await app.viewModel(route: \.sms).pass()

    #expect(try app.viewModel(route: \.address) === address)
    #expect(address.postcode == "NW1 6XE")
    #expect(storage.step == .address)
    api.expectAllAnswersUsed()
    api.expectInlineSnapshot {
      """
      POST /onboarding/user
      POST /auth/phone
      POST /auth/sms
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      userInfo
      address
      reset
      phone
      sms
      userInfo
      address
      """
    }
    app.analytics.expectInlineSnapshot(excluding: ["screen_viewed"]) {
      """
      onboarding_started
        step: "userInfo"
      signed_out
        step: "address"
      phone_submitted
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenRelaunchedSignedOut_shouldResumeAtTheSavedStepAfterSigningIn() async throws {
    let storage = InMemoryStorage(phone: "+441234567890", passcode: "123456", step: .address)
    let api = APIStub.builder()
      .success(.phone, .testMake())
      .success(.sms, .testMake(nextAction: .authenticationCompleted))
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)

    try await app.viewModel(route: \.phone).pass()
    #expect(storage.step == .address)
    try await app.viewModel(route: \.sms).pass()

    _ = try app.viewModel(route: \.address)
    api.expectAllAnswersUsed()
    app.router.expectInlineSnapshot {
      """
      reset
      phone
      sms
      address
      """
    }
  }
}
