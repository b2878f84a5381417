import Foundation
import Observation

/// Personal details: name, date of birth (18 or older), nationality.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class UserInfoViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Waiting for input (any wrong field is in ``UserInfoViewModel/fieldErrors``).
    case editing
    /// `POST /onboarding/user` in flight.
    case saving
    /// The request failed; the message says why.
    case failed(String)
  }

  /// An input of the form.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    case firstName, lastName, dateOfBirth, nationality
  }

  /// Minimum age to open an account.
  public static let minimumAge = 18

  /// What the screen shows.
  public private(set) var state: State = .editing
  /// The message under each wrong field after "Continue"; a field's message goes as soon as it
  /// is edited.
  public private(set) var fieldErrors: [Field: String] = [:]
  /// Given name.
  public var firstName = "" {
    didSet { clearError(.firstName) }
  }
  /// Family name.
  public var lastName = "" {
    didSet { clearError(.lastName) }
  }
  /// `DD/MM/YYYY`.
  public var dateOfBirth = "" {
    didSet { clearError(.dateOfBirth) }
  }
  /// ISO 3166 alpha-2 code, e.g. `GB`.
  public var nationality = "GB" {
    didSet { clearError(.nationality) }
  }

  @ObservationIgnored private var answered = AnsweredRequest<UserDetails, OnboardingRequirements>()
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

  // Only a field that has a message changes `fieldErrors`: editing must not report a change to
  // observers when there is nothing to clear.
  private func clearError(_ field: Field) {
    if fieldErrors[field] != nil { fieldErrors[field] = nil }
  }

  /// Checks every input: the details to send, or a message for each wrong field.
  public func validate() -> Result<UserDetails, FieldErrors<Field>> {
    var errors: [Field: String] = [:]
    let first = firstName.trimmingCharacters(in: .whitespaces)
    let last = lastName.trimmingCharacters(in: .whitespaces)
    if first.isEmpty { errors[.firstName] = "Enter your first name." }
    if last.isEmpty { errors[.lastName] = "Enter your last name." }
    let birth = DateOfBirth(dateOfBirth)
    if let birth {
      if birth.age(on: dependencies.now()) < Self.minimumAge {
        errors[.dateOfBirth] = "You must be \(Self.minimumAge) or older."
      }
    } else {
      errors[.dateOfBirth] = "Enter your date of birth as DD/MM/YYYY."
    }
    let country = nationality.uppercased()
    if country.count != 2 || !country.allSatisfy({ $0.isASCII && $0.isLetter }) {
      errors[.nationality] = "Choose your nationality."
    }
    guard errors.isEmpty, let birth else { return .failure(FieldErrors(errors)) }
    return .success(UserDetails(firstName: first, lastName: last, dateOfBirth: birth.iso8601, nationality: country))
  }

  /// Validates and saves the details; details already saved move on without saving them again.
  public func submit() async {
    guard state != .saving else { return }
    let details: UserDetails
    switch validate() {
    case .success(let valid): details = valid
    case .failure(let errors):
      fieldErrors = errors.messages
      return
    }
    do {
      let requirements: OnboardingRequirements
      if let saved = answered.answer(for: details) {
        requirements = saved
      } else {
        state = .saving
        requirements = try await dependencies.api.send(.saveUserDetails(details))
        answered.remember(requirements, for: details)
        state = .editing
      }
      try await onSaved(requirements)
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
