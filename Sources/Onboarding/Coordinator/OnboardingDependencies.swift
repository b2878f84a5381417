import Foundation

/// Everything the onboarding talks to, each behind a protocol so tests can substitute it.
///
/// ```swift
/// let dependencies = OnboardingDependencies(
///   api: URLSessionAPIClient(baseURL: baseURL, storage: storage),
///   storage: storage, kyc: sdk, location: locator, analytics: tracker
/// )
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct OnboardingDependencies: Sendable {
  /// The backend.
  public var api: any APIClient
  /// Tokens and progress kept between launches.
  public var storage: any OnboardingStorage
  /// The identity verification SDK.
  public var kyc: any KYCProvider
  /// The device location.
  public var location: any LocationProvider
  /// Product analytics.
  public var analytics: any Analytics
  /// Drives the SMS resend timer and the status polling; a virtual clock in tests.
  public var clock: any Clock<Duration>
  /// Today's date, for the age check.
  public var now: @Sendable () -> Date
  /// Delays and limits.
  public var timing: OnboardingTiming

  /// Creates the dependencies; `clock` defaults to `ContinuousClock()`, `now` to `Date()`.
  public init(
    api: any APIClient,
    storage: any OnboardingStorage,
    kyc: any KYCProvider,
    location: any LocationProvider,
    analytics: any Analytics = NoAnalytics(),
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() },
    timing: OnboardingTiming = OnboardingTiming()
  ) {
    self.api = api
    self.storage = storage
    self.kyc = kyc
    self.location = location
    self.analytics = analytics
    self.clock = clock
    self.now = now
    self.timing = timing
  }
}

/// The onboarding's delays and limits.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct OnboardingTiming: Sendable, Hashable {
  /// How long after sending an SMS code another may be requested.
  public var smsResendDelay: Duration
  /// Pause between two `GET /kyc/status` calls.
  public var pollingInterval: Duration
  /// How many status calls before giving up and offering "check again".
  public var pollingAttempts: Int

  /// Creates timing; defaults: 60 s resend delay, a status call every 5 s, at most 12 calls.
  public init(
    smsResendDelay: Duration = .seconds(60), pollingInterval: Duration = .seconds(5), pollingAttempts: Int = 12
  ) {
    self.smsResendDelay = smsResendDelay
    self.pollingInterval = pollingInterval
    self.pollingAttempts = pollingAttempts
  }
}
