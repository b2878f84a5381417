import InlineSnapshot
import Onboarding
import Testing

/// An ``OnboardingRouter`` that keeps the navigation path instead of showing screens, and records
/// the state history of every screen it shows from the moment it is shown.
///
/// ```swift
/// let sms = try router.viewModel(for: \.sms)   // the top screen must be .sms
/// assertInlineSnapshot(of: try #require(router.states(of: sms)), as: .states)
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
final class RouterSpy: OnboardingRouter {
  /// The current stack, bottom first.
  private(set) var path: [OnboardingRoute] = []
  /// Everything the router was asked, in order: screen names, `back`, `reset`,
  /// `mainApp(<profile id>)`.
  private(set) var history: [String] = []
  /// The profile the main app was opened with, if it was.
  private(set) var mainAppProfile: Profile?
  /// State histories by view model (a view model shown twice, like the address screen's, keeps
  /// one). The view model is kept too: while it lives, no other object can take its identifier.
  private var stateHistories: [ObjectIdentifier: (screen: AnyObject, history: AnyObject)] = [:]

  func navigate(to route: OnboardingRoute) {
    path.append(route)
    history.append(route.name)
    let screen = route.screen
    if stateHistories[ObjectIdentifier(screen)] == nil {
      stateHistories[ObjectIdentifier(screen)] = (screen, Self.recordStates(of: screen))
    }
  }

  // Generic so the existential `route.screen` is opened and its State type known.
  private static func recordStates<Screen: StateRecordingScreen>(of screen: Screen) -> AnyObject {
    screen.recordStates()
  }

  /// The states `viewModel` went through since it was shown; `nil` if this router never showed it.
  func states<Screen: StateRecordingScreen>(of viewModel: Screen) -> StateHistory<Screen.State>? {
    stateHistories[ObjectIdentifier(viewModel)]?.history as? StateHistory<Screen.State>
  }

  /// Asserts ``history`` (one entry per line) against the inline snapshot in the trailing closure.
  ///
  /// ```swift
  /// app.router.expectInlineSnapshot {
  ///   """
  ///   reset
  ///   phone
  ///   sms
  ///   mainApp(user-1)
  ///   """
  /// }
  /// ```
  func expectInlineSnapshot(
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
  ) {
    assertInlineSnapshot(
      of: history.joined(separator: "\n"),
      as: .lines,
      syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches"),
      matches: expected,
      fileID: fileID, file: filePath, function: function, line: line, column: column
    )
  }

  func pop() {
    path.removeLast()
    history.append("back")
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
