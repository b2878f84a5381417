import Onboarding
import Testing

@MainActor
@Suite("Onboarding: sign-in branches")
struct AuthBranchTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
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
    #expect(sms.state == .wrongCode)
    #expect(sms.code == "")
    #expect(app.router.pathDescription == "phone → sms")

    try await sms.pass()
    #expect(app.router.pathDescription == "phone → sms → passcode")
    #expect(api.calls.map(\.description) == [
      #"POST /auth/phone {"phone":"+441234567890"}"#,
      #"POST /auth/sms {"code":"000000","otp_id":"otp-1"}"#,
      #"POST /auth/sms {"code":"123456","otp_id":"otp-1"}"#,
    ])
    #expect(app.analytics.events.map(\.description).contains("sms_code_rejected(attempt: 1)"))
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func resendIsAllowedOnlyAfterSixtySecondsOnTheClock() async throws {
    let api = APIStub.builder()
      .success(.phone, .testMake(otpID: "otp-1"))
      .success(.phone, .testMake(otpID: "otp-2"))
      .success(.sms, .testMake())
      .build()
    let app = OnboardingTestApp()
    app.start(api: api)
    try await app.viewModel(route: \.phone).pass()
    let sms = try app.viewModel(route: \.sms)

    #expect(!sms.canResend)
    #expect(sms.secondsUntilResend == 60)
    await sms.resend()
    #expect(api.paths == ["POST /auth/phone"])

    await app.clock.advance(by: .seconds(59))
    #expect(sms.secondsUntilResend == 1)
    #expect(!sms.canResend)
    await app.clock.advance(by: .seconds(1))
    #expect(sms.canResend)

    await sms.resend()
    #expect(api.paths == ["POST /auth/phone", "POST /auth/phone"])
    #expect(app.storage.otpID == "otp-2")
    #expect(sms.secondsUntilResend == 60)

    try await sms.pass()
    #expect(api.calls.last?.description == #"POST /auth/sms {"code":"123456","otp_id":"otp-2"}"#)
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
    #expect(api.paths == ["POST /auth/reset-pass", "POST /auth/face-check", "POST /auth/new-passcode", "GET /profile"])
    #expect(app.router.history == ["reset", "passcode", "faceCheck", "passcode", "mainApp(user-1)"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func unlockRefusesAWrongPasscodeAndOpensTheMainAppWithTheRightOne() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", phone: "+441234567890", passcode: "123456", step: .completed)
    let api = APIStub.builder().success(.profile, .testMake()).build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)
    let unlock = try app.viewModel(route: \.passcode)

    unlock.passcode = "000000"
    await unlock.submit()
    #expect(unlock.state == .wrongPasscode)
    try await unlock.pass()

    #expect(app.userIsReady)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func passcodeConfirmationMismatchStartsOver() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .passcode)
    let app = OnboardingTestApp(storage: storage)
    app.start(api: APIStub.builder().build())
    let passcode = try app.viewModel(route: \.passcode)

    passcode.passcode = "123456"
    await passcode.submit()
    #expect(passcode.stage == .confirm)
    passcode.passcode = "654321"
    await passcode.submit()
    #expect(passcode.state == .mismatch)
    #expect(passcode.stage == .enter)

    try await passcode.pass()
    #expect(app.router.pathDescription == "passcode → userInfo")
  }
}
