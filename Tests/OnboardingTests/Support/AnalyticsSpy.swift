import Foundation
import Onboarding

/// ``Analytics`` that keeps the events in order, for assertions and event snapshots.
final class AnalyticsSpy: Analytics, @unchecked Sendable {
  // @unchecked: `recorded` is only touched under `lock`.

  /// One tracked event.
  struct Event: Sendable, Hashable, CustomStringConvertible {
    let name: String
    let parameters: [String: AnalyticsValue]

    /// `sms_code_rejected(attempt: 1)`, parameters sorted by name.
    var description: String {
      guard !parameters.isEmpty else { return name }
      let list = parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
      return "\(name)(\(list))"
    }
  }

  private let lock = NSLock()
  private var recorded: [Event] = []

  init() {}

  func track(name: String, parameters: [String: AnalyticsValue]) {
    lock.withLock { recorded.append(Event(name: name, parameters: parameters)) }
  }

  /// The events, in order.
  var events: [Event] { lock.withLock { recorded } }

  /// The events' names, in order.
  var names: [String] { events.map(\.name) }
}
