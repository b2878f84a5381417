import Observation

/// The terms and conditions modal presented by the polling screen.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class TermsViewModel {
  /// What the modal shows.
  public enum State: Sendable, Hashable {
    /// The terms; "Accept".
    case reading
    /// `POST /terms/accept` in flight.
    case accepting
    /// The request failed; the message says why.
    case failed(String)
  }

  /// What the modal shows.
  public private(set) var state: State = .reading
  /// The version of the terms shown and accepted.
  public let version: String

  @ObservationIgnored private let dependencies: OnboardingDependencies
  @ObservationIgnored private let onAccepted: @MainActor () async throws -> Void

  /// Creates the modal for terms `version`.
  public init(
    version: String, dependencies: OnboardingDependencies, onAccepted: @escaping @MainActor () async throws -> Void
  ) {
    self.version = version
    self.dependencies = dependencies
    self.onAccepted = onAccepted
  }

  /// Accepts the terms.
  public func accept() async {
    guard state != .accepting else { return }
    state = .accepting
    do {
      _ = try await dependencies.api.send(.acceptTerms(version: version))
      dependencies.analytics.track(.termsAccepted, parameters: ["version": .string(version)])
      state = .reading
      try await onAccepted()
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
