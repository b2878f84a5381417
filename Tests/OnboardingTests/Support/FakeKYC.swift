import Foundation
import Onboarding

/// A stand-in for the KYC SDK: answers at once with a configured outcome and records its calls.
final class FakeKYC: KYCProvider, @unchecked Sendable {
  // @unchecked: mutable state is only touched under `lock`.
  private let lock = NSLock()
  private var outcomes: [KYCOutcome]
  private var sessions: [KYCSession] = []
  private var faceTokens: [String] = []
  private let faceCheckID: String

  /// Answers `verifyIdentity` with `outcomes` in turn (the last one repeats) and `captureFace`
  /// with `faceCheckID`.
  init(outcomes: [KYCOutcome] = [.completed], faceCheckID: String = "face-check-1") {
    self.outcomes = outcomes.isEmpty ? [.completed] : outcomes
    self.faceCheckID = faceCheckID
  }

  func verifyIdentity(session: KYCSession) async throws -> KYCOutcome {
    lock.withLock {
      sessions.append(session)
      return outcomes.count > 1 ? outcomes.removeFirst() : outcomes[0]
    }
  }

  func captureFace(token: String) async throws -> String {
    lock.withLock {
      faceTokens.append(token)
      return faceCheckID
    }
  }

  /// Sessions the SDK was started with.
  var verifiedSessions: [KYCSession] { lock.withLock { sessions } }
  /// Tokens face captures were started with.
  var faceCaptureTokens: [String] { lock.withLock { faceTokens } }
  /// Whether any SDK flow was shown.
  var isCalled: Bool { !verifiedSessions.isEmpty || !faceCaptureTokens.isEmpty }
}

/// A device location that is always London, or denied.
struct FakeLocation: LocationProvider {
  /// London, Trafalgar Square.
  static let london = Coordinates(latitude: 51.508, longitude: -0.128)

  var result: Result<Coordinates, LocationError> = .success(FakeLocation.london)

  func currentLocation() async throws -> Coordinates { try result.get() }
}
