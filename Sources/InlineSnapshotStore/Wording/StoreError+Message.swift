import Foundation
import InlineSnapshotSyntax

extension StoreError {
  /// A complete explanation for the person running the tests or the tool: it names the file and
  /// says what to do.
  package var message: String {
    switch reason {
    case .unreadable(let path, let cause):
      return "Could not read \(path): \(cause)."
    case .attachmentsDisagree(let paths, let file, let line, let caseName):
      let closure = "the snapshot closure at \(file):\(line)" + (caseName.map { " (case \"\($0)\")" } ?? "")
      return "The attached recordings \(paths.joined(separator: " and ")) hold different values for \(closure), "
        + "so nothing of their folder was imported. Move the one not to apply out of the folder and run the "
        + "command again."
    case .recordingsInProgress(let ids):
      let one = ids.count == 1
      return "\(ids.joined(separator: ", ")) \(one ? "is a recording" : "are recordings") that a running test process "
        + "writes when it ends, so \(one ? "it was" : "they were") not rejected; reject \(one ? "it" : "them") once "
        + "the tests have finished."
    case .attributesUnreadable(let path, let cause):
      return "Could not read the attributes of \(path): \(cause)."
    case .notWritable(let path, let permissions):
      return "\(path) is not writable (permissions \(permissions)), so it was not replaced. "
        + "\(nothingWritten(to: path)); make it writable (`chmod u+w \(path)`) if it may change, then accept the "
        + "kept changes or run the tests again."
    case .temporaryNotCreated(let path, let cause):
      return "Could not create a temporary file next to \(path): \(cause). \(nothingWritten(to: path))."
    case .temporaryNotWritten(let path, let cause):
      return "Could not write a temporary file next to \(path): \(cause). \(nothingWritten(to: path))."
    case .notReplaced(let path, let cause):
      return "Could not replace \(path): \(cause). \(nothingWritten(to: path))."
    case .folderNotCreated(let folder, let cause):
      return "Could not create the folder \(folder): \(cause)."
    case .lockNotOpened(let lock, let file, let cause):
      return "Could not open the lock file \(lock) for \(file): \(cause). \(nothingWritten(to: file))."
    case .lockNotTaken(let lock, let file, let cause):
      return "Could not lock \(lock) for \(file): \(cause). \(nothingWritten(to: file))."
    case .journalNotEncoded(let path, let cause):
      return "Could not encode the journal for \(path): \(cause). \(nothingWritten(to: path))."
    case .changesNotListed(let folder, let cause):
      return "Could not list the pending changes in \(folder): \(cause)."
    case .changeNotEncoded(let id, let file, let cause):
      return "Could not encode the pending change \(id) for \(file): \(cause)."
    case .captureNotWritten(let path, let cause):
      return "Could not write the capture file \(path): \(cause). Nothing was recorded or kept (this is a capture run: "
        + "SNAPSHOT_TESTING_CAPTURE is set); make its folder writable and run the tests again."
    case .sectionsNotAppended(let path, let cause):
      return "Could not append to the section log \(path): \(cause)."
    case .changeNotDeleted(let path, let cause):
      return "Could not delete the pending change \(path): \(cause)."
    case .ownerLockNotCreated(let path, let cause):
      return "Could not create the lock file \(path): \(cause)."
    case .ownerNotLocked(let path, let cause):
      return "Could not lock \(path): \(cause)."
    case .summaryNotOpened(let path, let cause):
      return "Could not open the step summary \(path): \(cause)."
    case .summaryNotLocked(let path, let cause):
      return "Could not lock the step summary \(path): \(cause)."
    case .summaryNotAppended(let path, let cause):
      return "Could not append to the step summary \(path): \(cause)."
    case .notAnID(let name):
      return "\"\(name)\" is not a pending change id: ids are eight hex digits (see `status`)."
    case .unknownChanges(let unknown, let known, let command):
      let names = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
      let noun = unknown.count == 1 ? "is not a pending change" : "are not pending changes"
      let list = known.isEmpty ? "There are no pending changes." : "Pending: \(known.joined(separator: ", "))."
      return "\(names) \(noun). \(list) Run `\(command.text) status` to list them."
    case .refusedByName(let name, let documents, let command):
      let files = documents.map(ToolCommand.shellQuoted).joined(separator: " ")
      let what = documents.count == 1 ? "a refused document" : "refused documents"
      return "\"\(name)\" names no pending change, only \(what) "
        + "(\(documents.joined(separator: ", "))), so nothing was removed. A refused document is removed by its file "
        + "alone, never by its name, which another store may hold intact: `\(command.text) reject \(files)`."
    case .notADocument(let path, let exists, let stores, let command):
      let what = exists ? "is not a pending change document" : "does not exist"
      return "\(path) \(what), so nothing was removed. `reject` takes the file of a document (`<id>.json`) in "
        + "\(stores.count == 1 ? "the store" : "a store") it reads (\(stores.joined(separator: ", "))); "
        + "run `\(command.text) status` to list them."
    case .notAStore(let path, let problem):
      return Self.notAStore(path, problem)
    }
  }

  /// Why `path` cannot be read as a store of pending changes, and what to do.
  private static func notAStore(_ path: String, _ problem: NotAStore) -> String {
    let read = "nothing was read, since its pending changes would be missed"
    switch problem {
    case .missing:
      return "\(path) does not exist, so no pending change was read. Pass the folder that holds them with "
        + "--pending-dir: a store, a shard's artifacts folder or a folder of downloaded artifacts."
    case .file:
      let parent = (path as NSString).deletingLastPathComponent
      let document = PendingDocument.isID(((path as NSString).lastPathComponent as NSString).deletingPathExtension)
      return "\(path) is a file, not a folder of pending changes; \(read). Pass "
        + (document ? "the folder it is in with `--pending-dir \(ToolCommand.shellQuoted(parent))`." : "a folder.")
    case .archive(let format):
      let folder = format.folder(for: path)
      return "\(path) is \(format.words), not a folder of pending changes; \(read). Unpack it "
        + "(`\(format.unpackCommand(path, into: folder))`) and pass the folder: "
        + "`--pending-dir \(ToolCommand.shellQuoted(folder))`."
    case .holdsArchives(let archives):
      let commands = archives.map { archive in
        let format = ArchiveFormat.named(archive) ?? .zip
        return "`\(format.unpackCommand(archive, into: format.folder(for: archive)))`"
      }
      return "\(path) holds \(archives.count == 1 ? "an archive" : "archives") not unpacked "
        + "(\(archives.joined(separator: ", "))); \(read). Unpack "
        + "\(archives.count == 1 ? "it" : "each into a folder of its own") beside it "
        + "(\(commands.joined(separator: ", "))), then pass \(path) again."
    }
  }
}

extension ArchiveFormat {
  /// "a zip archive", "a tar archive", "a gzipped tar archive".
  var words: String {
    switch self {
    case .zip: "a zip archive"
    case .tar: "a tar archive"
    case .gzippedTar: "a gzipped tar archive"
    }
  }

  /// The shell command that unpacks the archive at `path` into the folder `folder`.
  func unpackCommand(_ path: String, into folder: String) -> String {
    let (archive, target) = (ToolCommand.shellQuoted(path), ToolCommand.shellQuoted(folder))
    switch self {
    case .zip: return "unzip \(archive) -d \(target)"
    case .tar: return "mkdir -p \(target) && tar -xf \(archive) -C \(target)"
    case .gzippedTar: return "mkdir -p \(target) && tar -xzf \(archive) -C \(target)"
    }
  }
}
