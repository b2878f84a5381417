import InlineSnapshotStore

/// The help of one verb, rendered by `help <verb>` and `<verb> --help`.
struct CommandHelp {
  /// One sentence: what the verb does.
  var abstract: String
  /// The verb's usage after `inline-snapshot`, for example `accept (--all | <id> ...)`.
  var usage: String
  /// One command line that uses the verb, as the documentation shows it.
  var example: String = ""
  /// More command lines, for options the first example does not show.
  var otherExamples: [String] = []
  /// Positional arguments: name and explanation.
  var arguments: [(String, String)] = []
  /// The verb's own options: name and explanation.
  var options: [(String, String)] = []
  /// More detail, wrapped when rendered.
  var discussion: String = ""

  /// The full help text, naming the tool as `command` runs it.
  func render(verb: String, command: ToolCommand) -> String {
    var text = "OVERVIEW: \(abstract)\n\n"
    if !discussion.isEmpty { text += TextWrapping.wrap(discussion, width: 80, indent: "") + "\n\n" }
    text += "USAGE: \(command.text) [<global options>] \(usage)\n"
    let examples = ([example] + otherExamples).filter { !$0.isEmpty }
    if !examples.isEmpty {
      text += "\n\(examples.count == 1 ? "EXAMPLE" : "EXAMPLES"):\n" + examples.map { "  \($0)\n" }.joined()
    }
    if !arguments.isEmpty {
      text += "\nARGUMENTS:\n" + TextWrapping.table(arguments)
    }
    text += "\nOPTIONS:\n" + TextWrapping.table(options + [("-h, --help", "Show help information.")])
    text += "\nGLOBAL OPTIONS:\n" + TextWrapping.table(ToolHelp.globalOptions)
    text += "\nSee `\(command.text) help` for exit statuses.\n"
    return text
  }
}

/// Word wrapping for help texts.
enum TextWrapping {
  /// `text` wrapped at `width` columns, every line prefixed with `indent`.
  static func wrap(_ text: String, width: Int, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if !line.isEmpty, indent.count + line.count + 1 + word.count > width {
        lines.append(indent + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(indent + line) }
    return lines.joined(separator: "\n")
  }

  /// Two columns: names padded to a common width, explanations wrapped beside them.
  static func table(_ rows: [(String, String)]) -> String {
    let nameWidth = min(26, rows.map(\.0.count).max() ?? 0)
    var text = ""
    for (name, explanation) in rows {
      let indent = String(repeating: " ", count: 2 + nameWidth + 2)
      let wrapped = wrap(explanation, width: 80, indent: indent)
      let body = wrapped.dropFirst(indent.count)
      if name.count > nameWidth {
        text += "  \(name)\n\(indent)\(body)\n"
      } else {
        text += "  \(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(body)\n"
      }
    }
    return text
  }
}
