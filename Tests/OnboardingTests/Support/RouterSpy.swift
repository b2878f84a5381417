import Onboarding
import Testing

/// An ``OnboardingRouter`` that keeps the navigation path instead of showing screens.
///
/// ```swift
/// let sms = try router.viewModel(for: \.sms)   // the top screen must be .sms
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class RouterSpy: OnboardingRouter {
  /// The current stack, bottom first.
  private(set) var path: [OnboardingRoute] = []
  /// Everything the router was asked, in order: screen names, `reset`, `mainApp(<profile id>)`.
  private(set) var history: [String] = []
  /// The profile the main app was opened with, if it was.
  private(set) var mainAppProfile: Profile?

  func navigate(to route: OnboardingRoute) {
    path.append(route)
    history.append(route.name)
  }

  func reset() {
    path.removeAll()
    history.append("reset")
  }

  func openMainApp(with profile: Profile) {
    mainAppProfile = profile
    history.append("mainApp(\(profile.id))")
  }

  /// The view model of the top screen, which must be the case `route`; otherwise the test fails
  /// with the current path.
  func viewModel<ViewModel>(
    for route: KeyPath<OnboardingRoute, ViewModel?>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ViewModel {
    try #require(
      path.last?[keyPath: route],
      "The top screen is not \(ViewModel.self); path: \(pathDescription)",
      sourceLocation: sourceLocation
    )
  }

  /// The view model of the latest screen of case `route` anywhere in the path (e.g. the address
  /// step under its lookup screen).
  func lastViewModel<ViewModel>(
    for route: KeyPath<OnboardingRoute, ViewModel?>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ViewModel {
    try #require(
      path.reversed().lazy.compactMap { $0[keyPath: route] }.first,
      "No \(ViewModel.self) in the path: \(pathDescription)",
      sourceLocation: sourceLocation
    )
  }

  /// `phone → sms → passcode`.
  var pathDescription: String { path.isEmpty ? "(empty)" : path.map(\.name).joined(separator: " → ") }
}
