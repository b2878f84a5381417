/// `1.5 seconds`: a duration as Swift prints it, not its two private words of attoseconds.
@available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
extension Duration: DescribedSnapshotDumpLeaf {}

// Streams print as their type: what they hold is the runtime's buffering state and closures,
// which say nothing about the program and differ between runs.
extension AsyncStream: TypeNameSnapshotDumpLeaf {}
extension AsyncStream.Continuation: TypeNameSnapshotDumpLeaf {}
extension AsyncThrowingStream: TypeNameSnapshotDumpLeaf {}
extension AsyncThrowingStream.Continuation: TypeNameSnapshotDumpLeaf {}
