import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax

extension MergedStore {
  /// The stores in `folders`, each folder read in the first of these ways that finds one:
  /// - a folder that holds pending change documents (`<id>.json`) is a store;
  /// - a folder of a shard's artifacts holds its store in `inline-snapshots-pending/`
  ///   (``ReviewArtifacts/storeFolderName``);
  /// - a folder of downloaded artifacts (`actions/download-artifact` writes one subfolder per artifact)
  ///   holds one in each subfolder's `inline-snapshots-pending/`, taken in the order of their names;
  /// - any other folder (an empty store) is a store that holds nothing.
  ///
  /// What each path is, is checked first (see ``check(_:missingIsEmpty:)``): a file, an archive (a
  /// downloaded artifact not unzipped) or a missing path throws ``StoreError/Reason/notAStore(path:_:)``
  /// naming it, a missing one only unless `missingIsEmpty` (the default store, not created until a test
  /// records something). So does a folder of the last two kinds that holds archives: an artifact
  /// downloaded but not unpacked would otherwise be read as nothing to review.
  ///
  /// Symbolic links found inside a folder are not followed. A folder named twice is read once.
  package static func stores(in folders: [URL], missingIsEmpty: Bool = false) throws(StoreError) -> [PendingStore] {
    var found: [URL] = []
    let folders = folders.map { URL(fileURLWithPath: FilePath.normalized($0.path), isDirectory: true) }
    for folder in folders { try check(folder, missingIsEmpty: missingIsEmpty) }
    for folder in folders {
      let artifact = folder.appendingPathComponent(ReviewArtifacts.storeFolderName, isDirectory: true)
      if !(try PendingStore(directory: folder).documentNames()).isEmpty {
        found.append(folder)
      } else if isFolder(artifact) {
        found.append(artifact)
      } else {
        let archives = archives(in: folder)
        guard archives.isEmpty else { throw StoreError(.notAStore(path: folder.path, .holdsArchives(archives))) }
        let downloaded = try subfolders(of: folder).map {
          $0.appendingPathComponent(ReviewArtifacts.storeFolderName, isDirectory: true)
        }.filter(isFolder)
        found += downloaded.isEmpty ? [folder] : downloaded
      }
    }
    var seen = Set<String>()
    return found.filter { seen.insert($0.path).inserted }.map { PendingStore(directory: $0) }
  }

  /// The folders directly inside `folder` (not symbolic links to folders), sorted by name.
  private static func subfolders(of folder: URL) throws(StoreError) -> [URL] {
    guard isFolder(folder) else { return [] }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw StoreError(.changesNotListed(folder: folder.path, cause: AtomicFile.describe(error)))
    }
    return names.sorted().map { folder.appendingPathComponent($0, isDirectory: true) }.filter(isFolder)
  }

  /// Whether `url` is a folder itself, not a symbolic link to one.
  private static func isFolder(_ url: URL) -> Bool {
    let type = (try? FileManager.default.attributesOfItem(atPath: url.path)[.type]) as? FileAttributeType
    return type == .typeDirectory
  }
}
