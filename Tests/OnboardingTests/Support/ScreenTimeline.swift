import InlineSnapshot
import Observation
import Onboarding

/// A screen whose timeline shows more than its `state`: the fields a user sees change (the SMS
/// timer, the passcode stage, field errors), recorded by observing the view model.
///
/// ```swift
/// let timeline = sms.timeline()
/// await timeline.record(after: "submit()") { await sms.submit() }
/// assertInlineSnapshot(of: timeline, as: .states(.changes))
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
protocol TimelineScreen: AnyObject, Observable {
  /// What the screen shows, as a value.
  associatedtype Shown: Sendable
  var shown: Shown { get }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TimelineScreen {
  /// A timeline that starts with what the screen shows now and records every change.
  func timeline() -> StateHistory<Shown> {
    StateHistory(observing: self) { $0.shown }
  }
}

/// What the SMS screen shows.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct SMSScreen: Sendable {
  var state: SMSViewModel.State
  var code: String
  var wrongAttempts: Int
  var secondsUntilResend: Int
  var canResend: Bool
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension SMSViewModel: TimelineScreen {
  var shown: SMSScreen {
    SMSScreen(
      state: state, code: code, wrongAttempts: wrongAttempts, secondsUntilResend: secondsUntilResend,
      canResend: canResend)
  }
}

/// What the passcode screen shows: the dots, not the digits.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct PasscodeScreen: Sendable {
  var state: PasscodeViewModel.State
  var stage: PasscodeViewModel.Stage
  var digitsEntered: Int
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PasscodeViewModel: TimelineScreen {
  var shown: PasscodeScreen { PasscodeScreen(state: state, stage: stage, digitsEntered: passcode.count) }
}

/// What the personal details screen shows; errors by field name.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct UserInfoScreen: Sendable {
  var state: UserInfoViewModel.State
  var firstName: String
  var lastName: String
  var dateOfBirth: String
  var nationality: String
  var errors: [String: String]
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension UserInfoViewModel: TimelineScreen {
  var shown: UserInfoScreen {
    UserInfoScreen(
      state: state, firstName: firstName, lastName: lastName, dateOfBirth: dateOfBirth, nationality: nationality,
      errors: fieldErrors.byFieldName
    )
  }
}

/// What the email screen shows.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct EmailScreen: Sendable {
  var state: EmailViewModel.State
  var email: String
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension EmailViewModel: TimelineScreen {
  var shown: EmailScreen { EmailScreen(state: state, email: email) }
}

/// What the postcode search shows.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct AddressScreen: Sendable {
  var state: AddressViewModel.State
  var postcode: String
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension AddressViewModel: TimelineScreen {
  var shown: AddressScreen { AddressScreen(state: state, postcode: postcode) }
}

/// What the manual address form shows; errors by field name.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct AddressManualScreen: Sendable {
  var state: AddressManualViewModel.State
  var line1: String
  var line2: String
  var city: String
  var postcode: String
  var errors: [String: String]
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension AddressManualViewModel: TimelineScreen {
  var shown: AddressManualScreen {
    AddressManualScreen(
      state: state, line1: line1, line2: line2, city: city, postcode: postcode,
      errors: fieldErrors.byFieldName
    )
  }
}

/// What the share code screen shows.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct ShareCodeScreen: Sendable {
  var state: ShareCodeViewModel.State
  var input: String
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ShareCodeViewModel: TimelineScreen {
  var shown: ShareCodeScreen { ShareCodeScreen(state: state, input: input) }
}

extension Dictionary where Key: RawRepresentable<String> {
  /// The messages keyed by field name, which read better in a path than the enum:
  /// `errors["city"]`.
  var byFieldName: [String: Value] {
    [String: Value](uniqueKeysWithValues: map { ($0.key.rawValue, $0.value) })
  }
}
