import Foundation

/// What the onboarding keeps between launches: tokens, the phone, the passcode and the step reached.
///
/// Production would back this with the keychain and user defaults; ``InMemoryStorage`` serves tests
/// and previews. Implementations must be safe to use from any thread (the API client reads the
/// access token off the main actor).
public protocol OnboardingStorage: AnyObject, Sendable {
  /// This installation's id, made once with `UUID()` and sent with every request as `X-Device-ID`,
  /// so the backend knows a device it has seen (a new one gets a face check).
  var deviceID: UUID { get }
  /// The bearer token added to authorised requests.
  var accessToken: String? { get set }
  /// The token that renews `accessToken`.
  var refreshToken: String? { get set }
  /// The phone being verified or signed in, E.164.
  var phone: String? { get set }
  /// The id of the last SMS code sent.
  var otpID: String? { get set }
  /// The passcode that unlocks the app (a real app keeps a salted hash in the keychain).
  var passcode: String? { get set }
  /// The step to resume at on the next launch; `nil` before the first.
  var step: OnboardingStep? { get set }
  /// Which optional screens apply, once the backend has said.
  var requirements: OnboardingRequirements? { get set }
  /// The terms version waiting for acceptance after the documents were approved.
  var pendingTermsVersion: String? { get set }
}

extension OnboardingStorage {
  /// Whether the user holds tokens.
  public var hasAuth: Bool { accessToken != nil }
}
