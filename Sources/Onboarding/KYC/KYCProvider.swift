/// The third-party identity verification SDK: document photos, selfie video, face match.
///
/// Kept behind a protocol because the real SDK is slow, paid and needs a camera; tests use a fake.
public protocol KYCProvider: Sendable {
  /// Runs the document + selfie flow for `session`; returns how it ended.
  func verifyIdentity(session: KYCSession) async throws -> KYCOutcome
  /// Captures the user's face for a passcode reset; returns the SDK's check id.
  func captureFace(token: String) async throws -> String
}

/// How the SDK's verification flow ended.
public enum KYCOutcome: String, Sendable, Hashable {
  /// Documents and selfie were captured and uploaded.
  case completed
  /// The user closed the SDK.
  case cancelled
}
