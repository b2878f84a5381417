import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the tool writes and reads: the process's standard streams, or closures in tests.
struct Console {
  /// Writes to standard output (results: patches, reports, lists).
  var output: (String) -> Void
  /// Writes to standard error (errors, hints, progress).
  var error: (String) -> Void
  /// Reads one line of input without its line break; nil at the end of input.
  var readLine: () -> String?
  /// Whether standard input is a terminal (required by `review`).
  var inputIsTerminal: Bool
  /// Whether standard error is a terminal (`stability` shows its progress there only then).
  var errorIsTerminal = false

  static var standard: Console {
    Console(
      output: { FileHandle.standardOutput.write(Data($0.utf8)) },
      error: { FileHandle.standardError.write(Data($0.utf8)) },
      readLine: { Swift.readLine(strippingNewline: true) },
      inputIsTerminal: isatty(STDIN_FILENO) == 1,
      errorIsTerminal: isatty(STDERR_FILENO) == 1
    )
  }
}
