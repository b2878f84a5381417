extension WritableTestFile.Reason {
  /// Why the file at `path` may not be written: "`path` is the package manifest, not a test file".
  package func description(of path: String) -> String {
    switch self {
    case .outsidePackage(let root): "\(path) is outside the package \(root)"
    case .insideBuildFolder:
      "\(path) is inside the package's .build folder, where build products and generated files live, not test files"
    case .notSwift: "\(path) is not a .swift file"
    case .manifest: "\(path) is the package manifest, not a test file"
    }
  }
}

extension JournalLocation.Reason {
  /// Why the journal cannot be used, after "is unusable: ".
  var explanation: String {
    switch self {
    case .unreadable(let error), .originalUnreadable(let error): error.message
    case .invalid(let detail): "it is not a valid journal: \(detail)"
    case .unknownVersion(let version): "it has the unknown version \(version)"
    case .belongsTo(let path): "it belongs to \(path)"
    case .originalMissing(let original): "its copy of the original file, \(original), is missing"
    case .originalMismatch(let original): "its copy of the original file, \(original), does not match the recorded hash"
    }
  }
}

extension PendingDocument.Reason {
  /// Why the document was refused: "its file /etc/x.swift is outside the package /work/app".
  package var explanation: String {
    switch self {
    case .badName: "its name is not <id>.json with an id of eight lowercase hex digits"
    case .tooLarge(let size): "it is \(size) bytes, more than a pending change can be"
    case .unreadable(let error): "it cannot be read (\(error.message))"
    case .sizeUnreadable(let cause): "it cannot be read (\(cause))"
    case .notAChange(let failure): "it is not a pending change (\(failure.description))"
    case .file(let path, let problem): "its file \(problem.description(of: path))"
    case .positionOutOfRange(let line, let column): "its line \(line) or column \(column) is out of range"
    case .offsetOutOfRange(let offset): "its trailing closure offset \(offset) is out of range"
    case .labelNotIdentifier(let label): "its closure label \(label.debugDescription) is not a Swift identifier"
    case .badTestName: "its test name has control characters or is too long"
    case .badFileHash(let hash): "its file hash \(hash.debugDescription) is not 16 hex digits"
    case .badOwner(let owner): "its recordedBy \(owner.debugDescription) does not name a test process"
    case .removesNothing: "it has neither \"expected\" nor \"actual\": it removes a closure no call had"
    case .holdsAnotherChange(let stored, let id):
      "it holds the change \"\(stored)\", not \"\(id)\" (was it renamed or copied?)"
    case .idMismatch(let id, let computed):
      "its id \(id) is not the one its file, line, column and descriptor give (\(computed))"
    }
  }
}

extension PendingDocument.DecodingFailure: CustomStringConvertible {
  /// What the JSON decoder found, after "it is not a pending change (".
  package var description: String {
    switch self {
    case .invalidJSON(let detail): "invalid JSON: \(detail)"
    case .wrongValue(let path, let detail): "wrong value at \"\(path)\": \(detail)"
    case .missing(let key): "missing \"\(key)\""
    case .other(let detail): detail
    }
  }
}
