import Observation

/// The phone screen: a masked input and "Send code", which asks the backend for an SMS.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class PhoneViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Waiting for input.
    case editing
    /// `POST /auth/phone` in flight.
    case sending
    /// The number is incomplete; cleared as soon as the number is edited.
    case invalidNumber
    /// The request failed; the message says why.
    case failed(String)
  }

  /// What the screen shows.
  public private(set) var state: State = .editing
  /// The ten national digits entered so far.
  public private(set) var nationalDigits = ""

  @ObservationIgnored private var answered = AnsweredRequest<String, PhoneChallenge>()
  @ObservationIgnored private let api: any APIClient
  @ObservationIgnored private let analytics: any Analytics
  @ObservationIgnored private let onCodeSent: @MainActor (_ phone: String, PhoneChallenge) async throws -> Void

  /// Creates the screen; `onCodeSent` receives the E.164 phone and the backend's challenge.
  public init(
    api: any APIClient,
    analytics: any Analytics,
    onCodeSent: @escaping @MainActor (_ phone: String, PhoneChallenge) async throws -> Void
  ) {
    self.api = api
    self.analytics = analytics
    self.onCodeSent = onCodeSent
  }

  /// The text field's content, masked: `+44 1234 567890`. Setting it keeps only the digits.
  public var input: String {
    get { PhoneNumberMask.format(nationalDigits) }
    set {
      nationalDigits = PhoneNumberMask.nationalDigits(from: newValue)
      if state == .invalidNumber { state = .editing }
    }
  }

  /// Whether the number is complete.
  public var isValid: Bool { nationalDigits.count == PhoneNumberMask.nationalLength }

  /// The number in E.164 form, as sent to the backend.
  public var phone: String { PhoneNumberMask.e164(nationalDigits) }

  /// Sends the SMS code; on success the coordinator moves to the SMS screen. A number the code
  /// was already sent to (the user came back to this screen) moves on without a second SMS.
  public func submit() async {
    guard state != .sending else { return }
    guard isValid else {
      state = .invalidNumber
      return
    }
    let phone = self.phone
    do {
      if let challenge = answered.answer(for: phone) {
        try await onCodeSent(phone, challenge)
        return
      }
      state = .sending
      let challenge = try await api.send(.requestSMS(phone: phone))
      answered.remember(challenge, for: phone)
      analytics.track(.phoneSubmitted)
      state = .editing
      try await onCodeSent(phone, challenge)
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
