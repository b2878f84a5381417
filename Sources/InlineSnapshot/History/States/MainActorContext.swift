import Dispatch
import Foundation

/// Whether code runs where `MainActor.assumeIsolated` holds, asked without trapping.
///
/// The main actor runs on the main thread, or, once `dispatchMain()` has handed the main queue to
/// a worker thread (as the Linux test runner does), on whichever thread drains the main queue.
/// The main queue is recognised by a value set on it once.
enum MainActorContext {
  private static let key = DispatchSpecificKey<Bool>()
  // Set before the first question; reading it afterwards only compares a pointer.
  private static let isMarked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static var isCurrent: Bool {
    Thread.isMainThread || (isMarked && DispatchQueue.getSpecific(key: key) == true)
  }
}
