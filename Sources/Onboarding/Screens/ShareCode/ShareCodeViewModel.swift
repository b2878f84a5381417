import Observation

/// The right-to-work share code (nine letters and digits, shown `W4K 8R2 P9X`); shown only to
/// users the backend asks it from.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class ShareCodeViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Waiting for input.
    case editing
    /// Not nine letters and digits; cleared as soon as the code is edited.
    case invalidCode
    /// `POST /onboarding/share-code` in flight.
    case saving
    /// The request failed; the message says why.
    case failed(String)
  }

  /// Characters in a share code.
  public static let length = 9

  /// What the screen shows.
  public private(set) var state: State = .editing
  /// The characters entered, upper-cased, without separators (at most nine).
  public private(set) var characters = "" {
    didSet {
      if state == .invalidCode { state = .editing }
    }
  }

  @ObservationIgnored private let api: any APIClient
  @ObservationIgnored private let onSaved: @MainActor () async throws -> Void

  /// Creates the screen.
  public init(api: any APIClient, onSaved: @escaping @MainActor () async throws -> Void) {
    self.api = api
    self.onSaved = onSaved
  }

  /// The text field's content, grouped by three: `W4K 8R2 P9X`.
  public var input: String {
    get {
      var groups: [Substring] = []
      var rest = Substring(characters)
      while !rest.isEmpty {
        groups.append(rest.prefix(3))
        rest = rest.dropFirst(3)
      }
      return groups.joined(separator: " ")
    }
    set {
      characters = String(
        newValue.uppercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(Self.length))
    }
  }

  /// Whether nine characters were entered.
  public var isValid: Bool { characters.count == Self.length }

  /// Validates and saves the code.
  public func submit() async {
    guard state != .saving else { return }
    guard isValid else {
      state = .invalidCode
      return
    }
    state = .saving
    do {
      _ = try await api.send(.saveShareCode(characters))
      state = .editing
      try await onSaved()
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
