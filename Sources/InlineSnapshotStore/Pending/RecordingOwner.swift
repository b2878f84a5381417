import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A test process that saved recordings in a pending store and writes them when it ends.
///
/// While it runs, the process holds an exclusive `flock` on `<store>/.owners/<name>.lock`; the
/// kernel releases it when the process ends, however it ends. A recording whose owner's lock can be
/// taken (or is gone) was left by a process that ended before writing it — it crashed — and may be
/// applied by `inline-snapshot accept` or by the next test process that writes the file. Process ids
/// alone could not tell this: they are reused.
///
/// ```swift
/// let owner = RecordingOwner()
/// try owner.claim(store: pendingFolder)           // before saving the first recording there
/// RecordingOwner.isRunning(owner.name, store: pendingFolder)  // true until the process ends
/// ```
package final class RecordingOwner: Sendable {
  /// `<pid>-<12 hex digits>`: unique among the processes that share a store.
  package let name: String
  private let locks = LockedDescriptors()

  /// A new owner name for this process.
  package init() {
    let random = UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(12)
    name = "\(getpid())-\(random)"
  }

  /// Whether `name` has the form of an owner name (letters, digits and `-`, at most 64).
  package static func isOwnerName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 64
      && name.utf8.allSatisfy { byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || byte == UInt8(ascii: "-")
      }
  }

  /// Takes this owner's lock in `store` (once; later calls do nothing), so that other processes
  /// see its recordings there as those of a running process.
  package func claim(store: URL) throws(StoreError) {
    let path = Self.lockPath(name, store: store)
    try locks.claim(path) { () throws(StoreError) -> Int32 in
      try AtomicFile.createFolder(URL(fileURLWithPath: path).deletingLastPathComponent())
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw StoreError(.ownerLockNotCreated(path: path, cause: SystemError.lastMessage()))
      }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        let reason = SystemError.lastMessage()
        close(descriptor)
        throw StoreError(.ownerNotLocked(path: path, cause: reason))
      }
      return descriptor
    }
  }

  /// Deletes this owner's lock files and releases the locks (when the process is done with its recordings).
  package func release() {
    locks.releaseAll()
  }

  /// Whether the owner `name` still runs: its lock in `store` exists and is held.
  package static func isRunning(_ name: String, store: URL) -> Bool {
    let path = lockPath(name, store: store)
    let descriptor = open(path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return false }
    return errno == EWOULDBLOCK
  }

  static func lockPath(_ name: String, store: URL) -> String {
    store.appendingPathComponent(".owners").appendingPathComponent("\(name).lock").path
  }
}

/// Open lock files by path; closing one releases its lock.
private final class LockedDescriptors: @unchecked Sendable {
  private let lock = NSLock()
  private var descriptors: [String: Int32] = [:]

  func claim(_ path: String, open: () throws(StoreError) -> Int32) throws(StoreError) {
    lock.lock()
    defer { lock.unlock() }
    guard descriptors[path] == nil else { return }
    descriptors[path] = try open()
  }

  func releaseAll() {
    lock.lock()
    defer { lock.unlock() }
    for (path, descriptor) in descriptors {
      unlink(path)
      close(descriptor)
    }
    descriptors = [:]
  }
}
