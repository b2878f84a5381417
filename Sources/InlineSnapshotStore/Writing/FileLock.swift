#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a lock file, shared by every process and thread that
/// opens the same path: the holder may read, compute and write the guarded file undisturbed.
///
/// The lock file is never deleted: deleting it would let two processes lock two different files.
enum FileLock {
  /// Runs `body` while holding the lock on `path` (blocking until it is free); the lock file is
  /// created when missing. `file` is the file the lock guards, named in errors.
  static func withExclusiveLock<Result>(
    path: String, guarding file: String, _ body: () throws(StoreError) -> Result
  ) throws(StoreError) -> Result {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw StoreError(.lockNotOpened(lock: path, file: file, cause: SystemError.lastMessage()))
    }
    // Closing the descriptor releases the lock.
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      throw StoreError(.lockNotTaken(lock: path, file: file, cause: SystemError.lastMessage()))
    }
    return try body()
  }
}

/// Text for the current `errno`.
package enum SystemError {
  /// The message of the current `errno`.
  package static func lastMessage() -> String {
    let code = errno
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
