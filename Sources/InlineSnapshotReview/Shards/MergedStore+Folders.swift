import Foundation
import InlineSnapshotStore

extension MergedStore {
  /// Checks what `folder` is before it is read as a store: a folder (or a symbolic link to one) passes;
  /// a file or an archive throws ``StoreError/Reason/notAStore(path:_:)``, and so does a missing path
  /// unless `missingIsEmpty` (the default store, which the first recording creates).
  static func check(_ folder: URL, missingIsEmpty: Bool) throws(StoreError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
      // A dangling symbolic link is missing too.
      if missingIsEmpty { return }
      throw StoreError(.notAStore(path: folder.path, .missing))
    }
    guard !isFolder.boolValue else { return }
    let format = ArchiveFormat.of(file: folder.path)
    throw StoreError(.notAStore(path: folder.path, format.map(NotAStore.archive) ?? .file))
  }

  /// The archives directly inside `folder` not unpacked yet: files whose name is an archive's (see
  /// ``ArchiveFormat/named(_:)``) with no folder beside them named as ``ArchiveFormat/folder(for:)``
  /// says, sorted by name.
  static func archives(in folder: URL) -> [String] {
    func isFolder(_ path: String) -> Bool {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      guard let format = ArchiveFormat.named(name) else { return nil }
      let path = folder.appendingPathComponent(name).path
      return isFolder(path) || isFolder(format.folder(for: path)) ? nil : path
    }
  }
}
