// One import gives test files both the assertion and the dump engine (design §5).
@_exported import SnapshotDump
