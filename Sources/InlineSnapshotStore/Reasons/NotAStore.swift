import Foundation

/// What a path named as a store of pending changes (`--pending-dir`, `SNAPSHOT_TESTING_PENDING_DIR`)
/// is when it is not a folder to read: a path that reads as an empty store would hide every change of
/// a downloaded archive, so each is a ``StoreError/Reason/notAStore(path:_:)`` instead.
package enum NotAStore: Sendable, Hashable {
  /// Nothing is there.
  case missing
  /// A file that is no archive.
  case file
  /// An archive (a downloaded CI artifact not unpacked).
  case archive(ArchiveFormat)
  /// A folder with no pending change document and no store in it, or a folder of downloaded artifacts,
  /// that holds archives with no unpacked folder beside them (their paths, sorted): artifacts downloaded
  /// but not unpacked.
  case holdsArchives([String])
}
