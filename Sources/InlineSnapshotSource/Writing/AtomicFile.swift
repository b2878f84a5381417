import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and replacing whole files, with errors that name the file.
enum AtomicFile {
  /// The file's bytes.
  static func read(_ path: String) throws(SourceError) -> [UInt8] {
    do {
      return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw SourceError(.io, "Could not read \(path): \(describe(error)).", file: path)
    }
  }

  /// The file's bytes, or nil when it does not exist.
  static func readIfPresent(_ path: String) throws(SourceError) -> [UInt8]? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try read(path)
  }

  /// The last modification date and permission bits of the file.
  static func attributes(of path: String) throws(SourceError) -> (modified: Date?, permissions: mode_t) {
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      let permissions = (attributes[.posixPermissions] as? NSNumber)?.uint16Value ?? 0o644
      return (attributes[.modificationDate] as? Date, mode_t(permissions))
    } catch {
      throw SourceError(.io, "Could not read the attributes of \(path): \(describe(error)).", file: path)
    }
  }

  /// Replaces (or creates) `path` with `bytes` so that readers see either the old or the new file,
  /// never a partial one: a temporary file in the same folder, flushed, then renamed over `path`.
  static func write(_ bytes: [UInt8], to path: String, permissions: mode_t) throws(SourceError) {
    let temporary = try writeTemporary(bytes, nextTo: path, permissions: permissions)
    try move(temporary, to: path)
  }

  /// Writes `bytes` to a new temporary file next to `path` and returns the temporary file's path.
  static func writeTemporary(_ bytes: [UInt8], nextTo path: String, permissions: mode_t) throws(SourceError) -> String {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw SourceError(
        .io, "Could not create a temporary file next to \(path): \(SystemError.lastMessage()). \(path) was not changed.",
        file: path)
    }
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = SystemCall.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = SystemError.lastMessage()
          return
        }
        offset += written
      }
    }
    // The umask applies to open(2)'s mode, so the permissions are set explicitly.
    if failure == nil, fchmod(descriptor, permissions) != 0 { failure = SystemError.lastMessage() }
    if failure == nil, fsync(descriptor) != 0 { failure = SystemError.lastMessage() }
    if close(descriptor) != 0, failure == nil { failure = SystemError.lastMessage() }
    if let failure {
      unlink(temporary)
      throw SourceError(.io, "Could not write a temporary file next to \(path): \(failure). \(path) was not changed.", file: path)
    }
    return temporary
  }

  /// Renames `temporary` over `path`, then flushes the folder so that the rename survives a crash;
  /// removes `temporary` when the rename fails.
  static func move(_ temporary: String, to path: String) throws(SourceError) {
    guard rename(temporary, path) == 0 else {
      let reason = SystemError.lastMessage()
      unlink(temporary)
      throw SourceError(.io, "Could not replace \(path): \(reason). \(path) was not changed.", file: path)
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
  static func createFolder(_ folder: URL, for file: String?) throws(SourceError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw SourceError(.io, "Could not create the folder \(folder.path): \(describe(error)).", file: file)
    }
  }

  static func describe(_ error: any Error) -> String {
    if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return error.localizedDescription
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
}
