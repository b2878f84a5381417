import InlineSnapshotSyntax

extension StoreError {
  /// A complete explanation for the person running the tests or the tool: it names the file and
  /// says what to do.
  package var message: String {
    switch reason {
    case .unreadable(let path, let cause):
      return "Could not read \(path): \(cause)."
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
    }
  }
}
