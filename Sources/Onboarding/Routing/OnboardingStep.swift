/// The step the user reached, persisted so a relaunch resumes there.
public enum OnboardingStep: String, Codable, Sendable, Hashable, CaseIterable {
  /// Entering the phone number.
  case phone
  /// Entering the SMS code.
  case sms
  /// Creating the passcode.
  case passcode
  /// Personal details.
  case userInfo
  /// Email address (optional).
  case email
  /// Home address: postcode lookup or manual entry.
  case address
  /// Location and identity verification.
  case geolocationAndKYC
  /// Right-to-work share code (optional).
  case shareCode
  /// Waiting for the documents to be checked, then the terms.
  case polling
  /// The welcome screen.
  case final
  /// Onboarding finished: launches unlock with the passcode and open the main app.
  case completed
}

extension OnboardingStep {
  /// Whether the step is part of signing in. Signing in again after signing out passes these
  /// steps without forgetting the later step the user had reached.
  var isSignIn: Bool {
    switch self {
    case .phone, .sms, .passcode: true
    case .userInfo, .email, .address, .geolocationAndKYC, .shareCode, .polling, .final, .completed: false
    }
  }
}
