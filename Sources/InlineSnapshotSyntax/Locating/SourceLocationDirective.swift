/// A `#sourceLocation(file:line:)` directive. Below it, Swift reports the lines of the file that
/// holds it as lines of the file it names: `#filePath` and `#line` of a call there point into the
/// named file (a template, another source), so a snapshot must never be written at them.
///
/// ```swift
/// let file = SourceFile(
///   bytes: Array("#sourceLocation(file: \"Gen.swift.gyb\", line: 4)\n".utf8), path: "/work/app/Gen.swift")
/// SourceLocationDirective.all(in: file, relativeTo: "/work/app").first?.namedFile  // "/work/app/Gen.swift.gyb"
/// ```
package struct SourceLocationDirective: Sendable, Hashable {
  /// The file the directive names, made absolute the way the test process makes `#filePath`
  /// absolute (against its current folder) and normalised; `nil` when its name is a literal the
  /// decoder cannot read (``unreadableName`` says why).
  package var namedFile: String?
  /// The file that holds the directive.
  package var file: String
  /// The directive's 1-based line in ``file``.
  package var line: Int
  /// Why the directive's file name could not be read, when it could not.
  package var unreadableName: SyntaxError? = nil

  /// Every directive of `file` that names a file (`#sourceLocation()` ends a remapping and names none).
  /// A relative name is made absolute against `base` (default: the current folder); a name the
  /// decoder cannot read gives a directive without ``namedFile``.
  package static func all(in file: SourceFile, relativeTo base: String? = nil) -> [SourceLocationDirective] {
    let tokens = file.tokens
    var directives: [SourceLocationDirective] = []
    var position = 0
    func next() -> Token? {
      while position < tokens.count, tokens[position].kind.isTrivia { position += 1 }
      defer { position += 1 }
      return position < tokens.count ? tokens[position] : nil
    }
    while position < tokens.count {
      let token = tokens[position]
      position += 1
      guard token.kind == .compilerDirective, file.text(of: token) == "#sourceLocation" else { continue }
      guard next()?.kind == .leftParen, let label = next(), label.kind == .identifier, file.text(of: label) == "file",
        next()?.kind == .colon, let name = next()
      else { continue }
      do {
        let value = try LiteralDecoder.decode(name, in: file)
        directives.append(
          SourceLocationDirective(
            namedFile: FilePath.normalized(value, relativeTo: base), file: file.path ?? "", line: token.line))
      } catch {
        // Which file the calls below are reported in is unknown; the directive is kept so that at
        // least the file holding it is refused, with the reason its name could not be read.
        directives.append(
          SourceLocationDirective(namedFile: nil, file: file.path ?? "", line: token.line, unreadableName: error))
      }
    }
    return directives
  }
}
