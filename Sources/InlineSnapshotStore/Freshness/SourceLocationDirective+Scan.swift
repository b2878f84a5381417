import Foundation
import InlineSnapshotSyntax

extension SourceLocationDirective {
  /// The directives of the files at `paths`, each read from disk and tokenized only when it holds
  /// the text `#sourceLocation`. A file that cannot be read is skipped.
  package static func scan(_ paths: [String], relativeTo base: String? = nil) -> [SourceLocationDirective] {
    var directives: [SourceLocationDirective] = []
    for path in paths {
      guard let bytes = try? AtomicFile.read(path), mentionsDirective(bytes) else { continue }
      directives += all(in: SourceFile(bytes: bytes, path: path), relativeTo: base)
    }
    return directives
  }

  /// Whether `bytes` contain `#sourceLocation` anywhere (in code, a comment or a string alike).
  static func mentionsDirective(_ bytes: [UInt8]) -> Bool {
    let needle = Array("#sourceLocation".utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, buffer.count >= needle.count else { return false }
      let last = buffer.count - needle.count
      var offset = 0
      while offset <= last {
        guard let found = memchr(base + offset, Int32(UInt8(ascii: "#")), last + 1 - offset) else { return false }
        let position = found.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
        if memcmp(base + position, needle, needle.count) == 0 { return true }
        offset = position + 1
      }
      return false
    }
  }
}
