/// Shows the onboarding's screens; bound to the platform (a SwiftUI `NavigationStack` path, a
/// `UINavigationController`, or a spy in tests).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public protocol OnboardingRouter: AnyObject {
  /// Pushes the screen for `route`.
  func navigate(to route: OnboardingRoute)
  /// Removes the top screen, showing the one under it (the back button).
  func pop()
  /// Empties the stack, e.g. before resuming at a saved step.
  func reset()
  /// Leaves the onboarding for the main app, signed in as `profile`.
  func openMainApp(with profile: Profile)
}
