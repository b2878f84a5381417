import Foundation

/// How many times this process tokenized each file (a test-only hook): the snapshot session reads
/// and tokenizes a test file once however many assertions it holds, and a test checks that here.
enum TokenizationCount {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var counts: [String: Int] = [:]

  /// Counts one tokenization of `path` (`""` for an in-memory source).
  static func record(_ path: String?) {
    lock.lock()
    defer { lock.unlock() }
    counts[path ?? "", default: 0] += 1
  }

  /// The tokenizations of `path` so far.
  static func of(_ path: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return counts[path, default: 0]
  }
}
