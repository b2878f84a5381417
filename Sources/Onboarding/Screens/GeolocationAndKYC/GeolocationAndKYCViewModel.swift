import Observation

/// Location permission, then the KYC SDK (documents and selfie).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class GeolocationAndKYCViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Explains the check; "Start".
    case ready
    /// Reading the location.
    case locating
    /// `POST /kyc/start` in flight.
    case startingSession
    /// The SDK is on screen.
    case verifying
    /// The user closed the SDK; "Start" again.
    case cancelled
    /// Something failed (location access refused, the SDK stopped); the message says why and
    /// "Start" tries again.
    case failed(String)
  }

  /// What the screen shows.
  public private(set) var state: State = .ready

  @ObservationIgnored private var sessions = AnsweredRequest<Coordinates, KYCSession>()
  @ObservationIgnored private let dependencies: OnboardingDependencies
  @ObservationIgnored private let onVerified: @MainActor () async throws -> Void

  /// Creates the screen; `onVerified` runs once the SDK uploaded everything.
  public init(dependencies: OnboardingDependencies, onVerified: @escaping @MainActor () async throws -> Void) {
    self.dependencies = dependencies
    self.onVerified = onVerified
  }

  /// Reads the location, opens a KYC session (or reuses the one opened from the same location)
  /// and runs the SDK.
  public func start() async {
    switch state {
    case .locating, .startingSession, .verifying: return
    case .ready, .cancelled, .failed: break
    }
    state = .locating
    do {
      let location = try await dependencies.location.currentLocation()
      let session: KYCSession
      if let opened = sessions.answer(for: location) {
        session = opened
      } else {
        state = .startingSession
        session = try await dependencies.api.send(.startKYC(at: location))
        sessions.remember(session, for: location)
      }
      state = .verifying
      let outcome: KYCOutcome
      do {
        outcome = try await dependencies.kyc.verifyIdentity(session: session)
      } catch {
        dependencies.analytics.track(.kycFinished, parameters: ["outcome": "failed"])
        state = .failed("The identity check stopped before the end. Try again.")
        return
      }
      dependencies.analytics.track(.kycFinished, parameters: ["outcome": .string(outcome.rawValue)])
      switch outcome {
      case .cancelled:
        state = .cancelled
      case .completed:
        state = .ready
        try await onVerified()
      }
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
