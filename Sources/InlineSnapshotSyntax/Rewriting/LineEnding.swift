/// The line break a file uses, so inserted lines match the rest of the file.
enum LineEnding {
  /// The file's first line break (`"\r\n"`, `"\r"` or `"\n"`), `"\n"` when it has none.
  static func of(_ bytes: [UInt8]) -> String {
    guard let index = bytes.firstIndex(where: ASCII.isLineBreak) else { return "\n" }
    if bytes[index] == ASCII.lineFeed { return "\n" }
    return index + 1 < bytes.count && bytes[index + 1] == ASCII.lineFeed ? "\r\n" : "\r"
  }
}
