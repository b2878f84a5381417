/// Strict UTF-8 decoding that works on every deployment target (`String(validating:as:)` needs
/// macOS 15) and never replaces bad bytes with U+FFFD.
enum UTF8Text {
  /// The text the bytes encode, or `nil` when they are not valid UTF-8.
  static func decode<Bytes: Collection>(_ bytes: Bytes) -> String? where Bytes.Element == UInt8 {
    let invalid = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
    return invalid ? nil : String(decoding: bytes, as: UTF8.self)
  }
}
