import InlineSnapshot
import Onboarding
import Testing

/// The demo's histories are exhaustive: a request the flow sends after the last snapshot of the API's
/// history fails the test at that snapshot, naming it (the README quotes this failure).
@MainActor
@Suite("Exhaustive histories")
struct ExhaustiveHistoryTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenRequestsFollowTheLastSnapshot_shouldFailNamingThem() async throws {
    try await withKnownIssue {
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
      api.expectInlineSnapshot {
        """
        POST /auth/phone
        POST /auth/sms
        """
      }
      try await app.viewModel(route: \.passcode).pass()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "2 requests were sent after the last snapshot of this recorder: POST /auth/new-passcode, GET /profile. "
          + "Snapshot them too (extend that snapshot, or snapshot the recorder again after them), or skip them with "
          + "`exhaustivity: .off(showSkipped: true)`."
      ]
    }
  }
}
