import Onboarding

// `.testMake()` builds a valid backend answer; tests pass only the fields that matter to them.

extension PhoneChallenge {
  static func testMake(otpID: String = "otp-1") -> PhoneChallenge { PhoneChallenge(otpID: otpID) }
}

extension SMSConfirmation {
  static func testMake(
    accessToken: String = "access-1",
    refreshToken: String = "refresh-1",
    isReturningUser: Bool = false,
    nextAction: AuthNextAction = .setupPasscode,
    tempToken: String? = nil
  ) -> SMSConfirmation {
    SMSConfirmation(
      accessToken: accessToken, refreshToken: refreshToken, isReturningUser: isReturningUser,
      nextAction: nextAction, tempToken: tempToken
    )
  }
}

extension AuthStep {
  static func testMake(
    nextAction: AuthNextAction = .authenticationCompleted,
    tempToken: String? = nil,
    accessToken: String? = nil,
    refreshToken: String? = nil
  ) -> AuthStep {
    AuthStep(nextAction: nextAction, tempToken: tempToken, accessToken: accessToken, refreshToken: refreshToken)
  }
}

extension Profile {
  static func testMake(
    id: String = "user-1", firstName: String = "Ada", lastName: String = "Lovelace", phone: String = "+441234567890"
  ) -> Profile {
    Profile(id: id, firstName: firstName, lastName: lastName, phone: phone)
  }
}

extension OnboardingRequirements {
  static func testMake(emailRequired: Bool = true, shareCodeRequired: Bool = false) -> OnboardingRequirements {
    OnboardingRequirements(emailRequired: emailRequired, shareCodeRequired: shareCodeRequired)
  }
}

extension Address {
  static func testMake(
    line1: String = "10 Downing Street", line2: String = "", city: String = "London", postcode: String = "SW1A 2AA"
  ) -> Address {
    Address(line1: line1, line2: line2, city: city, postcode: postcode)
  }
}

extension AddressSuggestions {
  static func testMake(addresses: [Address] = [.testMake(), .testMake(line1: "11 Downing Street")])
    -> AddressSuggestions
  {
    AddressSuggestions(addresses: addresses)
  }
}

extension KYCSession {
  static func testMake(sessionID: String = "kyc-1", sdkToken: String = "sdk-token-1") -> KYCSession {
    KYCSession(sessionID: sessionID, sdkToken: sdkToken)
  }
}

extension KYCStatus {
  static let pending = KYCStatus(decision: .pending)
  static let approved = KYCStatus(decision: .approved, termsVersion: "2024-06")
  static let rejected = KYCStatus(decision: .rejected)
}
