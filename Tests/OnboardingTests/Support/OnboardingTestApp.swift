import Foundation
import InlineSnapshot
import Onboarding
import Testing

/// The onboarding module wired to test doubles: a scripted API, in-memory storage, a fake KYC SDK,
/// an analytics spy, a virtual clock and a router spy.
///
/// Scenarios read like seed 001:
///
/// ```swift
/// let app = OnboardingTestApp()
/// app.start(api: api)
/// try await app.viewModel(route: \.phone).pass()
/// try await app.viewModel(route: \.sms).pass()
/// ```
///
/// (Swift Testing forbids `@available` on suites, and Observation needs it on Apple platforms, so
/// each test owns its app instead of the suite.)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class OnboardingTestApp {
  /// Storage survives ``relaunch(api:)``, as on a device.
  let storage: InMemoryStorage
  let kyc: FakeKYC
  let location: FakeLocation
  let analytics = AnalyticsSpy()
  let clock = TestClock()
  let router = RouterSpy()
  let timing: OnboardingTiming
  /// The stub of the current launch.
  private(set) var api = APIStub.builder().build()
  private(set) var coordinator: OnboardingCoordinator?

  /// 17 May 2026, noon UTC: "today" for the age check.
  nonisolated static let today = Date(timeIntervalSince1970: 1_779_019_200)

  init(
    storage: InMemoryStorage = InMemoryStorage(),
    kyc: FakeKYC = FakeKYC(),
    location: FakeLocation = FakeLocation(),
    timing: OnboardingTiming = OnboardingTiming()
  ) {
    self.storage = storage
    self.kyc = kyc
    self.location = location
    self.timing = timing
  }

  /// Launches the onboarding against `api`.
  func start(api: APIStub) {
    self.api = api
    api.readAccessToken(from: storage)
    let dependencies = OnboardingDependencies(
      api: api, storage: storage, kyc: kyc, location: location, analytics: analytics,
      clock: clock, now: { OnboardingTestApp.today }, timing: timing
    )
    let coordinator = OnboardingCoordinator(dependencies: dependencies, router: router)
    self.coordinator = coordinator
    coordinator.start()
  }

  /// Kills and relaunches the app: a new coordinator over the same storage, the router emptied.
  func relaunch(api: APIStub) {
    coordinator = nil
    start(api: api)
  }

  /// Taps the back button; whether the top screen had one.
  @discardableResult
  func goBack() -> Bool {
    coordinator?.goBack() ?? false
  }

  /// Signs out, as the user or an expired session does.
  func signOut() {
    coordinator?.signOut()
  }

  /// Whether the main app was opened.
  var userIsReady: Bool { router.mainAppProfile != nil }

  /// The view model of the top screen, which must be `route` (the test fails with the path if not).
  func viewModel<ViewModel>(
    route: KeyPath<OnboardingRoute, ViewModel?>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ViewModel {
    try router.viewModel(for: route, sourceLocation: sourceLocation)
  }

  /// The states the latest screen of case `route` went through since it was shown.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: try app.states(of: \.sms), as: .states)
  /// ```
  func states<Screen: StateRecordingScreen>(
    of route: KeyPath<OnboardingRoute, Screen?>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> StateHistory<Screen.State> {
    let screen = try router.lastViewModel(for: route, sourceLocation: sourceLocation)
    return try #require(
      router.states(of: screen), "\(Screen.self) was not shown by the router", sourceLocation: sourceLocation)
  }

  /// Location and the KYC SDK, as the user passes them.
  func passKYC(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await viewModel(route: \.geolocationAndKYC, sourceLocation: sourceLocation).pass(sourceLocation: sourceLocation)
  }

  /// Polling until approved, advancing the virtual clock whenever it waits.
  @discardableResult
  func passPolling(sourceLocation: SourceLocation = #_sourceLocation) async throws -> PollingViewModel {
    let polling = try viewModel(route: \.polling, sourceLocation: sourceLocation)
    try await polling.pass(advancing: clock, sourceLocation: sourceLocation)
    return polling
  }
}
