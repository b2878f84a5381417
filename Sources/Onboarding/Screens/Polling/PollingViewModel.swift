import Observation

/// Waiting for the document check: asks `GET /kyc/status` every few seconds on the injected clock
/// until the documents are approved or rejected, and gives up after a limit (offering "Check
/// again"). Once approved it presents the terms modal, ``terms``.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class PollingViewModel {
  /// What the screen shows.
  public enum State: Sendable, Hashable {
    /// Not polling yet.
    case idle
    /// Status call number `attempt` (from 1) in flight or waiting for the next one.
    case checking(attempt: Int)
    /// Documents accepted; the terms are presented.
    case approved
    /// Documents refused; contact support.
    case rejected
    /// No decision after the allowed number of calls; "Check again".
    case timedOut
  }

  /// What the screen shows.
  public private(set) var state: State = .idle
  /// The terms modal, presented once the documents are approved.
  public var terms: TermsViewModel?

  @ObservationIgnored private let dependencies: OnboardingDependencies
  @ObservationIgnored private let onApproved: @MainActor (_ termsVersion: String) -> TermsViewModel

  /// Creates the screen; `onApproved` builds the terms modal for the version to accept. With
  /// `pendingTermsVersion` (the documents were approved before a relaunch, the terms not yet
  /// accepted) the screen starts approved with the terms presented, and does not poll.
  public init(
    dependencies: OnboardingDependencies,
    pendingTermsVersion: String? = nil,
    onApproved: @escaping @MainActor (_ termsVersion: String) -> TermsViewModel
  ) {
    self.dependencies = dependencies
    self.onApproved = onApproved
    if let pendingTermsVersion {
      state = .approved
      terms = onApproved(pendingTermsVersion)
    }
  }

  /// Polls until a decision or the limit; returns then. Failed status calls count as attempts and
  /// polling continues. Cancelling the calling task stops it and returns to ``State/idle``.
  public func start() async {
    switch state {
    case .checking, .approved, .rejected: return
    case .idle, .timedOut: break
    }
    let timing = dependencies.timing
    for attempt in 1...max(1, timing.pollingAttempts) {
      state = .checking(attempt: attempt)
      if let decision = await fetchDecision() {
        finish(with: decision, attempts: attempt)
        return
      }
      guard attempt < timing.pollingAttempts else { break }
      do {
        try await dependencies.clock.sleep(for: timing.pollingInterval)
      } catch {
        state = .idle
        return
      }
    }
    dependencies.analytics.track(
      .kycPollingFinished,
      parameters: ["status": "timed_out", "attempts": .number(Double(timing.pollingAttempts))]
    )
    state = .timedOut
  }

  /// "Check again" after a time-out: polls anew.
  public func checkAgain() async {
    guard state == .timedOut else { return }
    await start()
  }

  private func fetchDecision() async -> (KYCStatus.Decision, termsVersion: String?)? {
    do {
      let status = try await dependencies.api.send(.fetchKYCStatus())
      return status.decision == .pending ? nil : (status.decision, status.termsVersion)
    } catch {
      return nil
    }
  }

  private func finish(with decision: (KYCStatus.Decision, termsVersion: String?), attempts: Int) {
    let (status, termsVersion) = decision
    dependencies.analytics.track(
      .kycPollingFinished,
      parameters: ["status": .string(status.rawValue), "attempts": .number(Double(attempts))]
    )
    switch status {
    case .approved:
      state = .approved
      terms = onApproved(termsVersion ?? "current")
    case .rejected, .pending:
      state = .rejected
    }
  }
}
