import Observation

/// The passcode screen, in one of three purposes:
/// - ``Purpose/create``: enter a new passcode, then confirm it (onboarding);
/// - ``Purpose/reset``: the same after a forgotten passcode and a face check;
/// - ``Purpose/unlock``: enter the existing passcode, or "Forgot passcode?".
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class PasscodeViewModel {
  /// Why the passcode is asked for.
  public enum Purpose: Sendable, Hashable {
    /// A first passcode during onboarding.
    case create
    /// A new passcode after a face check.
    case reset
    /// Unlocking the app with the existing passcode.
    case unlock
  }

  /// Which entry a create/reset screen is on.
  public enum Stage: Sendable, Hashable {
    /// First entry.
    case enter
    /// Second entry, which must match the first.
    case confirm
  }

  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Waiting for digits.
    case editing
    /// Saving or checking the passcode.
    case processing
    /// The confirmation did not match; back to the first entry.
    case mismatch
    /// Unlock: not the stored passcode.
    case wrongPasscode
    /// A request failed; the message says why.
    case failed(String)
  }

  /// Digits in a passcode.
  public static let length = 6

  /// What the screen shows.
  public private(set) var state: State = .editing
  /// Why the passcode is asked for.
  public let purpose: Purpose
  /// The entry a create/reset screen is on; always ``Stage/enter`` when unlocking.
  public private(set) var stage: Stage = .enter
  /// The digits entered so far (at most six).
  public var passcode = "" {
    didSet {
      let digits = String(passcode.filter { $0.isASCII && $0.isNumber }.prefix(Self.length))
      if digits != passcode { passcode = digits }
    }
  }

  @ObservationIgnored private var firstEntry: String?
  @ObservationIgnored private let analytics: any Analytics
  @ObservationIgnored private let actions: Actions

  private enum Actions {
    case create(onCreated: @MainActor (String) async throws -> Void)
    case unlock(
      isCorrect: @MainActor (String) -> Bool, onUnlocked: @MainActor () async throws -> Void,
      onForgot: @MainActor () async throws -> Void)
  }

  private init(purpose: Purpose, analytics: any Analytics, actions: Actions) {
    self.purpose = purpose
    self.analytics = analytics
    self.actions = actions
  }

  /// A screen that asks for a new passcode twice and hands it to `onCreated` when both match.
  public static func creating(
    purpose: Purpose = .create,
    analytics: any Analytics,
    onCreated: @escaping @MainActor (String) async throws -> Void
  ) -> PasscodeViewModel {
    PasscodeViewModel(
      purpose: purpose == .unlock ? .create : purpose, analytics: analytics, actions: .create(onCreated: onCreated))
  }

  /// A screen that unlocks when `isCorrect` accepts the entry, and offers a reset.
  public static func unlocking(
    analytics: any Analytics,
    isCorrect: @escaping @MainActor (String) -> Bool,
    onUnlocked: @escaping @MainActor () async throws -> Void,
    onForgot: @escaping @MainActor () async throws -> Void
  ) -> PasscodeViewModel {
    PasscodeViewModel(
      purpose: .unlock, analytics: analytics,
      actions: .unlock(isCorrect: isCorrect, onUnlocked: onUnlocked, onForgot: onForgot))
  }

  /// Whether six digits were entered.
  public var isComplete: Bool { passcode.count == Self.length }

  /// Whether "Forgot passcode?" is offered.
  public var canResetPasscode: Bool { purpose == .unlock }

  /// Takes the current entry: moves to confirmation, finishes creation, reports a mismatch, or
  /// checks the passcode when unlocking.
  public func submit() async {
    guard isComplete, state != .processing else { return }
    let entry = passcode
    passcode = ""
    switch actions {
    case .create(let onCreated):
      guard let first = firstEntry else {
        firstEntry = entry
        stage = .confirm
        state = .editing
        return
      }
      guard first == entry else {
        firstEntry = nil
        stage = .enter
        analytics.track(.passcodeMismatch)
        state = .mismatch
        return
      }
      await run { try await onCreated(entry) }
    case .unlock(let isCorrect, let onUnlocked, _):
      guard isCorrect(entry) else {
        analytics.track(.passcodeRejected)
        state = .wrongPasscode
        return
      }
      await run(onUnlocked)
    }
  }

  /// "Forgot passcode?": starts the reset through a face check. Only when unlocking.
  public func forgotPasscode() async {
    guard case .unlock(_, _, let onForgot) = actions, state != .processing else { return }
    analytics.track(.passcodeResetStarted)
    await run(onForgot)
  }

  private func run(_ action: @MainActor () async throws -> Void) async {
    state = .processing
    do {
      try await action()
      state = .editing
    } catch {
      state = .failed(errorMessage(for: error))
    }
  }
}
