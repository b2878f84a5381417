/// Drives the onboarding scenario: creates each screen's view model, shows it through the router,
/// and saves the step reached so a relaunch resumes there.
///
/// ```swift
/// let coordinator = OnboardingCoordinator(dependencies: dependencies, router: router)
/// coordinator.start()   // phone screen on a first launch, the saved step afterwards
/// ```
///
/// The scenario: phone → SMS → passcode (twice) → user info → email (optional) → address (lookup
/// or manual) → geolocation + KYC → share code (optional) → polling, with the terms modal → final
/// → main app. A returning user goes from the SMS step straight to the main app; after onboarding,
/// a launch asks for the passcode, and a forgotten one is reset through a face check.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class OnboardingCoordinator {
  /// What the scenario talks to.
  public let dependencies: OnboardingDependencies
  let router: any OnboardingRouter

  /// Creates the coordinator; nothing is shown until ``start()``.
  public init(dependencies: OnboardingDependencies, router: any OnboardingRouter) {
    self.dependencies = dependencies
    self.router = router
  }

  var storage: any OnboardingStorage { dependencies.storage }
  var api: any APIClient { dependencies.api }
  var analytics: any Analytics { dependencies.analytics }

  /// Shows the first screen: the saved step's (see ``OnboardingStep``), the passcode unlock once
  /// onboarding is complete, or the phone screen. A step whose data is missing from storage (no
  /// tokens, no SMS challenge) falls back to the phone screen.
  public func start() {
    router.reset()
    let step = storage.step ?? .phone
    analytics.track(name: "onboarding_started", parameters: ["step": .string(step.rawValue)])
    resume(at: step)
  }

  private func resume(at step: OnboardingStep) {
    switch step {
    case .phone:
      showPhone()
    case .sms:
      guard let phone = storage.phone, let otpID = storage.otpID else { return showPhone() }
      showSMS(phone: phone, otpID: otpID)
    case .passcode, .userInfo, .email, .address, .geolocationAndKYC, .shareCode, .polling, .final, .completed:
      guard storage.hasAuth else { return showPhone() }
      resumeSignedIn(at: step)
    }
  }

  private func resumeSignedIn(at step: OnboardingStep) {
    switch step {
    case .phone, .sms: showPhone()
    case .passcode: showPasscodeCreation()
    case .userInfo: showUserInfo()
    case .email: showEmail()
    case .address: showAddress()
    case .geolocationAndKYC: showGeolocationAndKYC()
    case .shareCode: showShareCode()
    case .polling: showPolling()
    case .final: showFinal()
    case .completed:
      guard storage.passcode != nil else { return showPhone() }
      showUnlock()
    }
  }

  /// Pushes `route`; when it starts a step, saves the step first so a relaunch comes back to it.
  func show(_ route: OnboardingRoute, step: OnboardingStep?) {
    if let step { storage.step = step }
    analytics.track(name: "screen_viewed", parameters: ["screen": .string(route.name)])
    router.navigate(to: route)
  }

  /// Leaves for the main app and marks onboarding complete.
  func openMainApp(with profile: Profile) {
    storage.step = .completed
    router.openMainApp(with: profile)
  }
}

/// A value the coordinator needs is missing from storage.
struct MissingStoredValue: Error, CustomStringConvertible {
  let name: String
  var description: String { "\(name) is not in storage" }
}
