import InlineSnapshot
import Onboarding
import Testing

@MainActor
@Suite("Onboarding: sign-in branches", .snapshots(placeholders: .standard))
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
    let timeline = sms.timeline()
    timeline.record(after: "type 000000") { sms.code = "000000" }
    await timeline.record(after: "submit()") { await sms.submit() }
    try await timeline.record(after: "pass()") { try await sms.pass() }

    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: timeline, as: .states(.changes)) {
      """
      ▿ SMSScreen
        - state: SMSViewModel.State.editing
        - code: ""
        - wrongAttempts: 0
        - secondsUntilResend: 60
        - canResend: false

      → type 000000
        code: "" → "000000"

      → submit()
        state: SMSViewModel.State.editing → SMSViewModel.State.verifying

      →
        wrongAttempts: 0 → 1

      →
        code: "000000" → ""

      →
        state: SMSViewModel.State.verifying → SMSViewModel.State.wrongCode

      → pass()
        code: "" → "123456"

      →
        state: SMSViewModel.State.wrongCode → SMSViewModel.State.verifying

      →
        state: SMSViewModel.State.verifying → SMSViewModel.State.editing
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
    let timeline = sms.timeline()
    await timeline.record(after: "resend() at once") { await sms.resend() }
    await timeline.record(after: "59 s later") { await app.clock.advance(by: .seconds(59)) }
    await timeline.record(after: "1 s later") { await app.clock.advance(by: .seconds(1)) }
    await timeline.record(after: "resend()") { await sms.resend() }
    try await timeline.record(after: "pass()") { try await sms.pass() }

    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: timeline, as: .states(.changes, removingDuplicates: true)) {
      """
      ▿ SMSScreen
        - state: SMSViewModel.State.editing
        - code: ""
        - wrongAttempts: 0
        - secondsUntilResend: 60
        - canResend: false

      → resend() at once
        (no change)

      → 59 s later
        secondsUntilResend: 60 → 1

      → 1 s later
        secondsUntilResend: 1 → 0
        canResend: false → true

      → resend()
        state: SMSViewModel.State.editing → SMSViewModel.State.resending

      →
        secondsUntilResend: 0 → 60
        canResend: true → false

      →
        state: SMSViewModel.State.resending → SMSViewModel.State.editing

      → pass()
        code: "" → "123456"

      →
        state: SMSViewModel.State.editing → SMSViewModel.State.verifying

      →
        state: SMSViewModel.State.verifying → SMSViewModel.State.editing
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
    app.analytics.expectInlineSnapshot(excluding: ["screen_viewed", "onboarding_started"]) {
      """
      phone_submitted
      sms_resent
      """
    }
  }

  /// Seed 000's `passcodeCheck_whenRestorePasscode_shouldLogin`: each answer names the next step.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenPasscodeIsForgotten_shouldResetThroughFaceCheck() async throws {
    let storage = InMemoryStorage(
      accessToken: "access-1", refreshToken: "refresh-1", phone: "+441234567890", passcode: "111111", step: .completed)
    let api = APIStub.builder()
      .success(.resetPasscode, .testMake(nextAction: .faceCheck, tempToken: "face-temp-1"))
      .success(.faceCheck, .testMake(nextAction: .setupPasscode, tempToken: "passcode-temp-1"))
      .success(
        .newPasscode,
        .testMake(nextAction: .authenticationCompleted, accessToken: "access-2", refreshToken: "refresh-2")
      )
      .success(.profile, .testMake())
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)

    try await app.viewModel(route: \.passcode).resetPasscode()
    try await app.viewModel(route: \.faceCheck).pass()
    try await app.viewModel(route: \.passcode).pass()

    #expect(app.userIsReady)
    #expect(app.kyc.faceCaptureTokens == ["face-temp-1"])
    #expect(storage.passcode == "123456")
    #expect(storage.accessToken == "access-2")
    api.expectAllAnswersUsed()
    api.expectInlineSnapshot(.full) {
      """
      POST /auth/reset-pass
      {
        "phone" : "+441234567890"
      }

      POST /auth/face-check
      {
        "check_id" : "face-check-1",
        "temp_token" : "face-temp-1"
      }

      POST /auth/new-passcode
      {
        "passcode" : "123456",
        "temp_token" : "passcode-temp-1"
      }

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
    app.analytics.expectInlineSnapshot(excluding: ["screen_viewed"]) {
      """
      onboarding_started
        step: "completed"
      passcode_reset_started
      face_check_passed
      passcode_reset_completed
      """
    }
  }

  /// Seed 000's `firstLogin_whenRestorePasscode_shouldLogin`: a returning user on a new device
  /// creates a passcode after the SMS, then unlocks with it (no SMS again) and can reset it.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenReturningUserSignsInOnANewDevice_shouldCreateAPasscodeAndResetItLater() async throws {
    let firstLaunch = APIStub.builder()
      .success(.phone, .testMake())
      .success(.sms, .testMake(isReturningUser: true, nextAction: .setupPasscode))
      .success(.newPasscode, .testMake(nextAction: .authenticationCompleted))
      .success(.profile, .testMake())
      .build()
    let app = OnboardingTestApp()
    app.start(api: firstLaunch)
    try await app.viewModel(route: \.phone).pass()
    try await app.viewModel(route: \.sms).pass()
    try await app.viewModel(route: \.passcode).pass(passcode: "111111")
    #expect(app.userIsReady)

    let secondLaunch = APIStub.builder()
      .success(.resetPasscode, .testMake(nextAction: .faceCheck, tempToken: "face-temp-1"))
      .success(.faceCheck, .testMake(nextAction: .setupPasscode, tempToken: "passcode-temp-1"))
      .success(
        .newPasscode,
        .testMake(nextAction: .authenticationCompleted, accessToken: "access-2", refreshToken: "refresh-2")
      )
      .success(.profile, .testMake())
      .build()
    app.relaunch(api: secondLaunch)
    let unlock = try app.viewModel(route: \.passcode)
    #expect(unlock.purpose == .unlock)
    try await unlock.resetPasscode()
    try await app.viewModel(route: \.faceCheck).pass()
    try await app.viewModel(route: \.passcode).pass(passcode: "222222")

    #expect(app.storage.passcode == "222222")
    firstLaunch.expectAllAnswersUsed()
    secondLaunch.expectAllAnswersUsed()
    firstLaunch.expectInlineSnapshot(.full, redacting: ["passcode"]) {
      """
      POST /auth/phone
      {
        "phone" : "+441234567890"
      }

      POST /auth/sms
      {
        "code" : "123456",
        "otp_id" : "otp-1"
      }

      POST /auth/new-passcode
      {
        "passcode" : "<redacted>"
      }

      GET /profile
      """
    }
    secondLaunch.expectInlineSnapshot {
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
      phone
      sms
      passcode
      mainApp(user-1)
      reset
      passcode
      faceCheck
      passcode
      mainApp(user-1)
      """
    }
    app.analytics.expectInlineSnapshot(excluding: ["screen_viewed"]) {
      """
      onboarding_started
        step: "phone"
      phone_submitted
      passcode_created
      returning_user_signed_in
      onboarding_started
        step: "completed"
      passcode_reset_started
      face_check_passed
      passcode_reset_completed
      """
    }
  }

  /// Seed 000's `nextAction: .face_check`: the backend adds a step and the app follows it.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenBackendAsksForAFaceCheck_shouldDoItBeforeThePasscode() async throws {
    let api = APIStub.builder()
      .success(.phone, .testMake())
      .success(.sms, .testMake(isReturningUser: true, nextAction: .faceCheck, tempToken: "face-temp-1"))
      .success(.faceCheck, .testMake(nextAction: .setupPasscode, tempToken: "passcode-temp-1"))
      .success(.newPasscode, .testMake(nextAction: .authenticationCompleted))
      .success(.profile, .testMake())
      .build()
    let app = OnboardingTestApp()
    app.start(api: api)

    try await app.viewModel(route: \.phone).pass()
    try await app.viewModel(route: \.sms).pass()
    try await app.viewModel(route: \.faceCheck).pass()
    try await app.viewModel(route: \.passcode).pass()

    #expect(app.userIsReady)
    #expect(app.kyc.faceCaptureTokens == ["face-temp-1"])
    api.expectAllAnswersUsed()
    api.expectInlineSnapshot(.full, redacting: ["passcode"]) {
      """
      POST /auth/phone
      {
        "phone" : "+441234567890"
      }

      POST /auth/sms
      {
        "code" : "123456",
        "otp_id" : "otp-1"
      }

      POST /auth/face-check
      {
        "check_id" : "face-check-1",
        "temp_token" : "face-temp-1"
      }

      POST /auth/new-passcode
      {
        "passcode" : "<redacted>",
        "temp_token" : "passcode-temp-1"
      }

      GET /profile
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      phone
      sms
      faceCheck
      passcode
      mainApp(user-1)
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
    api.expectAllAnswersUsed()
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
    app.analytics.expectInlineSnapshot(excluding: ["screen_viewed"]) {
      """
      onboarding_started
        step: "completed"
      passcode_rejected
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenPasscodeConfirmationDiffers_shouldStartOver() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .passcode)
    let api = APIStub.builder().success(.newPasscode, .testMake(nextAction: .authenticationCompleted)).build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)

    let passcode = try app.viewModel(route: \.passcode)
    let timeline = passcode.timeline()
    timeline.record(after: "type 123456") { passcode.passcode = "123456" }
    await timeline.record(after: "submit()") { await passcode.submit() }
    timeline.record(after: "type 654321") { passcode.passcode = "654321" }
    await timeline.record(after: "submit()") { await passcode.submit() }
    try await timeline.record(after: "pass()") { try await passcode.pass() }

    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: timeline, as: .states(.changes)) {
      """
      ▿ PasscodeScreen
        - state: PasscodeViewModel.State.editing
        - stage: PasscodeViewModel.Stage.enter
        - digitsEntered: 0

      → type 123456
        digitsEntered: 0 → 6

      → submit()
        digitsEntered: 6 → 0

      →
        stage: PasscodeViewModel.Stage.enter → PasscodeViewModel.Stage.confirm

      → type 654321
        digitsEntered: 0 → 6

      → submit()
        digitsEntered: 6 → 0

      →
        stage: PasscodeViewModel.Stage.confirm → PasscodeViewModel.Stage.enter

      →
        state: PasscodeViewModel.State.editing → PasscodeViewModel.State.mismatch

      → pass()
        digitsEntered: 0 → 6

      →
        digitsEntered: 6 → 0

      →
        stage: PasscodeViewModel.Stage.enter → PasscodeViewModel.Stage.confirm

      →
        state: PasscodeViewModel.State.mismatch → PasscodeViewModel.State.editing

      →
        digitsEntered: 0 → 6

      →
        digitsEntered: 6 → 0

      →
        state: PasscodeViewModel.State.editing → PasscodeViewModel.State.processing

      →
        state: PasscodeViewModel.State.processing → PasscodeViewModel.State.editing
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
