import Foundation

// Request factories: the one place that knows each endpoint's body and query.

private struct PhoneBody: Encodable, Sendable { var phone: String }
private struct SMSBody: Encodable, Sendable {
  var otpId: String
  var code: String
}
private struct ResetBody: Encodable, Sendable { var phone: String }
private struct FaceCheckBody: Encodable, Sendable {
  var tempToken: String
  var checkId: String
}
private struct NewPasscodeBody: Encodable, Sendable {
  var passcode: String
  var tempToken: String?
}
private struct EmailBody: Encodable, Sendable { var email: String }
private struct LocationBody: Encodable, Sendable {
  var latitude: Double
  var longitude: Double
}
private struct ShareCodeBody: Encodable, Sendable { var shareCode: String }
private struct TermsBody: Encodable, Sendable { var version: String }

extension APIRequest where Response == PhoneChallenge {
  /// Asks for an SMS code for `phone` (E.164).
  public static func requestSMS(phone: String) -> Self { Self(.phone, body: PhoneBody(phone: phone)) }
}

extension APIRequest where Response == SMSConfirmation {
  /// Confirms the SMS code `code` of challenge `otpID`.
  public static func confirmSMS(otpID: String, code: String) -> Self {
    Self(.sms, body: SMSBody(otpId: otpID, code: code))
  }
}

extension APIRequest where Response == AuthStep {
  /// Starts resetting the passcode of the account with `phone`.
  public static func resetPasscode(phone: String) -> Self { Self(.resetPasscode, body: ResetBody(phone: phone)) }

  /// Reports the SDK's face check `checkID`, made with `tempToken`.
  public static func confirmFaceCheck(tempToken: String, checkID: String) -> Self {
    Self(.faceCheck, body: FaceCheckBody(tempToken: tempToken, checkId: checkID))
  }

  /// Sets `passcode` as the account's passcode; `tempToken` authorises it when the user is not
  /// signed in (after a face check).
  public static func setNewPasscode(_ passcode: String, tempToken: String?) -> Self {
    Self(.newPasscode, body: NewPasscodeBody(passcode: passcode, tempToken: tempToken))
  }
}

extension APIRequest where Response == Profile {
  /// Fetches the signed-in user's profile.
  public static func fetchProfile() -> Self { Self(.profile) }
}

extension APIRequest where Response == OnboardingRequirements {
  /// Saves personal details.
  public static func saveUserDetails(_ details: UserDetails) -> Self { Self(.userInfo, body: details) }
}

extension APIRequest where Response == AddressSuggestions {
  /// Looks up addresses at `postcode`.
  public static func lookUpAddresses(postcode: String) -> Self {
    Self(.addressLookup, query: [URLQueryItem(name: "postcode", value: postcode)])
  }
}

extension APIRequest where Response == KYCSession {
  /// Opens a KYC session from the user's location.
  public static func startKYC(at location: Coordinates) -> Self {
    Self(.kycStart, body: LocationBody(latitude: location.latitude, longitude: location.longitude))
  }
}

extension APIRequest where Response == KYCStatus {
  /// Asks whether the documents have been checked.
  public static func fetchKYCStatus() -> Self { Self(.kycStatus) }
}

extension APIRequest where Response == EmptyResponse {
  /// Saves the email address.
  public static func saveEmail(_ email: String) -> Self { Self(.email, body: EmailBody(email: email)) }
  /// Saves the home address.
  public static func saveAddress(_ address: Address) -> Self { Self(.address, body: address) }
  /// Saves the right-to-work share code.
  public static func saveShareCode(_ code: String) -> Self { Self(.shareCode, body: ShareCodeBody(shareCode: code)) }
  /// Accepts terms `version`.
  public static func acceptTerms(version: String) -> Self { Self(.acceptTerms, body: TermsBody(version: version)) }
}
