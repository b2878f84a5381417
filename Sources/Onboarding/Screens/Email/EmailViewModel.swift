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
    /// Not an email address; cleared as soon as the address is edited.
    case invalidEmail
    /// `POST /onboarding/email` in flight.
    case saving
    /// The request failed; the message says why.
    case failed(String)
  }

  /// What the screen shows.
  public private(set) var state: State = .editing
  /// The address typed.
  public var email = "" {
    didSet {
      if state == .invalidEmail { state = .editing }
    }
  }

  @ObservationIgnored private var answered = AnsweredRequest<String, EmptyResponse>()
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

  /// Validates and saves the address; an address already saved moves on without saving it again.
  public func submit() async {
    guard state != .saving else { return }
    guard isValid else {
      state = .invalidEmail
      return
    }
    let address = email.trimmingCharacters(in: .whitespaces).lowercased()
    do {
      if answered.answer(for: address) == nil {
        state = .saving
        answered.remember(try await api.send(.saveEmail(address)), for: address)
        state = .editing
      }
      try await onSaved()
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
