/// Drives the onboarding scenario: creates each screen's view model, shows it through the router,
/// and saves the step reached so a relaunch resumes there.
///
/// ```swift
/// let coordinator = OnboardingCoordinator(dependencies: dependencies, router: router)
/// coordinator.start()   // phone screen on a first launch, the saved step afterwards
/// ```
///
/// The scenario: phone → SMS → the sign-in steps the backend asks for (a passcode, sometimes a
/// face check first) → user info → email (optional) → address (lookup or manual) → geolocation +
/// KYC → share code (optional) → polling, with the terms modal → final → main app. A returning
/// user goes from signing in straight to the main app; after onboarding, a launch asks for the
/// passcode, and a forgotten one is reset through a face check. Signing out keeps the step
/// reached: signing in again continues there.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class OnboardingCoordinator {
  /// What the scenario talks to.
  public let dependencies: OnboardingDependencies
  let router: any OnboardingRouter

  /// The screens shown since the stack was last emptied, bottom first, with the step each saved.
  private var shown: [(route: OnboardingRoute, step: OnboardingStep?)] = []
  /// The screens the user went back from, the nearest last: going forward again shows them as
  /// they were left, with what the user typed and the answers they already had.
  private var ahead: [(route: OnboardingRoute, step: OnboardingStep?)] = []
  /// The onboarding screens the user left by signing out, shown again once signed in.
  private var signedOutScreens: [(route: OnboardingRoute, step: OnboardingStep?)] = []

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
    resetStack()
    let step = storage.step ?? .phone
    analytics.track(.onboardingStarted, parameters: ["step": .string(step.rawValue)])
    resume(at: step)
  }

  /// The back button: removes the top screen when it allows going back
  /// (``OnboardingRoute/allowsGoingBack``), and saves the step of the screen under it. The
  /// screen under it is the one the user left, with what they typed; continuing from it with the
  /// same input sends nothing again and comes back to the screen just left.
  ///
  /// - Returns: Whether it went back.
  @discardableResult
  public func goBack() -> Bool {
    guard shown.count > 1, let top = shown.last, top.route.allowsGoingBack else { return false }
    ahead.append(shown.removeLast())
    router.pop()
    if let step = shown.last(where: { $0.step != nil })?.step { storage.step = step }
    return true
  }

  /// Signs out (the user chose to, or the session expired) and shows the phone screen. The step
  /// reached is kept: once signed in again the onboarding continues there, and in this launch the
  /// screens already filled in come back with what the user typed.
  public func signOut() {
    storage.accessToken = nil
    storage.refreshToken = nil
    storage.otpID = nil
    let lastSignIn = shown.lastIndex(where: { $0.route.isSignIn }) ?? -1
    signedOutScreens = Array(shown[(lastSignIn + 1)...])
    analytics.track(.signedOut, parameters: ["step": .string((storage.step ?? .phone).rawValue)])
    resetStack()
    showPhone()
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
    case .passcode: showPasscodeSetup(tempToken: nil, purpose: .create, then: .onboarding)
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

  /// After signing in as a new user: the screens left by signing out in this launch, else the
  /// saved step past signing in, else the first onboarding screen.
  func continueOnboarding() {
    if !signedOutScreens.isEmpty {
      let screens = signedOutScreens
      signedOutScreens = []
      for screen in screens { show(screen.route, step: screen.step) }
    } else if let step = storage.step, !step.isSignIn {
      resumeSignedIn(at: step)
    } else {
      showUserInfo()
    }
  }

  /// Pushes `route`; when it starts a step, saves the step first so a relaunch comes back to it.
  /// A sign-in step does not replace a later step the user had reached before signing out.
  func show(_ route: OnboardingRoute, step: OnboardingStep?) {
    var route = route
    if let next = ahead.popLast() {
      if next.route.isSameScreen(as: route) {
        route = next.route
      } else {
        ahead.removeAll()
      }
    }
    if let step, !(step.isSignIn && storage.step?.isSignIn == false) { storage.step = step }
    analytics.track(.screenViewed, parameters: ["screen": .string(route.name)])
    shown.append((route, step))
    router.navigate(to: route)
  }

  /// Leaves for the main app and marks onboarding complete.
  func openMainApp(with profile: Profile) {
    storage.step = .completed
    router.openMainApp(with: profile)
  }

  private func resetStack() {
    shown.removeAll()
    ahead.removeAll()
    router.reset()
  }
}

/// A value the coordinator needs is missing from storage or from the backend's answer.
struct MissingValue: Error, CustomStringConvertible {
  let name: String
  var description: String { "\(name) is missing" }
}
