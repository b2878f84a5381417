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
    /// Something failed; the message says why.
    case failed(String)
  }

  /// What the screen shows.
  public private(set) var state: State = .ready {
    didSet { onStateChange?(state) }
  }

  /// Called after every change of ``state``, e.g. to log transitions.
  @ObservationIgnored public var onStateChange: (@MainActor (State) -> Void)?

  @ObservationIgnored private let dependencies: OnboardingDependencies
  @ObservationIgnored private let onVerified: @MainActor () async throws -> Void

  /// Creates the screen; `onVerified` runs once the SDK uploaded everything.
  public init(dependencies: OnboardingDependencies, onVerified: @escaping @MainActor () async throws -> Void) {
    self.dependencies = dependencies
    self.onVerified = onVerified
  }

  /// Reads the location, opens a KYC session and runs the SDK.
  public func start() async {
    switch state {
    case .locating, .startingSession, .verifying: return
    case .ready, .cancelled, .failed: break
    }
    state = .locating
    do {
      let location = try await dependencies.location.currentLocation()
      state = .startingSession
      let session = try await dependencies.api.send(.startKYC(at: location))
      state = .verifying
      let outcome = try await dependencies.kyc.verifyIdentity(session: session)
      dependencies.analytics.track(name: "kyc_finished", parameters: ["outcome": .string(outcome.rawValue)])
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
