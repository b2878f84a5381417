import InlineSnapshot
import Onboarding
import Testing

@MainActor
@Suite("Onboarding: relaunch and signing in again", .snapshots(placeholders: .standard))
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

  /// The device id is made once per installation (`UUID()`, new on every run): both launches of one
  /// installation send the same, and another installation signing in to the same account its own.
  /// The snapshot asserts that relationship through the shared token.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func everyRequestOfAnInstallationCarriesItsDeviceID() async throws {
    let app = OnboardingTestApp()
    let firstLaunch = APIStub.builder().success(.phone, .testMake()).success(.sms, .testMake()).build()
    app.start(api: firstLaunch)
    try await app.viewModel(route: \.phone).pass()
    try await app.viewModel(route: \.sms).pass()
    let relaunched = APIStub.builder().success(.newPasscode, .testMake(nextAction: .authenticationCompleted)).build()
    app.relaunch(api: relaunched)
    try await app.viewModel(route: \.passcode).pass()

    let otherDevice = OnboardingTestApp()
    let otherLaunch = APIStub.builder().success(.phone, .testMake()).build()
    otherDevice.start(api: otherLaunch)
    try await otherDevice.viewModel(route: \.phone).pass()

    for api in [firstLaunch, relaunched, otherLaunch] { api.expectAllAnswersUsed() }
    let requests = [firstLaunch, relaunched, otherLaunch].flatMap(\.recorder.requests)
    assertInlineSnapshot(of: requests, as: .requests(.full, headers: ["X-Device-ID"], redacting: ["passcode"])) {
      """
      POST /auth/phone
      X-Device-ID: <UUID 1>
      {
        "phone" : "+441234567890"
      }

      POST /auth/sms
      X-Device-ID: <UUID 1>
      {
        "code" : "123456",
        "otp_id" : "otp-1"
      }

      POST /auth/new-passcode
      X-Device-ID: <UUID 1>
      {
        "passcode" : "<redacted>"
      }

      POST /auth/phone
      X-Device-ID: <UUID 2>
      {
        "phone" : "+441234567890"
      }
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
