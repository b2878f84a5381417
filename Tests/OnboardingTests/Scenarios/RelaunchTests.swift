import InlineSnapshot
import Onboarding
import Testing

@MainActor
@Suite("Onboarding: relaunch")
struct RelaunchTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenRelaunchedAtEachStep_shouldResumeThere() async throws {
    var table = ["saved step → screen (signed in) | screen (no tokens)"]
    for step in OnboardingStep.allCases {
      let signedIn = OnboardingTestApp(storage: InMemoryStorage(
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
    app.start(api: APIStub.builder().success(.phone, .testMake()).success(.sms, .testMake()).build())
    try await app.viewModel(route: \.phone).pass()
    try await app.viewModel(route: \.sms).pass()

    let relaunched = APIStub.builder().success(.userInfo, .testMake()).build()
    app.relaunch(api: relaunched)
    try await app.viewModel(route: \.passcode).pass()
    try await app.viewModel(route: \.userInfo).pass()

    relaunched.expectInlineSnapshot {
      """
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
}
