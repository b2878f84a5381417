/// Personal details sent to `POST /onboarding/user`.
public struct UserDetails: Codable, Sendable, Hashable {
  /// Given name.
  public var firstName: String
  /// Family name.
  public var lastName: String
  /// ISO 8601 date, e.g. `1990-05-17`.
  public var dateOfBirth: String
  /// ISO 3166 alpha-2 country code of nationality, e.g. `GB`.
  public var nationality: String

  /// Creates details.
  public init(firstName: String, lastName: String, dateOfBirth: String, nationality: String) {
    self.firstName = firstName
    self.lastName = lastName
    self.dateOfBirth = dateOfBirth
    self.nationality = nationality
  }
}

/// Which optional screens this user must see; the answer to `POST /onboarding/user`.
public struct OnboardingRequirements: Codable, Sendable, Hashable {
  /// Show the email screen.
  public var emailRequired: Bool
  /// Show the right-to-work share code screen (non-UK nationals).
  public var shareCodeRequired: Bool

  /// Creates requirements.
  public init(emailRequired: Bool, shareCodeRequired: Bool) {
    self.emailRequired = emailRequired
    self.shareCodeRequired = shareCodeRequired
  }

  /// Every optional screen shown; the assumption when the backend has not said otherwise.
  public static let all = OnboardingRequirements(emailRequired: true, shareCodeRequired: true)
}

/// A postal address.
public struct Address: Codable, Sendable, Hashable {
  /// Street and number.
  public var line1: String
  /// Flat, building; may be empty.
  public var line2: String
  /// Town or city.
  public var city: String
  /// UK postcode, e.g. `SW1A 1AA`.
  public var postcode: String

  /// Creates an address.
  public init(line1: String, line2: String = "", city: String, postcode: String) {
    self.line1 = line1
    self.line2 = line2
    self.city = city
    self.postcode = postcode
  }
}

/// The answer to `GET /address/lookup`.
public struct AddressSuggestions: Codable, Sendable, Hashable {
  /// Addresses at the postcode, in the backend's order.
  public var addresses: [Address]

  /// Creates suggestions.
  public init(addresses: [Address]) { self.addresses = addresses }
}

/// A verification session for the KYC SDK; the answer to `POST /kyc/start`.
public struct KYCSession: Codable, Sendable, Hashable {
  /// The backend's id of the session.
  public var sessionID: String
  /// The token the SDK is started with.
  public var sdkToken: String

  /// Creates a session.
  public init(sessionID: String, sdkToken: String) {
    self.sessionID = sessionID
    self.sdkToken = sdkToken
  }

  enum CodingKeys: String, CodingKey {
    case sessionID = "sessionId"
    case sdkToken
  }
}

/// Where the document check stands; the answer to `GET /kyc/status`.
public struct KYCStatus: Codable, Sendable, Hashable {
  /// The state of the check.
  public enum Decision: String, Codable, Sendable, Hashable {
    /// Still being checked.
    case pending
    /// Documents accepted.
    case approved
    /// Documents refused.
    case rejected
  }

  /// The state of the check.
  public var decision: Decision
  /// The terms version to accept once approved.
  public var termsVersion: String?

  /// Creates a status.
  public init(decision: Decision, termsVersion: String? = nil) {
    self.decision = decision
    self.termsVersion = termsVersion
  }
}
