import Foundation

/// Reads the record mode a test run asks for from its environment variables.
///
/// `SNAPSHOT_TESTING_RECORD` (`all`, `failed`, `missing` or `never`, any letter case) wins; without it
/// (or when it is empty) the mode is `never` when `CI` is `true`, `1` or `yes`, else `missing`.
struct RecordModeEnvironment: Sendable, Hashable {
  /// The variable that chooses the mode.
  static let recordVariable = "SNAPSHOT_TESTING_RECORD"
  /// The variable continuous-integration services set.
  static let ciVariable = "CI"

  /// The value of `SNAPSHOT_TESTING_RECORD`, if set.
  var record: String?
  /// The value of `CI`, if set.
  var ci: String?

  /// Where the effective mode came from; failure messages name it so a surprising mode is explainable.
  enum Source: Hashable, Sendable {
    case variable
    case ciDefault
    case localDefault
  }

  /// The mode the environment selects, or an explanation when the variable holds something else.
  func resolve() -> Result<(mode: SnapshotRecordMode, source: Source), RecordModeError> {
    // An empty value, as CI templates often produce, means the variable is not set.
    if let record, !record.trimmingCharacters(in: .whitespaces).isEmpty {
      let trimmed = record.trimmingCharacters(in: .whitespaces).lowercased()
      guard let mode = SnapshotRecordMode(rawValue: trimmed) else {
        return .failure(RecordModeError(value: record))
      }
      return .success((mode, .variable))
    }
    if let ci, ["true", "1", "yes"].contains(ci.trimmingCharacters(in: .whitespaces).lowercased()) {
      return .success((.never, .ciDefault))
    }
    return .success((.missing, .localDefault))
  }

  /// The environment of this process.
  static func current() -> RecordModeEnvironment {
    RecordModeEnvironment(
      record: ProcessEnvironment.value(of: recordVariable),
      ci: ProcessEnvironment.value(of: ciVariable)
    )
  }
}

/// `SNAPSHOT_TESTING_RECORD` holds a value that is not a record mode.
struct RecordModeError: Error, Hashable, Sendable, CustomStringConvertible {
  var value: String

  var description: String {
    let accepted = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    return
      "\(RecordModeEnvironment.recordVariable)=\"\(value)\" is not a record mode; use one of: \(accepted) (any "
      + "letter case)."
  }
}
