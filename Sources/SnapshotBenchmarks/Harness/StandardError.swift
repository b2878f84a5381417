import Foundation

/// Progress and usage messages go to standard error so standard output is only the table.
enum StandardError {
  /// Writes `text` unbuffered to standard error.
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
