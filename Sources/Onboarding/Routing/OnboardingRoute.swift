/// One onboarding screen with the view model that fully describes it.
///
/// The navigation stack is an array of routes. Tests read a screen's view model with the extraction
/// properties below, e.g. `router.viewModel(for: \.sms)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public enum OnboardingRoute: Sendable {
  /// Enter the phone number.
  case phone(PhoneViewModel)
  /// Enter the SMS code.
  case sms(SMSViewModel)
  /// Create (enter, then confirm), reset, or unlock with the passcode.
  case passcode(PasscodeViewModel)
  /// Face check that authorises a passcode reset.
  case faceCheck(FaceCheckViewModel)
  /// Personal details.
  case userInfo(UserInfoViewModel)
  /// Email address (optional).
  case email(EmailViewModel)
  /// Postcode entry.
  case address(AddressViewModel)
  /// Addresses found at the postcode; the same view model as ``address(_:)``.
  case addressLookup(AddressViewModel)
  /// Address typed in by hand.
  case addressManual(AddressManualViewModel)
  /// Location permission and the KYC SDK.
  case geolocationAndKYC(GeolocationAndKYCViewModel)
  /// Right-to-work share code (optional).
  case shareCode(ShareCodeViewModel)
  /// Waiting for the document check; presents the terms modal when approved.
  case polling(PollingViewModel)
  /// Welcome screen before the main app.
  case final(FinalViewModel)

  /// Whether the screen has a back button: going back to the screen under it undoes nothing the
  /// backend has done (the SMS screen back to the phone, a later form back to an earlier one).
  /// Signing in, identity checks and everything after the documents cannot be gone back over.
  public var allowsGoingBack: Bool {
    switch self {
    case .sms, .email, .address, .addressLookup, .addressManual, .geolocationAndKYC: true
    case .phone, .passcode, .faceCheck, .userInfo, .shareCode, .polling, .final: false
    }
  }

  /// Whether `other` is this screen shown again: the same step, and for the SMS screen the same
  /// phone (a changed number gets a new SMS screen).
  func isSameScreen(as other: OnboardingRoute) -> Bool {
    switch (self, other) {
    case (.sms(let left), .sms(let right)): left.phone == right.phone
    default: name == other.name
    }
  }

  /// Whether the screen is part of signing in, which signing out leaves.
  var isSignIn: Bool {
    switch self {
    case .phone, .sms, .passcode, .faceCheck: true
    case .userInfo, .email, .address, .addressLookup, .addressManual, .geolocationAndKYC, .shareCode, .polling, .final:
      false
    }
  }

  /// The screen's name for logs and analytics, e.g. `addressLookup`.
  public var name: String {
    switch self {
    case .phone: "phone"
    case .sms: "sms"
    case .passcode: "passcode"
    case .faceCheck: "faceCheck"
    case .userInfo: "userInfo"
    case .email: "email"
    case .address: "address"
    case .addressLookup: "addressLookup"
    case .addressManual: "addressManual"
    case .geolocationAndKYC: "geolocationAndKYC"
    case .shareCode: "shareCode"
    case .polling: "polling"
    case .final: "final"
    }
  }
}
