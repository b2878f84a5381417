import Observation

/// The welcome screen: greets the user by name, then opens the main app.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class FinalViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// `GET /profile` in flight (or not started).
    case loading
    /// The profile to greet.
    case loaded(Profile)
    /// The request failed; the message says why. ``load()`` retries.
    case failed(String)
  }

  /// What the screen shows.
  public private(set) var state: State = .loading

  @ObservationIgnored private let api: any APIClient
  @ObservationIgnored private let onFinish: @MainActor (Profile) -> Void

  /// Creates the screen; `onFinish` opens the main app.
  public init(api: any APIClient, onFinish: @escaping @MainActor (Profile) -> Void) {
    self.api = api
    self.onFinish = onFinish
  }

  /// "Hello, Ada!" once loaded.
  public var greeting: String? {
    if case .loaded(let profile) = state { "Hello, \(profile.firstName)!" } else { nil }
  }

  /// Loads the profile (the view calls it from `.task`).
  public func load() async {
    if case .loaded = state { return }
    state = .loading
    do {
      state = .loaded(try await api.send(.fetchProfile()))
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }

  /// "Start banking": opens the main app; needs the profile loaded.
  public func finish() {
    guard case .loaded(let profile) = state else { return }
    onFinish(profile)
  }
}
