import Observation

/// The face check of a passcode reset: the KYC SDK films the face, the backend confirms it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class FaceCheckViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Explains the check; "Start".
    case ready
    /// The SDK is filming.
    case capturing
    /// `POST /auth/face-check` in flight.
    case confirming
    /// Something failed; the message says why. "Start" again retries.
    case failed(String)
  }

  /// What the screen shows.
  public private(set) var state: State = .ready {
    didSet { onStateChange?(state) }
  }

  /// Called after every change of ``state``, e.g. to log transitions.
  @ObservationIgnored public var onStateChange: (@MainActor (State) -> Void)?

  @ObservationIgnored private let reset: PasscodeReset
  @ObservationIgnored private let dependencies: OnboardingDependencies
  @ObservationIgnored private let onConfirmed: @MainActor (FaceCheckConfirmation) async throws -> Void

  /// Creates the check for `reset`; `onConfirmed` receives the token for the new passcode.
  public init(
    reset: PasscodeReset,
    dependencies: OnboardingDependencies,
    onConfirmed: @escaping @MainActor (FaceCheckConfirmation) async throws -> Void
  ) {
    self.reset = reset
    self.dependencies = dependencies
    self.onConfirmed = onConfirmed
  }

  /// Runs the SDK, then confirms its result with the backend.
  public func start() async {
    guard state != .capturing, state != .confirming else { return }
    state = .capturing
    do {
      let checkID = try await dependencies.kyc.captureFace(token: reset.faceCheckToken)
      state = .confirming
      let confirmation = try await dependencies.api.send(.confirmFaceCheck(resetToken: reset.resetToken, checkID: checkID))
      dependencies.analytics.track(name: "face_check_passed")
      state = .ready
      try await onConfirmed(confirmation)
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
