import Foundation

/// The archive formats a downloaded CI artifact comes in, told apart by a file's first bytes or, when
/// those say nothing, by its name: a store of pending changes handed over as an archive must be
/// unpacked before it can be read (`MergedStore.stores(in:missingIsEmpty:)`, in InlineSnapshotReview).
///
/// ```swift
/// ArchiveFormat.of(file: "/tmp/inline-snapshots-linux-2.zip")  // .zip
/// ArchiveFormat.zip.folder(for: "/tmp/inline-snapshots-linux-2.zip")  // "/tmp/inline-snapshots-linux-2"
/// ```
package enum ArchiveFormat: Sendable, Hashable {
  /// A zip archive (`.zip`, as GitHub Actions serves an artifact).
  case zip
  /// A tar archive (`.tar`).
  case tar
  /// A gzip-compressed tar archive (`.tar.gz`, `.tgz`).
  case gzippedTar

  /// The extensions of each format, longest first.
  private static let extensions: [(String, ArchiveFormat)] = [
    (".tar.gz", .gzippedTar), (".tgz", .gzippedTar), (".zip", .zip), (".tar", .tar),
  ]

  /// The format of the file at `path`: its first bytes (the zip, gzip or POSIX tar signature), else its
  /// extension; nil when neither names an archive.
  package static func of(file path: String) -> ArchiveFormat? {
    signature(of: path) ?? named(path)
  }

  /// The format its extension (`.zip`, `.tar`, `.tar.gz`, `.tgz`, any case) names, or nil.
  package static func named(_ path: String) -> ArchiveFormat? {
    let name = path.lowercased()
    return extensions.first { name.hasSuffix($0.0) && name.count > $0.0.count }?.1
  }

  /// The folder to unpack the archive at `path` into: its path without the extension, or with
  /// `-unpacked` appended when it has none.
  package func folder(for path: String) -> String {
    let name = path.lowercased()
    guard let (suffix, _) = Self.extensions.first(where: { name.hasSuffix($0.0) && name.count > $0.0.count }) else {
      return path + "-unpacked"
    }
    return String(path.dropLast(suffix.count))
  }

  /// The format the first bytes of the file at `path` are the signature of; nil when they are none of
  /// them or cannot be read.
  private static func signature(of path: String) -> ArchiveFormat? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 262) else { return nil }
    let bytes = [UInt8](data)
    if bytes.count >= 4, bytes[0] == 0x50, bytes[1] == 0x4B, [3, 5, 7].contains(bytes[2]), bytes[3] == bytes[2] + 1 {
      return .zip
    }
    if bytes.count >= 2, bytes[0] == 0x1F, bytes[1] == 0x8B { return .gzippedTar }
    if bytes.count >= 262, Array(bytes[257..<262]) == Array("ustar".utf8) { return .tar }
    return nil
  }
}
