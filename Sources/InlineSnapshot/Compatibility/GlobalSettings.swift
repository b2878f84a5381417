/// What InlineSnapshotTesting's deprecated globals (`isRecording`, `record`, `diffTool`) set for the
/// whole process: below a call's `record:` and any `withSnapshotTesting` or `.snapshots` scope, above
/// `SNAPSHOT_TESTING_RECORD` and the defaults, as there.
enum GlobalSettings {
  static let record = Locked<SnapshotRecordMode?>(nil)
  static let diffTool = Locked<SnapshotTestingConfiguration.DiffTool?>(nil)

  /// Whether assertions here record every snapshot, as InlineSnapshotTesting's `isRecording` reads it.
  static var isRecording: Bool {
    get {
      let environment = (try? RecordModeEnvironment.current().resolve().get().mode) ?? .missing
      return (SnapshotTestingConfiguration.current?.record ?? record.withLock { $0 } ?? environment) == .all
    }
    set {
      record.withLock { $0 = newValue ? .all : .missing }
    }
  }
}

/// Whether every assertion records its snapshot: setting it sets the record mode of the whole process
/// to `all` (`true`) or `missing` (`false`), under any call's `record:` and any scope's mode.
@available(
  *, deprecated,
  message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information."
)
public var isRecording: Bool {
  get { GlobalSettings.isRecording }
  set { GlobalSettings.isRecording = newValue }
}

/// The older name of ``isRecording``.
@available(
  *, deprecated,
  message: "Use 'withSnapshotTesting' to customize the record mode. See the documentation for more information."
)
public var record: Bool {
  get { GlobalSettings.isRecording }
  set { GlobalSettings.isRecording = newValue }
}

/// The diff tool of the whole process, for failures outside any scope that sets one;
/// ``SnapshotTestingConfiguration/DiffTool/default`` until set.
@available(
  *, deprecated,
  message: "Use 'withSnapshotTesting' to customize the diff tool. See the documentation for more information."
)
public var diffTool: SnapshotTestingConfiguration.DiffTool {
  get { SnapshotTestingConfiguration.current?.diffTool ?? GlobalSettings.diffTool.withLock { $0 } ?? .default }
  set { GlobalSettings.diffTool.withLock { $0 = newValue } }
}
