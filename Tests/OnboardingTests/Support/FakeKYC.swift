import Foundation
import Onboarding

/// A stand-in for the KYC SDK: answers at once with configured outcomes and records its calls.
final class FakeKYC: KYCProvider, @unchecked Sendable {
  // @unchecked: mutable state is only touched under `lock`.

  /// What the SDK throws when told to fail.
  struct SDKError: Error {}

  private let lock = NSLock()
  private var outcomes: [KYCOutcome]
  private var failures: Int
  private var sessions: [KYCSession] = []
  private var faceTokens: [String] = []
  private let faceCheckID: String

  /// Throws ``SDKError`` from the first `failures` calls of `verifyIdentity`, then answers with
  /// `outcomes` in turn (the last one repeats); answers `captureFace` with `faceCheckID`.
  init(outcomes: [KYCOutcome] = [.completed], failures: Int = 0, faceCheckID: String = "face-check-1") {
    self.outcomes = outcomes.isEmpty ? [.completed] : outcomes
    self.failures = failures
    self.faceCheckID = faceCheckID
  }

  func verifyIdentity(session: KYCSession) async throws -> KYCOutcome {
    try lock.withLock {
      sessions.append(session)
      if failures > 0 {
        failures -= 1
        throw SDKError()
      }
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

/// A device location that is London, after the first `denials` requests are refused (the user
/// denies access, then allows it in Settings).
final class FakeLocation: LocationProvider, @unchecked Sendable {
  // @unchecked: `denials` is only touched under `lock`.

  /// London, Trafalgar Square.
  static let london = Coordinates(latitude: 51.508, longitude: -0.128)

  private let lock = NSLock()
  private var denials: Int

  init(denials: Int = 0) { self.denials = denials }

  func currentLocation() async throws -> Coordinates {
    try lock.withLock {
      guard denials == 0 else {
        denials -= 1
        throw LocationError.permissionDenied
      }
      return Self.london
    }
  }
}
