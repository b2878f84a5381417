// The onboarding backend's endpoints. Each lives in an extension constrained to its response type so
// that `.sms` resolves wherever an `Endpoint<SMSConfirmation>` is expected.

extension Endpoint where Response == PhoneChallenge {
  /// `POST /auth/phone`: sends an SMS code to the phone.
  public static var phone: Self { Self(.post, "/auth/phone", requiresAuthorization: false) }
}

extension Endpoint where Response == SMSConfirmation {
  /// `POST /auth/sms`: exchanges the SMS code for tokens; tells new users from returning ones.
  public static var sms: Self { Self(.post, "/auth/sms", requiresAuthorization: false) }
}

extension Endpoint where Response == AuthStep {
  /// `POST /auth/reset-pass`: starts a passcode reset; the backend answers with the next step.
  public static var resetPasscode: Self { Self(.post, "/auth/reset-pass", requiresAuthorization: false) }
  /// `POST /auth/face-check`: reports the KYC SDK's face check; answers with the next step.
  public static var faceCheck: Self { Self(.post, "/auth/face-check", requiresAuthorization: false) }
  /// `POST /auth/new-passcode`: sets the account's passcode; answers with the next step, and
  /// fresh tokens after a reset.
  public static var newPasscode: Self { Self(.post, "/auth/new-passcode") }
}

extension Endpoint where Response == Profile {
  /// `GET /profile`: the signed-in user's profile.
  public static var profile: Self { Self(.get, "/profile") }
}

extension Endpoint where Response == OnboardingRequirements {
  /// `POST /onboarding/user`: saves personal details; answers with which optional screens apply.
  public static var userInfo: Self { Self(.post, "/onboarding/user") }
}

extension Endpoint where Response == AddressSuggestions {
  /// `GET /address/lookup?postcode=…`: addresses at a postcode.
  public static var addressLookup: Self { Self(.get, "/address/lookup") }
}

extension Endpoint where Response == KYCSession {
  /// `POST /kyc/start`: opens an identity verification session for the KYC SDK.
  public static var kycStart: Self { Self(.post, "/kyc/start") }
}

extension Endpoint where Response == KYCStatus {
  /// `GET /kyc/status`: whether the documents have been checked yet.
  public static var kycStatus: Self { Self(.get, "/kyc/status") }
}

extension Endpoint where Response == EmptyResponse {
  /// `POST /onboarding/email`: saves the email address.
  public static var email: Self { Self(.post, "/onboarding/email") }
  /// `POST /onboarding/address`: saves the home address.
  public static var address: Self { Self(.post, "/onboarding/address") }
  /// `POST /onboarding/share-code`: saves the right-to-work share code.
  public static var shareCode: Self { Self(.post, "/onboarding/share-code") }
  /// `POST /terms/accept`: accepts a version of the terms and conditions.
  public static var acceptTerms: Self { Self(.post, "/terms/accept") }
}
