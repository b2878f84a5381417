/// A stable, process-independent hash of file contents (64-bit FNV-1a, 16 lowercase hex digits).
///
/// Used to recognise "the file this change was computed against"; it is not a security hash.
package enum ContentHash {
  /// The hash of `bytes`.
  package static func of<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    var hasher = Hasher()
    hasher.add(bytes)
    return hasher.hex
  }

  /// The hash of bytes added in parts: the same as `of(_:)` of the parts joined.
  struct Hasher {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }

    /// 16 lowercase hex digits.
    var hex: String {
      let hex = String(hash, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }
  }

  /// The hash of a string's UTF-8 bytes.
  package static func of(_ string: String) -> String { of(string.utf8) }
}
