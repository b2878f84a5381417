// Extraction properties: `route.sms` is the view model when the route is `.sms`, else nil.
// They let tests name a case with a key path: `router.viewModel(for: \.sms)`.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension OnboardingRoute {
  /// The view model when this is ``phone(_:)``, else `nil`.
  public var phone: PhoneViewModel? {
    if case .phone(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``sms(_:)``, else `nil`.
  public var sms: SMSViewModel? {
    if case .sms(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``passcode(_:)``, else `nil`.
  public var passcode: PasscodeViewModel? {
    if case .passcode(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``faceCheck(_:)``, else `nil`.
  public var faceCheck: FaceCheckViewModel? {
    if case .faceCheck(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``userInfo(_:)``, else `nil`.
  public var userInfo: UserInfoViewModel? {
    if case .userInfo(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``email(_:)``, else `nil`.
  public var email: EmailViewModel? {
    if case .email(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``address(_:)``, else `nil`.
  public var address: AddressViewModel? {
    if case .address(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``addressLookup(_:)``, else `nil`.
  public var addressLookup: AddressViewModel? {
    if case .addressLookup(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``addressManual(_:)``, else `nil`.
  public var addressManual: AddressManualViewModel? {
    if case .addressManual(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``geolocationAndKYC(_:)``, else `nil`.
  public var geolocationAndKYC: GeolocationAndKYCViewModel? {
    if case .geolocationAndKYC(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``shareCode(_:)``, else `nil`.
  public var shareCode: ShareCodeViewModel? {
    if case .shareCode(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``polling(_:)``, else `nil`.
  public var polling: PollingViewModel? {
    if case .polling(let viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``final(_:)``, else `nil`.
  public var final: FinalViewModel? {
    if case .final(let viewModel) = self { viewModel } else { nil }
  }
}
