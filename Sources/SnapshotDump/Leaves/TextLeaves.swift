/// Text prints as a quoted, escaped literal on one line: `"Hello, \"world\"\n"`.
extension String: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { QuotedText.literal(self) }

  static func appendSnapshotDumpLeaf(at address: UnsafeRawPointer, to bytes: inout [UInt8]) {
    QuotedText.append(address.assumingMemoryBound(to: String.self).pointee, to: &bytes)
  }
}

extension Substring: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { QuotedText.literal(self) }
}

extension Character: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { QuotedText.literal(String(self)) }
}

extension Unicode.Scalar: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { QuotedText.literal(String(self)) }
}

extension StaticString: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { QuotedText.literal(description) }
}
