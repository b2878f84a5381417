import InlineSnapshot
import Onboarding
import Testing

@MainActor
@Suite("Onboarding: sign-in branches")
struct AuthBranchTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  // snippet: readme-tour
  @Test
  func whenSMSCodeIsWrong_shouldShowErrorAndAcceptRetry() async throws {
    let api = APIStub.builder()
      .success(.phone, .testMake())
      .failure(.sms, APIError.invalidSMSCode)
      .success(.sms, .testMake())
      .build()
    let app = OnboardingTestApp()
    app.start(api: api)
    try await app.viewModel(route: \.phone).pass()

    let sms = try app.viewModel(route: \.sms)
    sms.code = "000000"
    await sms.submit()
    #expect(sms.code == "")
    try await sms.pass()

    assertInlineSnapshot(of: try app.states(of: \.sms), as: .states) {
      """
      editing
      verifying
      wrongCode
      verifying
      editing
      """
    }
    api.expectInlineSnapshot(.full) {
      """
      POST /auth/phone
      {
        "phone" : "+441234567890"
      }

      POST /auth/sms
      {
        "code" : "000000",
        "otp_id" : "otp-1"
      }

      POST /auth/sms
      {
        "code" : "123456",
        "otp_id" : "otp-1"
      }
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      phone
      sms
      passcode
      """
    }
    app.analytics.expectInlineSnapshot(excluding: ["screen_viewed"]) {
      """
      onboarding_started
        step: "phone"
      phone_submitted
      sms_code_rejected
        attempt: 1
      """
    }
  }
  // snippet-end

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenResendTimerRunsOut_shouldSendANewCode() async throws {
    let api = APIStub.builder()
      .success(.phone, .testMake(otpID: "otp-1"))
      .success(.phone, .testMake(otpID: "otp-2"))
      .success(.sms, .testMake())
      .build()
    let app = OnboardingTestApp()
    app.start(api: api)
    try await app.viewModel(route: \.phone).pass()
    let sms = try app.viewModel(route: \.sms)
    var timeline: [String] = []
    func note(_ action: String) {
      timeline.append("\(app.clock.now) \(action): \(sms.secondsUntilResend)s left, canResend: \(sms.canResend)")
    }

    note("shown")
    await sms.resend()
    note("resend tapped too early")
    await app.clock.advance(by: .seconds(59))
    note("59s later")
    await app.clock.advance(by: .seconds(1))
    note("1s later")
    await sms.resend()
    note("resend tapped")
    try await sms.pass()

    assertInlineSnapshot(of: timeline.joined(separator: "\n"), as: .lines) {
      """
      t+0.0 seconds shown: 60s left, canResend: false
      t+0.0 seconds resend tapped too early: 60s left, canResend: false
      t+59.0 seconds 59s later: 1s left, canResend: false
      t+60.0 seconds 1s later: 0s left, canResend: true
      t+60.0 seconds resend tapped: 60s left, canResend: false
      """
    }
    api.expectInlineSnapshot(.full) {
      """
      POST /auth/phone
      {
        "phone" : "+441234567890"
      }

      POST /auth/phone
      {
        "phone" : "+441234567890"
      }

      POST /auth/sms
      {
        "code" : "123456",
        "otp_id" : "otp-2"
      }
      """
    }
    assertInlineSnapshot(of: try app.states(of: \.sms), as: .states) {
      """
      editing
      resending
      editing
      verifying
      editing
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenPasscodeIsForgotten_shouldResetThroughFaceCheck() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", refreshToken: "refresh-1", phone: "+441234567890", passcode: "111111", step: .completed)
    let api = APIStub.builder()
      .success(.resetPasscode, .testMake())
      .success(.faceCheck, .testMake())
      .success(.newPasscode, .testMake())
      .success(.profile, .testMake())
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)

    try await app.viewModel(route: \.passcode).resetPasscode()
    try await app.viewModel(route: \.faceCheck).pass()
    try await app.viewModel(route: \.passcode).pass()

    #expect(app.userIsReady)
    #expect(app.kyc.faceCaptureTokens == ["face-sdk-1"])
    #expect(storage.passcode == "123456")
    #expect(storage.accessToken == "access-2")
    api.expectInlineSnapshot {
      """
      POST /auth/reset-pass
      POST /auth/face-check
      POST /auth/new-passcode
      GET /profile
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      passcode
      faceCheck
      passcode
      mainApp(user-1)
      """
    }
    assertInlineSnapshot(of: try app.states(of: \.faceCheck), as: .states) {
      """
      ready
      capturing
      confirming
      ready
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenUnlockPasscodeIsWrong_shouldAskAgainAndOpenTheMainApp() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", phone: "+441234567890", passcode: "123456", step: .completed)
    let api = APIStub.builder().success(.profile, .testMake()).build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)
    let unlock = try app.viewModel(route: \.passcode)

    unlock.passcode = "000000"
    await unlock.submit()
    try await unlock.pass()

    #expect(app.userIsReady)
    assertInlineSnapshot(of: try app.states(of: \.passcode), as: .states) {
      """
      editing
      wrongPasscode
      processing
      editing
      """
    }
    api.expectInlineSnapshot {
      """
      GET /profile
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenPasscodeConfirmationDiffers_shouldStartOver() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .passcode)
    let app = OnboardingTestApp(storage: storage)
    app.start(api: APIStub.builder().build())
    let passcode = try app.viewModel(route: \.passcode)

    passcode.passcode = "123456"
    await passcode.submit()
    #expect(passcode.stage == .confirm)
    passcode.passcode = "654321"
    await passcode.submit()
    #expect(passcode.stage == .enter)
    try await passcode.pass()

    assertInlineSnapshot(of: try app.states(of: \.passcode), as: .states) {
      """
      editing
      editing
      mismatch
      editing
      processing
      editing
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      passcode
      userInfo
      """
    }
    app.analytics.expectInlineSnapshot(excluding: ["screen_viewed"]) {
      """
      onboarding_started
        step: "passcode"
      passcode_mismatch
      passcode_created
      """
    }
  }
}
