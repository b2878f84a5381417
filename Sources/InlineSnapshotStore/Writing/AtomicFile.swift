import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and replacing whole files, with errors that name the file.
package enum AtomicFile {
  /// The file's bytes.
  package static func read(_ path: String) throws(StoreError) -> [UInt8] {
    do {
      return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw StoreError(.unreadable(path: path, cause: describe(error)))
    }
  }

  /// The file's bytes, or nil when it does not exist.
  static func readIfPresent(_ path: String) throws(StoreError) -> [UInt8]? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try read(path)
  }

  /// The dates and permission bits of the file (following symbolic links).
  struct Attributes {
    /// The modification date, which tools can set to anything (`touch -d`, `rsync -a`, `cp -p`, `tar`).
    var modified: Date
    /// The date the file's inode last changed: its bytes were written, it was renamed into place,
    /// its permissions changed. The system sets it to the current time; no tool sets it back.
    var statusChanged: Date
    var permissions: mode_t
  }

  /// The dates and permission bits of the file.
  static func attributes(of path: String) throws(StoreError) -> Attributes {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw StoreError(.attributesUnreadable(path: path, cause: SystemError.lastMessage()))
    }
    #if canImport(Darwin)
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    func date(_ time: timespec) -> Date {
      Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000)
    }
    return Attributes(modified: date(modified), statusChanged: date(changed), permissions: info.st_mode & 0o7777)
  }

  /// Replaces (or creates) `path` with `bytes` so that readers see either the old or the new file,
  /// never a partial one: a temporary file in the same folder, flushed, then renamed over `path`.
  /// A file that is not writable is not replaced (see ``checkReplaceable(_:)``).
  static func write(_ bytes: [UInt8], to path: String, permissions: mode_t) throws(StoreError) {
    try checkReplaceable(path)
    let temporary = try writeTemporary(bytes, nextTo: path, permissions: permissions)
    try move(temporary, to: path)
  }

  /// Throws when `path` exists but may not be written: the user has no write permission, or no
  /// one has (a read-only file, such as one a version control system keeps locked, even for root).
  /// Replacing goes by the folder's permissions, so the file's own must be checked first.
  static func checkReplaceable(_ path: String) throws(StoreError) {
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    let permissions = info.st_mode & 0o777
    guard access(path, W_OK) != 0 || permissions & 0o222 == 0 else { return }
    let symbols = (0..<9).map { bit in permissions & (0o400 >> mode_t(bit)) != 0 ? Array("rwxrwxrwx")[bit] : "-" }
    throw StoreError(.notWritable(path: path, permissions: String(symbols)))
  }

  /// Writes `bytes` to a new temporary file next to `path` and returns the temporary file's path.
  static func writeTemporary(_ bytes: [UInt8], nextTo path: String, permissions: mode_t) throws(StoreError) -> String {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw StoreError(.temporaryNotCreated(path: path, cause: SystemError.lastMessage()))
    }
    var failure = SystemCall.writeAll(descriptor, bytes) ? nil : SystemError.lastMessage()
    // The umask applies to open(2)'s mode, so the permissions are set explicitly.
    if failure == nil, fchmod(descriptor, permissions) != 0 { failure = SystemError.lastMessage() }
    while failure == nil, fsync(descriptor) != 0 {
      if errno == EINTR { continue }
      failure = SystemError.lastMessage()
    }
    // A close interrupted by a signal has still closed the descriptor (Linux, macOS): not a failure.
    if close(descriptor) != 0, errno != EINTR, failure == nil { failure = SystemError.lastMessage() }
    if let failure {
      unlink(temporary)
      throw StoreError(.temporaryNotWritten(path: path, cause: failure))
    }
    return temporary
  }

  /// Renames `temporary` over `path`, then flushes the folder so that the rename survives a crash;
  /// removes `temporary` when the rename fails.
  static func move(_ temporary: String, to path: String) throws(StoreError) {
    guard rename(temporary, path) == 0 else {
      let reason = SystemError.lastMessage()
      unlink(temporary)
      throw StoreError(.notReplaced(path: path, cause: reason))
    }
    syncFolder(of: path)
  }

  /// Flushes the folder holding `path` (its list of names) to disk. Best effort: some file systems
  /// cannot open or flush a folder, and the file itself is already flushed.
  static func syncFolder(of path: String) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// Deletes `path` if it exists; a failure is ignored (used to clean up temporary files).
  static func remove(_ path: String) {
    unlink(path)
  }

  /// Creates `folder` and its parents when missing.
  static func createFolder(_ folder: URL) throws(StoreError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw StoreError(.folderNotCreated(folder: folder.path, cause: describe(error)))
    }
  }

  /// The reason an error gives, without a final period: callers end their sentence themselves.
  package static func describe(_ error: any Error) -> String {
    if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    let description = error.localizedDescription
    return description.hasSuffix(".") ? String(description.dropLast()) : description
  }
}

/// The C `write`, which the `AtomicFile.write` method shadows.
enum SystemCall {
  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
      Musl.write(descriptor, buffer, count)
    #else
      Darwin.write(descriptor, buffer, count)
    #endif
  }

  /// Writes every byte of `bytes`, retrying after interruptions and short writes; false (with
  /// `errno` set) when a write fails.
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }
}
