import Foundation
import SnapshotDump

/// The text a request body shows in a `.requests` snapshot, chosen by its content type.
enum RequestBodyText {
  /// - JSON (`application/json`, `…+json`, or no content type and a body that parses as JSON):
  ///   pretty-printed with sorted keys, `keys` redacted at any depth. Invalid JSON shows as text.
  /// - `application/x-www-form-urlencoded`: one decoded `name=value` per line, escaped again where
  ///   two forms would print alike (see `FormBody.lines`).
  /// - Other UTF-8 text without control characters (tabs and line breaks allowed): as is, CRLF
  ///   shown as LF, without trailing line breaks.
  /// - Anything else: `<N bytes>`.
  /// - No body: `nil`.
  ///
  /// Under placeholders, JSON members and form fields that tie once their values are masked follow
  /// the values in `trail` then `before`, the snapshot's text before the body.
  static func render(
    _ body: Data, contentType: String?, redacting keys: Set<String>, after trail: PlaceholderTrail? = nil,
    then before: () -> String = { "" }
  ) -> String? {
    guard !body.isEmpty else { return nil }
    let bytes = [UInt8](body)
    let mediaType = contentType.map(Self.mediaType)
    if mediaType.map(isJSON) ?? looksLikeJSON(bytes), let json = JSONParser.parse(bytes) {
      return JSONMemberOrder.orderedForPlaceholders(
        JSONPrettyPrinter.print(json.redacting(keys)), after: trail, then: before)
    }
    guard let text = UTF8Text.decode(bytes), isPrintable(text) else {
      return bytes.count == 1 ? "<1 byte>" : "<\(bytes.count) bytes>"
    }
    if mediaType == "application/x-www-form-urlencoded",
      let lines = FormBody.lines(text, redacting: keys, after: trail, then: before)
    {
      return lines.joined(separator: "\n")
    }
    // CRLF (multipart, many text protocols) shows as plain line breaks.
    var trimmed = Substring(text.replacingOccurrences(of: "\r\n", with: "\n"))
    while let last = trimmed.last, last.isNewline { trimmed.removeLast() }
    return String(trimmed)
  }

  /// `application/json; charset=utf-8` → `application/json`.
  private static func mediaType(_ contentType: String) -> String {
    let type = contentType.split(separator: ";", maxSplits: 1).first ?? ""
    return type.trimmingCharacters(in: .whitespaces).lowercased()
  }

  private static func isJSON(_ mediaType: String) -> Bool {
    mediaType == "application/json" || mediaType == "text/json" || mediaType.hasSuffix("+json")
  }

  private static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
  }

  private static func isPrintable(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      scalar == "\n" || scalar == "\r" || scalar == "\t" || !(scalar.value < 0x20 || scalar.value == 0x7F)
    }
  }
}
