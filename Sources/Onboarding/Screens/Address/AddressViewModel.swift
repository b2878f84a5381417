import Observation

/// The address step: a postcode search, then a pick from the addresses found (the
/// ``OnboardingRoute/addressLookup(_:)`` screen shows this same view model), or manual entry.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class AddressViewModel {
  /// What the screens show.
  public enum State: Sendable, Hashable {
    /// Waiting for a postcode.
    case editing
    /// Not a UK postcode; cleared as soon as the postcode is edited.
    case invalidPostcode
    /// `GET /address/lookup` in flight.
    case searching
    /// Addresses found at the postcode; the lookup screen lists them.
    case suggestions([Address])
    /// Nothing at that postcode; offer manual entry.
    case noResults
    /// `POST /onboarding/address` in flight.
    case saving
    /// A request failed; the message says why.
    case failed(String)
  }

  /// What the screens show.
  public private(set) var state: State = .editing
  /// The postcode typed.
  public var postcode = "" {
    didSet {
      if state == .invalidPostcode { state = .editing }
    }
  }

  @ObservationIgnored private var found = AnsweredRequest<String, [Address]>()
  @ObservationIgnored private var saved = AnsweredRequest<Address, EmptyResponse>()
  @ObservationIgnored private let api: any APIClient
  @ObservationIgnored private let onSuggestionsFound: @MainActor (AddressViewModel) -> Void
  @ObservationIgnored private let onManualEntry: @MainActor (_ postcode: String) -> Void
  @ObservationIgnored private let onSaved: @MainActor () async throws -> Void

  /// Creates the step; the coordinator shows the lookup screen from `onSuggestionsFound` and the
  /// manual form from `onManualEntry`.
  public init(
    api: any APIClient,
    onSuggestionsFound: @escaping @MainActor (AddressViewModel) -> Void,
    onManualEntry: @escaping @MainActor (_ postcode: String) -> Void,
    onSaved: @escaping @MainActor () async throws -> Void
  ) {
    self.api = api
    self.onSuggestionsFound = onSuggestionsFound
    self.onManualEntry = onManualEntry
    self.onSaved = onSaved
  }

  /// The addresses found, empty before a search.
  public var suggestions: [Address] {
    if case .suggestions(let addresses) = state { addresses } else { [] }
  }

  /// Looks up the addresses at ``postcode``; the postcode searched last is not looked up again.
  public func search() async {
    guard state != .searching else { return }
    guard let normalized = Postcode.normalized(postcode) else {
      state = .invalidPostcode
      return
    }
    postcode = normalized
    do {
      let addresses: [Address]
      if let known = found.answer(for: normalized) {
        addresses = known
      } else {
        state = .searching
        addresses = try await api.send(.lookUpAddresses(postcode: normalized)).addresses
        found.remember(addresses, for: normalized)
      }
      if addresses.isEmpty {
        state = .noResults
      } else {
        state = .suggestions(addresses)
        onSuggestionsFound(self)
      }
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }

  /// Saves one of the suggestions; the address saved last is not saved again.
  public func select(_ address: Address) async {
    let shown = suggestions
    guard shown.contains(address) else { return }
    do {
      if saved.answer(for: address) == nil {
        state = .saving
        saved.remember(try await api.send(.saveAddress(address)), for: address)
        state = .suggestions(shown)
      }
      try await onSaved()
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }

  /// "Enter address manually": opens the form, prefilled with the postcode.
  public func enterManually() {
    onManualEntry(Postcode.normalized(postcode) ?? postcode)
  }
}
