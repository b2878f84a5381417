import Onboarding
import Testing

@MainActor
@Suite("Onboarding: relaunch")
struct RelaunchTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(arguments: OnboardingStep.allCases)
  func relaunchResumesAtTheSavedStep(step: OnboardingStep) async throws {
    let storage = InMemoryStorage(
      accessToken: "access-1", phone: "+441234567890", otpID: "otp-1", passcode: "123456", step: step
    )
    let app = OnboardingTestApp(storage: storage)
    app.start(api: APIStub.builder().build())

    let expectedScreen = step == .completed ? "passcode" : step.rawValue
    #expect(app.router.history == ["reset", expectedScreen])
    #expect(storage.step == step)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func relaunchWithoutTokensStartsAtThePhoneScreen() async throws {
    let app = OnboardingTestApp(storage: InMemoryStorage(step: .address))
    app.start(api: APIStub.builder().build())

    #expect(app.router.pathDescription == "phone")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func killedAfterSMS_resumesAtPasscode() async throws {
    let app = OnboardingTestApp()
    app.start(api: APIStub.builder().success(.phone, .testMake()).success(.sms, .testMake()).build())
    try await app.viewModel(route: \.phone).pass()
    try await app.viewModel(route: \.sms).pass()

    app.relaunch(api: APIStub.builder().build())

    #expect(app.router.pathDescription == "passcode")
    let passcode = try app.viewModel(route: \.passcode)
    #expect(passcode.purpose == .create)
  }
}
