/// Every analytics event the onboarding tracks, by its name on the wire.
public enum OnboardingEvent: String, Sendable, Hashable, CaseIterable {
  /// A launch showed its first screen; `step`: where it resumed.
  case onboardingStarted = "onboarding_started"
  /// A screen was pushed; `screen`: its name.
  case screenViewed = "screen_viewed"
  /// The backend sent an SMS code to the number entered.
  case phoneSubmitted = "phone_submitted"
  /// The backend refused an SMS code; `attempt`: how many were wrong.
  case smsCodeRejected = "sms_code_rejected"
  /// A new SMS code was sent after the timer ran out.
  case smsResent = "sms_resent"
  /// The two passcode entries differed.
  case passcodeMismatch = "passcode_mismatch"
  /// A first passcode was set.
  case passcodeCreated = "passcode_created"
  /// The unlock passcode was wrong.
  case passcodeRejected = "passcode_rejected"
  /// "Forgot passcode?" was tapped.
  case passcodeResetStarted = "passcode_reset_started"
  /// The face check was accepted by the backend.
  case faceCheckPassed = "face_check_passed"
  /// A new passcode was set after a reset.
  case passcodeResetCompleted = "passcode_reset_completed"
  /// A user whose onboarding is done signed in and went to the main app.
  case returningUserSignedIn = "returning_user_signed_in"
  /// The user signed out; `step`: the step kept for signing in again.
  case signedOut = "signed_out"
  /// The KYC SDK ended; `outcome`: `completed`, `cancelled` or `failed`.
  case kycFinished = "kyc_finished"
  /// Status polling ended; `status` and `attempts`.
  case kycPollingFinished = "kyc_polling_finished"
  /// The terms were accepted; `version`.
  case termsAccepted = "terms_accepted"
  /// The final screen opened the main app.
  case onboardingCompleted = "onboarding_completed"
}

extension Analytics {
  /// Records `event` with its parameters.
  public func track(_ event: OnboardingEvent, parameters: [String: AnalyticsValue] = [:]) {
    track(name: event.rawValue, parameters: parameters)
  }
}
