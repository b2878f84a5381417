import Foundation
import Observation

/// The address typed in by hand, when the lookup does not find it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class AddressManualViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Waiting for input (any wrong field is in ``AddressManualViewModel/fieldErrors``).
    case editing
    /// `POST /onboarding/address` in flight.
    case saving
    /// The request failed; the message says why.
    case failed(String)
  }

  /// An input of the form.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    case line1, line2, city, postcode
  }

  /// What the screen shows.
  public private(set) var state: State = .editing
  /// The message under each wrong field after "Continue"; a field's message goes as soon as it
  /// is edited.
  public private(set) var fieldErrors: [Field: String] = [:]
  /// Street and number.
  public var line1 = "" {
    didSet { clearError(.line1) }
  }
  /// Flat or building; optional.
  public var line2 = "" {
    didSet { clearError(.line2) }
  }
  /// Town or city.
  public var city = "" {
    didSet { clearError(.city) }
  }
  /// UK postcode.
  public var postcode: String {
    didSet { clearError(.postcode) }
  }

  @ObservationIgnored private var answered = AnsweredRequest<Address, EmptyResponse>()
  @ObservationIgnored private let api: any APIClient
  @ObservationIgnored private let onSaved: @MainActor () async throws -> Void

  /// Creates the form, prefilled with `postcode`.
  public init(postcode: String = "", api: any APIClient, onSaved: @escaping @MainActor () async throws -> Void) {
    self.postcode = postcode
    self.api = api
    self.onSaved = onSaved
  }

  // Only a field that has a message changes `fieldErrors`: editing must not report a change to
  // observers when there is nothing to clear.
  private func clearError(_ field: Field) {
    if fieldErrors[field] != nil { fieldErrors[field] = nil }
  }

  /// Checks every input: the address to send, or a message for each wrong field.
  public func validate() -> Result<Address, FieldErrors<Field>> {
    var errors: [Field: String] = [:]
    let street = line1.trimmingCharacters(in: .whitespaces)
    let town = city.trimmingCharacters(in: .whitespaces)
    let code = Postcode.normalized(postcode)
    if street.isEmpty { errors[.line1] = "Enter the first line of your address." }
    if town.isEmpty { errors[.city] = "Enter your town or city." }
    if code == nil { errors[.postcode] = "Enter a UK postcode." }
    guard errors.isEmpty, let code else { return .failure(FieldErrors(errors)) }
    return .success(
      Address(line1: street, line2: line2.trimmingCharacters(in: .whitespaces), city: town, postcode: code))
  }

  /// Validates and saves the address; an address already saved moves on without saving it again.
  public func submit() async {
    guard state != .saving else { return }
    let address: Address
    switch validate() {
    case .success(let valid): address = valid
    case .failure(let errors):
      fieldErrors = errors.messages
      return
    }
    do {
      if answered.answer(for: address) == nil {
        state = .saving
        answered.remember(try await api.send(.saveAddress(address)), for: address)
        state = .editing
      }
      try await onSaved()
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
