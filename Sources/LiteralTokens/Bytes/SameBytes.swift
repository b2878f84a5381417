#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// Whether the two texts are the same bytes. Swift's `==` calls two texts equal when they spell a
  /// character differently (`é` as one scalar, or as `e` and a combining accent): a snapshot compares
  /// what it records, byte for byte.
  package func hasSameBytes(as other: String) -> Bool {
    withBytes { bytes in
      other.withBytes { others in
        bytes.count == others.count
          && (bytes.isEmpty || memcmp(bytes.baseAddress!, others.baseAddress!, bytes.count) == 0)
      }
    }
  }

  /// Whether two texts that may be absent are the same bytes (see ``hasSameBytes(as:)``), or both absent.
  package static func haveSameBytes(_ one: String?, _ other: String?) -> Bool {
    switch (one, other) {
    case (nil, nil): return true
    case (let one?, let other?): return one.hasSameBytes(as: other)
    default: return false
    }
  }

  /// `body` with the text's UTF-8 bytes (a native string's own storage, not a copy).
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(utf8).withUnsafeBufferPointer(body)
  }
}

extension Substring {
  /// Whether the two texts are the same bytes (see `String.hasSameBytes(as:)`).
  package func hasSameBytes(as other: Substring) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    let same = utf8.withContiguousStorageIfAvailable { bytes in
      other.utf8.withContiguousStorageIfAvailable { others in
        bytes.isEmpty || memcmp(bytes.baseAddress!, others.baseAddress!, bytes.count) == 0
      }
    }
    return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
  }
}
