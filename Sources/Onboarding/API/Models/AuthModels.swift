/// The answer to `POST /auth/phone`: the id of the SMS code that was sent.
public struct PhoneChallenge: Codable, Sendable, Hashable {
  /// Identifies the sent code; `POST /auth/sms` echoes it back.
  public var otpID: String

  /// Creates a challenge.
  public init(otpID: String) { self.otpID = otpID }

  enum CodingKeys: String, CodingKey { case otpID = "otpId" }
}

/// What the backend asks the app to do next while signing in. The backend decides, so a new
/// check (a face check on an unknown device) needs no app update.
public enum AuthNextAction: String, Codable, Sendable, Hashable {
  /// Film the user's face with the KYC SDK and send the result to `POST /auth/face-check`.
  case faceCheck = "face_check"
  /// Ask for a new passcode and send it to `POST /auth/new-passcode`.
  case setupPasscode = "setup_passcode"
  /// Signed in: continue onboarding, or open the main app.
  case authenticationCompleted = "authentication_completed"
}

/// The answer to `POST /auth/sms`: tokens, whether this phone already has an account, and the
/// next sign-in step.
public struct SMSConfirmation: Codable, Sendable, Hashable {
  /// The bearer token for every later request.
  public var accessToken: String
  /// The token that renews `accessToken`.
  public var refreshToken: String
  /// `true` when the phone belongs to an account that finished onboarding: after signing in, the
  /// main app opens.
  public var isReturningUser: Bool
  /// What to do next, e.g. ``AuthNextAction/setupPasscode`` on a new device.
  public var nextAction: AuthNextAction
  /// Authorises the next step when it needs more than the access token (a face check).
  public var tempToken: String?

  /// Creates a confirmation.
  public init(
    accessToken: String, refreshToken: String, isReturningUser: Bool, nextAction: AuthNextAction,
    tempToken: String? = nil
  ) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
    self.isReturningUser = isReturningUser
    self.nextAction = nextAction
    self.tempToken = tempToken
  }
}

/// The answer to each later sign-in step (`POST /auth/reset-pass`, `/auth/face-check`,
/// `/auth/new-passcode`): the next step, and what it needs.
public struct AuthStep: Codable, Sendable, Hashable {
  /// What to do next.
  public var nextAction: AuthNextAction
  /// Authorises the next step: the KYC SDK token of a face check, or the right to set a new
  /// passcode after one.
  public var tempToken: String?
  /// A fresh bearer token, when this step signs the user in (after a passcode reset).
  public var accessToken: String?
  /// A fresh refresh token, with ``accessToken``.
  public var refreshToken: String?

  /// Creates a step.
  public init(
    nextAction: AuthNextAction, tempToken: String? = nil, accessToken: String? = nil, refreshToken: String? = nil
  ) {
    self.nextAction = nextAction
    self.tempToken = tempToken
    self.accessToken = accessToken
    self.refreshToken = refreshToken
  }
}
