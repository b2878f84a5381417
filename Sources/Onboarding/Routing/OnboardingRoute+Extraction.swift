// Extraction properties: `route.sms` is the view model when the route is `.sms`, else nil.
// They let tests name a case with a key path: `router.viewModel(for: \.sms)`.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension OnboardingRoute {
  /// The view model when this is ``phone(_:)``, else `nil`.
  public var phone: PhoneViewModel? {
    if case let .phone(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``sms(_:)``, else `nil`.
  public var sms: SMSViewModel? {
    if case let .sms(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``passcode(_:)``, else `nil`.
  public var passcode: PasscodeViewModel? {
    if case let .passcode(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``faceCheck(_:)``, else `nil`.
  public var faceCheck: FaceCheckViewModel? {
    if case let .faceCheck(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``userInfo(_:)``, else `nil`.
  public var userInfo: UserInfoViewModel? {
    if case let .userInfo(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``email(_:)``, else `nil`.
  public var email: EmailViewModel? {
    if case let .email(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``address(_:)``, else `nil`.
  public var address: AddressViewModel? {
    if case let .address(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``addressLookup(_:)``, else `nil`.
  public var addressLookup: AddressViewModel? {
    if case let .addressLookup(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``addressManual(_:)``, else `nil`.
  public var addressManual: AddressManualViewModel? {
    if case let .addressManual(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``geolocationAndKYC(_:)``, else `nil`.
  public var geolocationAndKYC: GeolocationAndKYCViewModel? {
    if case let .geolocationAndKYC(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``shareCode(_:)``, else `nil`.
  public var shareCode: ShareCodeViewModel? {
    if case let .shareCode(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``polling(_:)``, else `nil`.
  public var polling: PollingViewModel? {
    if case let .polling(viewModel) = self { viewModel } else { nil }
  }

  /// The view model when this is ``final(_:)``, else `nil`.
  public var final: FinalViewModel? {
    if case let .final(viewModel) = self { viewModel } else { nil }
  }
}
