/// The options of `report` besides the change selection: `--github-review`, `--base <ref>`,
/// `--head <commit>` and `--output <file>` (each also as `--name=value`).
struct ReportOptions: Equatable {
  /// Where a pull request review's diff comes from; nil for the Markdown report.
  struct GitHubReview: Equatable {
    /// The pull request's base branch or commit.
    var base: String
    /// The pull request's head commit. Default: `HEAD`.
    var head = "HEAD"
  }

  var gitHubReview: GitHubReview?
  /// The file to write instead of standard output.
  var output: String?

  /// Takes the report's options out of `arguments`; returns them and the arguments left (the selection).
  static func parse(_ arguments: [String], command: any Command.Type) throws(UsageError) -> (ReportOptions, [String]) {
    var rest: [String] = []
    var values: [String: String] = [:]
    var gitHubReview = false
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if word == "--" {
        rest += arguments[(index - 1)...]
        break
      }
      if word == "--github-review" {
        gitHubReview = true
        continue
      }
      let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
      guard ["--base", "--head", "--output"].contains(name) else {
        rest.append(word)
        continue
      }
      var value: String
      if name.count < word.count {
        value = String(word.dropFirst(name.count + 1))
      } else {
        guard index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" else {
          throw UsageError("\(name) needs a value.", command: command)
        }
        value = arguments[index]
        index += 1
      }
      guard !value.isEmpty else { throw UsageError("\(name) needs a value.", command: command) }
      guard values[name] == nil else { throw UsageError("\(name) is given twice.", command: command) }
      values[name] = value
    }
    var options = ReportOptions(output: values["--output"])
    if gitHubReview {
      guard let base = values["--base"] else {
        throw UsageError(
          "--github-review needs --base <ref>: the pull request's base branch or commit, for example origin/main.",
          command: command)
      }
      options.gitHubReview = GitHubReview(base: base, head: values["--head"] ?? "HEAD")
    } else if let name = ["--base", "--head"].first(where: { values[$0] != nil }) {
      throw UsageError("\(name) is for --github-review.", command: command)
    }
    return (options, rest)
  }
}
