/// The lines the session writes on standard error for its notices.
enum SessionNoticeText {
  /// The notice as one line, ending in a line break.
  static func line(for notice: SessionNotice) -> String {
    switch notice {
    case .closureGotSeveralValues(let path, let line, let previews, let keptID):
      return "error: the snapshot closure at \(path):\(line) got \(previews.count) different values in this run "
        + "(\(previews.joined(separator: ", "))), so nothing was written for it; the first value that did not "
        + "match is kept as pending change \(keptID). Pass `case:` to keep one section per value.\n"
    case .staleChangeNotRemoved(let error):
      return "error: could not remove the stale pending inline snapshot change: \(error.message)\n"
    case .writtenByAnotherProcess(let path, let line, let written, let snapshot, let kept):
      let outcome =
        switch kept {
        case .success(let id): "kept as pending change \(id)"
        case .failure(let error): "and could not be kept as a pending change: \(error.message)"
        }
      return "error: a test process of this build already wrote a different snapshot (\(written)) into the "
        + "closure at \(path):\(line); this one (\(snapshot)) was not written, \(outcome).\n"
    case .notKeptBesideAnotherProcesssRecording(let path, let line, let recorded, let snapshot):
      return "error: another running test process is recording \(recorded) into the snapshot closure at "
        + "\(path):\(line); this process's value (\(snapshot)) was not kept for review, which would replace that "
        + "recording. Run the tests again once it has been written.\n"
    case .documentNotDeleted(let id, let path, let error):
      return "error: \(id) was written into \(path), but its pending change document could not be deleted: "
        + "\(error.message)\n"
    case .wroteCrashedRecordings(let path, let ids):
      let one = ids.count == 1
      return "Applied \(ids.count) recording\(one ? "" : "s") left by a test process that ended before "
        + "writing \(one ? "it" : "them") to \(path): \(ids.joined(separator: ", ")).\n"
    case .changeNotSaved(let id, let error):
      return "error: could not save the pending inline snapshot change \(id): \(error.message)\n"
    case .notWritten(let path, let reason, let ids):
      let one = ids.count == 1
      return "error: \(ids.count) inline snapshot\(one ? " was" : "s were") not written to \(path): "
        + "\(reason.message) \(one ? "It was" : "They were") kept as pending "
        + "change\(one ? "" : "s") \(ids.joined(separator: ", ")).\n"
    case .crashedRecordingsNotSearched(let error):
      return "error: could not look for recordings left by crashed test processes: \(error.message)\n"
    case .artifactsNotWritten(let error):
      return "error: could not write the inline snapshot review artifacts: \(error.message)\n"
    case .sections(let notice):
      return SectionNoticeText.line(for: notice)
    }
  }
}
