/// The record mode an assertion uses, and why.
struct RecordModeResolution: Hashable, Sendable {
  /// Where the mode came from, strongest first.
  enum Source: Hashable, Sendable {
    case call
    case scope
    /// The deprecated `isRecording` (or `record`) global.
    case global
    case variable
    case ciDefault
    case localDefault
  }

  var mode: SnapshotRecordMode
  var source: Source

  /// Applies the precedence call > scope or trait > the `isRecording` global > `SNAPSHOT_TESTING_RECORD` >
  /// default (`never` on CI).
  ///
  /// An invalid variable is an error even when a stronger source decides: the run asked for something
  /// the toolkit cannot do, and silently ignoring a typo would record (or not) by surprise.
  static func resolve(
    call: SnapshotRecordMode?,
    scope: SnapshotRecordMode?,
    global: SnapshotRecordMode? = nil,
    environment: RecordModeEnvironment
  ) -> Result<RecordModeResolution, RecordModeError> {
    let fromEnvironment: (mode: SnapshotRecordMode, source: RecordModeEnvironment.Source)
    switch environment.resolve() {
    case .failure(let error): return .failure(error)
    case .success(let resolved): fromEnvironment = resolved
    }
    if let call { return .success(RecordModeResolution(mode: call, source: .call)) }
    if let scope { return .success(RecordModeResolution(mode: scope, source: .scope)) }
    if let global { return .success(RecordModeResolution(mode: global, source: .global)) }
    switch fromEnvironment.source {
    case .variable: return .success(RecordModeResolution(mode: fromEnvironment.mode, source: .variable))
    case .ciDefault: return .success(RecordModeResolution(mode: fromEnvironment.mode, source: .ciDefault))
    case .localDefault: return .success(RecordModeResolution(mode: fromEnvironment.mode, source: .localDefault))
    }
  }

  /// How a failure message explains the mode, e.g. "record mode never (CI is set)".
  var explanation: String {
    switch source {
    case .call: return "record mode \(mode) (from the call's record: argument)"
    case .scope: return "record mode \(mode) (from withSnapshotTesting or the .snapshots trait)"
    case .global: return "record mode \(mode) (from the isRecording global)"
    case .variable: return "record mode \(mode) (from \(RecordModeEnvironment.recordVariable))"
    case .ciDefault: return "record mode \(mode) (the default when \(RecordModeEnvironment.ciVariable) is set)"
    case .localDefault: return "record mode \(mode) (the default)"
    }
  }
}
