import Foundation
import Observation

/// Personal details: name, date of birth (18 or older), nationality.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class UserInfoViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Waiting for input.
    case editing
    /// An input is wrong; the message says which.
    case invalid(String)
    /// `POST /onboarding/user` in flight.
    case saving
    /// The request failed; the message says why.
    case failed(String)
  }

  /// Minimum age to open an account.
  public static let minimumAge = 18

  /// What the screen shows.
  public private(set) var state: State = .editing {
    didSet { onStateChange?(state) }
  }
  /// Given name.
  public var firstName = ""
  /// Family name.
  public var lastName = ""
  /// `DD/MM/YYYY`.
  public var dateOfBirth = ""
  /// ISO 3166 alpha-2 code, e.g. `GB`.
  public var nationality = "GB"

  /// Called after every change of ``state``, e.g. to log transitions.
  @ObservationIgnored public var onStateChange: (@MainActor (State) -> Void)?

  @ObservationIgnored private let dependencies: OnboardingDependencies
  @ObservationIgnored private let onSaved: @MainActor (OnboardingRequirements) async throws -> Void

  /// Creates the screen; `onSaved` receives which optional screens the backend requires.
  public init(
    dependencies: OnboardingDependencies,
    onSaved: @escaping @MainActor (OnboardingRequirements) async throws -> Void
  ) {
    self.dependencies = dependencies
    self.onSaved = onSaved
  }

  /// Checks the inputs; the details to send, or the message for the first wrong input.
  public func validate() -> Result<UserDetails, ValidationError> {
    let first = firstName.trimmingCharacters(in: .whitespaces)
    let last = lastName.trimmingCharacters(in: .whitespaces)
    guard !first.isEmpty else { return .failure(ValidationError("Enter your first name.")) }
    guard !last.isEmpty else { return .failure(ValidationError("Enter your last name.")) }
    guard let birth = DateOfBirth(dateOfBirth) else {
      return .failure(ValidationError("Enter your date of birth as DD/MM/YYYY."))
    }
    guard birth.age(on: dependencies.now()) >= Self.minimumAge else {
      return .failure(ValidationError("You must be \(Self.minimumAge) or older."))
    }
    let country = nationality.uppercased()
    guard country.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return .failure(ValidationError("Choose your nationality."))
    }
    return .success(UserDetails(firstName: first, lastName: last, dateOfBirth: birth.iso8601, nationality: country))
  }

  /// Validates and saves the details.
  public func submit() async {
    guard state != .saving else { return }
    let details: UserDetails
    switch validate() {
    case let .success(valid): details = valid
    case let .failure(error):
      state = .invalid(error.message)
      return
    }
    state = .saving
    do {
      let requirements = try await dependencies.api.send(.saveUserDetails(details))
      state = .editing
      try await onSaved(requirements)
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
