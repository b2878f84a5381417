// One import gives test files both the assertion and the dump engine.
@_exported import SnapshotDump
