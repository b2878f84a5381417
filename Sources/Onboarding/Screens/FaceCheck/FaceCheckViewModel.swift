import Observation

/// A face check the backend asked for (``AuthNextAction/faceCheck``), during a passcode reset or
/// a sign-in on a new device: the KYC SDK films the face, the backend checks it and says what
/// comes next.
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
  public private(set) var state: State = .ready

  @ObservationIgnored private let tempToken: String
  @ObservationIgnored private let dependencies: OnboardingDependencies
  @ObservationIgnored private let onConfirmed: @MainActor (AuthStep) async throws -> Void

  /// Creates the check the backend authorised with `tempToken`; `onConfirmed` receives the
  /// backend's next step.
  public init(
    tempToken: String,
    dependencies: OnboardingDependencies,
    onConfirmed: @escaping @MainActor (AuthStep) async throws -> Void
  ) {
    self.tempToken = tempToken
    self.dependencies = dependencies
    self.onConfirmed = onConfirmed
  }

  /// Runs the SDK, then confirms its result with the backend.
  public func start() async {
    guard state != .capturing, state != .confirming else { return }
    state = .capturing
    do {
      let checkID = try await dependencies.kyc.captureFace(token: tempToken)
      state = .confirming
      let next = try await dependencies.api.send(.confirmFaceCheck(tempToken: tempToken, checkID: checkID))
      dependencies.analytics.track(.faceCheckPassed)
      state = .ready
      try await onConfirmed(next)
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
