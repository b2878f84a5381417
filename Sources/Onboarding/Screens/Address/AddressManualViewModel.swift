import Foundation
import Observation

/// The address typed in by hand, when the lookup does not find it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class AddressManualViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Waiting for input.
    case editing
    /// An input is wrong; the message says which.
    case invalid(String)
    /// `POST /onboarding/address` in flight.
    case saving
    /// The request failed; the message says why.
    case failed(String)
  }

  /// What the screen shows.
  public private(set) var state: State = .editing {
    didSet { onStateChange?(state) }
  }
  /// Street and number.
  public var line1 = ""
  /// Flat or building; optional.
  public var line2 = ""
  /// Town or city.
  public var city = ""
  /// UK postcode.
  public var postcode: String

  /// Called after every change of ``state``, e.g. to log transitions.
  @ObservationIgnored public var onStateChange: (@MainActor (State) -> Void)?

  @ObservationIgnored private let api: any APIClient
  @ObservationIgnored private let onSaved: @MainActor () async throws -> Void

  /// Creates the form, prefilled with `postcode`.
  public init(postcode: String = "", api: any APIClient, onSaved: @escaping @MainActor () async throws -> Void) {
    self.postcode = postcode
    self.api = api
    self.onSaved = onSaved
  }

  /// Checks the inputs; the address to send, or the message for the first wrong input.
  public func validate() -> Result<Address, ValidationError> {
    let street = line1.trimmingCharacters(in: .whitespaces)
    let town = city.trimmingCharacters(in: .whitespaces)
    guard !street.isEmpty else { return .failure(ValidationError("Enter the first line of your address.")) }
    guard !town.isEmpty else { return .failure(ValidationError("Enter your town or city.")) }
    guard let code = Postcode.normalized(postcode) else { return .failure(ValidationError("Enter a UK postcode.")) }
    return .success(Address(line1: street, line2: line2.trimmingCharacters(in: .whitespaces), city: town, postcode: code))
  }

  /// Validates and saves the address.
  public func submit() async {
    guard state != .saving else { return }
    let address: Address
    switch validate() {
    case let .success(valid): address = valid
    case let .failure(error):
      state = .invalid(error.message)
      return
    }
    state = .saving
    do {
      _ = try await api.send(.saveAddress(address))
      state = .editing
      try await onSaved()
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
