import InlineSnapshot
import Onboarding
import Testing

@MainActor
@Suite("Onboarding: document check polling", .snapshots(placeholders: .standard))
struct PollingTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenDocumentsAreApproved_shouldPresentTheTermsAndFinish() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .polling)
    let api = APIStub.builder()
      .success(.kycStatus, .pending, numberOfAllowedCalls: 2)
      .success(.kycStatus, .approved)
      .success(.acceptTerms)
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)

    let polling = try await app.passPolling()
    let terms = try #require(polling.terms)
    let termsStates = terms.recordStates()
    try await terms.pass()

    #expect(app.clock.now.offset == .seconds(10))
    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: try app.states(of: \.polling), as: .states) {
      """
      idle
      checking(attempt: 1)
      checking(attempt: 2)
      checking(attempt: 3)
      approved
      """
    }
    assertInlineSnapshot(of: termsStates, as: .states) {
      """
      reading
      accepting
      reading
      """
    }
    api.expectInlineSnapshot(.full) {
      """
      GET /kyc/status

      GET /kyc/status

      GET /kyc/status

      POST /terms/accept
      {
        "version" : "2024-06"
      }
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      polling
      final
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenNoDecisionWithinTheLimit_shouldTimeOutAndCheckAgainOnRequest() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .polling)
    let api = APIStub.builder()
      .success(.kycStatus, .pending, numberOfAllowedCalls: 3)
      .success(.kycStatus, .approved)
      .build()
    let app = OnboardingTestApp(
      storage: storage, timing: OnboardingTiming(pollingInterval: .seconds(5), pollingAttempts: 3))
    app.start(api: api)
    let polling = try app.viewModel(route: \.polling)

    await polling.poll(advancing: app.clock)
    #expect(app.clock.now.offset == .seconds(10))
    #expect(polling.terms == nil)
    await polling.checkAgain()

    #expect(polling.terms?.version == "2024-06")
    #expect(storage.pendingTermsVersion == "2024-06")
    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: try app.states(of: \.polling), as: .states) {
      """
      idle
      checking(attempt: 1)
      checking(attempt: 2)
      checking(attempt: 3)
      timedOut
      checking(attempt: 1)
      approved
      """
    }
    api.expectInlineSnapshot {
      """
      GET /kyc/status
      GET /kyc/status
      GET /kyc/status
      GET /kyc/status
      """
    }
    app.analytics.expectInlineSnapshot(excluding: ["screen_viewed", "onboarding_started"]) {
      """
      kyc_polling_finished
        attempts: 3
        status: "timed_out"
      kyc_polling_finished
        attempts: 1
        status: "approved"
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenDocumentsAreRejected_shouldStopPolling() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .polling)
    let api = APIStub.builder()
      .success(.kycStatus, .pending)
      .failure(.kycStatus, APIError.http(status: 503, code: nil))
      .success(.kycStatus, .rejected)
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)
    let polling = try app.viewModel(route: \.polling)

    await polling.poll(advancing: app.clock)

    #expect(polling.terms == nil)
    #expect(app.clock.now.offset == .seconds(10))
    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: try app.states(of: \.polling), as: .states) {
      """
      idle
      checking(attempt: 1)
      checking(attempt: 2)
      checking(attempt: 3)
      rejected
      """
    }
    app.analytics.expectInlineSnapshot(excluding: ["screen_viewed", "onboarding_started"]) {
      """
      kyc_polling_finished
        attempts: 3
        status: "rejected"
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenRelaunchedWithTermsPending_shouldShowTheTermsWithoutPollingAgain() async throws {
    let app = OnboardingTestApp(storage: InMemoryStorage(accessToken: "access-1", step: .polling))
    let firstLaunch = APIStub.builder().success(.kycStatus, .approved).build()
    app.start(api: firstLaunch)
    try await app.passPolling()
    #expect(app.storage.pendingTermsVersion == "2024-06")

    let relaunched = APIStub.builder().success(.acceptTerms).build()
    app.relaunch(api: relaunched)
    let polling = try app.viewModel(route: \.polling)
    let terms = try #require(polling.terms)
    try await terms.pass()

    #expect(app.storage.pendingTermsVersion == nil)
    firstLaunch.expectAllAnswersUsed()
    relaunched.expectAllAnswersUsed()
    assertInlineSnapshot(of: try app.states(of: \.polling), as: .states) {
      """
      approved
      """
    }
    relaunched.expectInlineSnapshot(.full) {
      """
      POST /terms/accept
      {
        "version" : "2024-06"
      }
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      polling
      reset
      polling
      final
      """
    }
  }
}
