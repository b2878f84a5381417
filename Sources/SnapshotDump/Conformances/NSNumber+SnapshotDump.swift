import Foundation

/// Foundation's boxed values print like the Swift values they box, never as an object.
extension NSNumber: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { stringValue }
}

extension NSString: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { QuotedText.literal(description) }
}

extension NSURL: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { absoluteURL?.absoluteString ?? description }
}
