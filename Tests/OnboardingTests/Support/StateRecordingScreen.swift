import InlineSnapshot
import Observation
import Onboarding

/// A view model with a `state`, which the tests record by observing it: the production types
/// have no hook for tests.
///
/// ```swift
/// let states = sms.recordStates()      // starts with the current state
/// await sms.submit()
/// assertInlineSnapshot(of: states, as: .states)
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
protocol StateRecordingScreen: AnyObject, Observable {
  associatedtype State: Sendable
  var state: State { get }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension StateRecordingScreen {
  /// A history that starts with the current state and records every later one.
  func recordStates() -> StateHistory<State> {
    StateHistory(observing: self) { $0.state }
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension PhoneViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension SMSViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension PasscodeViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension FaceCheckViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension UserInfoViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension EmailViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension AddressViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension AddressManualViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension GeolocationAndKYCViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension ShareCodeViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension PollingViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension TermsViewModel: StateRecordingScreen {}
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) extension FinalViewModel: StateRecordingScreen {}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension OnboardingRoute {
  /// The route's view model, as a screen whose states can be recorded.
  var screen: any StateRecordingScreen {
    switch self {
    case .phone(let viewModel): viewModel
    case .sms(let viewModel): viewModel
    case .passcode(let viewModel): viewModel
    case .faceCheck(let viewModel): viewModel
    case .userInfo(let viewModel): viewModel
    case .email(let viewModel): viewModel
    case .address(let viewModel), .addressLookup(let viewModel): viewModel
    case .addressManual(let viewModel): viewModel
    case .geolocationAndKYC(let viewModel): viewModel
    case .shareCode(let viewModel): viewModel
    case .polling(let viewModel): viewModel
    case .final(let viewModel): viewModel
    }
  }
}
