import Observation

/// The SMS screen: a six-digit code, retry after a wrong code, and "Resend" once the timer ran out.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class SMSViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Waiting for the code.
    case editing
    /// `POST /auth/sms` in flight.
    case verifying
    /// The backend refused the code; the field is cleared for another try.
    case wrongCode
    /// A new code is being requested.
    case resending
    /// A request failed; the message says why.
    case failed(String)
  }

  /// Digits in a code.
  public static let codeLength = 6

  /// What the screen shows.
  public private(set) var state: State = .editing
  /// The phone the code was sent to, E.164.
  public let phone: String
  /// The digits entered so far (at most six).
  public var code = "" {
    didSet {
      let digits = String(code.filter { $0.isASCII && $0.isNumber }.prefix(Self.codeLength))
      if digits != code { code = digits }
    }
  }
  /// How many wrong codes were entered.
  public private(set) var wrongAttempts = 0

  private var otpID: String
  private var resendCountdown: Countdown
  @ObservationIgnored private let dependencies: OnboardingDependencies
  @ObservationIgnored private let onCodeResent: @MainActor (PhoneChallenge) -> Void
  @ObservationIgnored private let onConfirmed: @MainActor (SMSConfirmation) async throws -> Void

  /// Creates the screen for the code `otpID` just sent to `phone`; the resend timer starts now.
  public init(
    phone: String,
    otpID: String,
    dependencies: OnboardingDependencies,
    onCodeResent: @escaping @MainActor (PhoneChallenge) -> Void,
    onConfirmed: @escaping @MainActor (SMSConfirmation) async throws -> Void
  ) {
    self.phone = phone
    self.otpID = otpID
    self.dependencies = dependencies
    self.onCodeResent = onCodeResent
    self.onConfirmed = onConfirmed
    resendCountdown = Countdown(dependencies.timing.smsResendDelay, on: dependencies.clock)
  }

  /// Whether six digits were entered.
  public var isCodeComplete: Bool { code.count == Self.codeLength }

  /// Whole seconds until "Resend" is enabled (rounded up); zero when it is. The value follows the
  /// injected clock, so a view reads it on a timeline rather than waiting for a change.
  public var secondsUntilResend: Int {
    let (seconds, attoseconds) = resendCountdown.remaining.components
    return Int(seconds) + (attoseconds > 0 ? 1 : 0)
  }

  /// Whether a new code may be requested.
  public var canResend: Bool { resendCountdown.isFinished }

  /// Checks the code; a wrong one sets ``State/wrongCode`` and clears the field, a right one hands
  /// the tokens to the coordinator.
  public func submit() async {
    guard isCodeComplete, state != .verifying else { return }
    state = .verifying
    let confirmation: SMSConfirmation
    do {
      confirmation = try await dependencies.api.send(.confirmSMS(otpID: otpID, code: code))
    } catch let error as APIError where error == .invalidSMSCode {
      wrongAttempts += 1
      code = ""
      dependencies.analytics.track(.smsCodeRejected, parameters: ["attempt": .number(Double(wrongAttempts))])
      state = .wrongCode
      return
    } catch {
      state = .failed(errorMessage(for: error))
      return
    }
    do {
      try await onConfirmed(confirmation)
      state = .editing
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }

  /// Requests a new code; does nothing until ``canResend``. Restarts the timer.
  public func resend() async {
    guard canResend, state != .resending else { return }
    state = .resending
    do {
      let challenge = try await dependencies.api.send(.requestSMS(phone: phone))
      otpID = challenge.otpID
      code = ""
      resendCountdown = Countdown(dependencies.timing.smsResendDelay, on: dependencies.clock)
      dependencies.analytics.track(.smsResent)
      onCodeResent(challenge)
      state = .editing
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
