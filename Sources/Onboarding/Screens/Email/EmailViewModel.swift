import Foundation
import Observation

/// The email screen; shown only when the backend requires it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class EmailViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Waiting for input.
    case editing
    /// Not an email address.
    case invalidEmail
    /// `POST /onboarding/email` in flight.
    case saving
    /// The request failed; the message says why.
    case failed(String)
  }

  /// What the screen shows.
  public private(set) var state: State = .editing {
    didSet { onStateChange?(state) }
  }
  /// The address typed.
  public var email = ""

  /// Called after every change of ``state``, e.g. to log transitions.
  @ObservationIgnored public var onStateChange: (@MainActor (State) -> Void)?

  @ObservationIgnored private let api: any APIClient
  @ObservationIgnored private let onSaved: @MainActor () async throws -> Void

  /// Creates the screen.
  public init(api: any APIClient, onSaved: @escaping @MainActor () async throws -> Void) {
    self.api = api
    self.onSaved = onSaved
  }

  /// Whether ``email`` looks like `name@domain.tld`.
  public var isValid: Bool {
    let trimmed = email.trimmingCharacters(in: .whitespaces)
    let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !trimmed.contains(" ") else { return false }
    let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
  }

  /// Validates and saves the address.
  public func submit() async {
    guard state != .saving else { return }
    guard isValid else {
      state = .invalidEmail
      return
    }
    state = .saving
    do {
      _ = try await api.send(.saveEmail(email.trimmingCharacters(in: .whitespaces).lowercased()))
      state = .editing
      try await onSaved()
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
