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
    /// Not a UK postcode.
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
  public private(set) var state: State = .editing {
    didSet { onStateChange?(state) }
  }
  /// The postcode typed.
  public var postcode = ""

  /// Called after every change of ``state``, e.g. to log transitions.
  @ObservationIgnored public var onStateChange: (@MainActor (State) -> Void)?

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
    if case let .suggestions(addresses) = state { addresses } else { [] }
  }

  /// Looks up the addresses at ``postcode``.
  public func search() async {
    guard state != .searching else { return }
    guard let normalized = Postcode.normalized(postcode) else {
      state = .invalidPostcode
      return
    }
    postcode = normalized
    state = .searching
    do {
      let found = try await api.send(.lookUpAddresses(postcode: normalized))
      if found.addresses.isEmpty {
        state = .noResults
      } else {
        state = .suggestions(found.addresses)
        onSuggestionsFound(self)
      }
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }

  /// Saves one of the suggestions.
  public func select(_ address: Address) async {
    let shown = suggestions
    guard shown.contains(address) else { return }
    state = .saving
    do {
      _ = try await api.send(.saveAddress(address))
      state = .suggestions(shown)
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
