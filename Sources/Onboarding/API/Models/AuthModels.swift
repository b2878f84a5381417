/// The answer to `POST /auth/phone`: the id of the SMS code that was sent.
public struct PhoneChallenge: Codable, Sendable, Hashable {
  /// Identifies the sent code; `POST /auth/sms` echoes it back.
  public var otpID: String

  /// Creates a challenge.
  public init(otpID: String) { self.otpID = otpID }

  enum CodingKeys: String, CodingKey { case otpID = "otpId" }
}

/// The answer to `POST /auth/sms`: tokens, and whether this phone already has an account.
public struct SMSConfirmation: Codable, Sendable, Hashable {
  /// The bearer token for every later request.
  public var accessToken: String
  /// The token that renews `accessToken`.
  public var refreshToken: String
  /// `true` when the phone belongs to an account that finished onboarding: go to the main app.
  public var isReturningUser: Bool

  /// Creates a confirmation.
  public init(accessToken: String, refreshToken: String, isReturningUser: Bool) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.isReturningUser = isReturningUser
  }
}

/// A fresh pair of tokens, e.g. after setting a new passcode.
public struct AuthTokens: Codable, Sendable, Hashable {
  /// The bearer token for every later request.
  public var accessToken: String
  /// The token that renews `accessToken`.
  public var refreshToken: String

  /// Creates a token pair.
  public init(accessToken: String, refreshToken: String) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
  }
}

/// The answer to `POST /auth/reset-pass`: what the face check needs.
public struct PasscodeReset: Codable, Sendable, Hashable {
  /// Identifies this reset in the following calls.
  public var resetToken: String
  /// The KYC SDK token for capturing the user's face.
  public var faceCheckToken: String

  /// Creates a reset answer.
  public init(resetToken: String, faceCheckToken: String) {
    self.resetToken = resetToken
    self.faceCheckToken = faceCheckToken
  }
}

/// The answer to `POST /auth/face-check`: permission to set a new passcode.
public struct FaceCheckConfirmation: Codable, Sendable, Hashable {
  /// Sent with the new passcode to `POST /auth/new-passcode`.
  public var passcodeToken: String

  /// Creates a confirmation.
  public init(passcodeToken: String) { self.passcodeToken = passcodeToken }
}
