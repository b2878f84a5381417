/// The command line split into global options, the command name and the command's own arguments.
///
/// Global options (`--package-path`, `--pending-dir`, in `--name value` or `--name=value` form) and
/// `-h`/`--help` are recognised anywhere before `--`; the first other word names the command.
/// `--pending-dir` may be given several times: the stores are read as one.
struct Invocation: Equatable {
  var packagePath: String?
  var pendingDirectories: [String] = []
  var commandName: String?
  var arguments: [String] = []
  var wantsHelp = false

  static func parse(_ words: [String]) throws(UsageError) -> Invocation {
    var invocation = Invocation()
    var index = 0
    var optionsEnded = false
    func value(of option: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < words.count, !words[index].hasPrefix("-") || words[index] == "-" else {
        throw UsageError("\(option) needs a value: \(option) <\(option == "--package-path" ? "path" : "dir")>.")
      }
      return words[index]
    }
    while index < words.count {
      let word = words[index]
      defer { index += 1 }
      if optionsEnded {
        invocation.arguments.append(word)
        continue
      }
      let (name, inline) = split(word)
      switch name {
      case "--":
        optionsEnded = true
        if invocation.commandName != nil { invocation.arguments.append(word) }
      case "-h", "--help":
        invocation.wantsHelp = true
      case "--package-path":
        invocation.packagePath = try value(of: name, inline: inline)
      case "--pending-dir":
        invocation.pendingDirectories.append(try value(of: name, inline: inline))
      default:
        if invocation.commandName == nil, !word.hasPrefix("-") {
          invocation.commandName = word
        } else if invocation.commandName == nil {
          throw UsageError("Unknown option \(word).")
        } else {
          invocation.arguments.append(word)
        }
      }
    }
    return invocation
  }

  /// `--name=value` → (`--name`, `value`); anything else → (word, nil).
  private static func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }
}
