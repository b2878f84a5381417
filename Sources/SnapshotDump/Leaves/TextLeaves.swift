/// Text prints as a quoted, escaped literal on one line: `"Hello, \"world\"\n"`.
extension String: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { QuotedText.literal(self) }

  static func appendSnapshotDumpLeaf(of value: Any, to bytes: inout [UInt8]) -> Bool {
    guard let value = value as? String else { return false }
    QuotedText.append(value, to: &bytes)
    return true
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
