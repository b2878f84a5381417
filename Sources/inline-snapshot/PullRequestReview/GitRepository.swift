import Foundation

/// The git repository that holds a package, read by running the `git` command in the package's folder.
///
/// Paths it takes and returns are relative to the repository's root (``root``), as GitHub names files.
///
/// ```swift
/// let git = try GitRepository(packageRoot: "/work/app/ios")   // root: "/work/app"
/// let head = try git.commit("HEAD")
/// let base = try git.mergeBase(try git.commit("origin/main"), head)
/// let diff = try git.diff(from: base, to: head, path: "ios/Tests/LoginTests.swift")
/// ```
struct GitRepository {
  /// A git command that failed; the message says which, why, and what to do.
  struct Failure: Error, Equatable {
    var message: String
    /// Whether the `git` command itself is missing.
    var gitMissing = false
  }

  /// The repository's top folder, as git prints it (symbolic links resolved). Every command after the
  /// first runs there, so that paths mean the same to git as to GitHub.
  let root: String

  /// The repository that contains `packageRoot`; fails when git cannot be run or the folder is in no repository.
  init(packageRoot: String) throws(Failure) {
    do {
      let top = try Self.run(["rev-parse", "--show-toplevel"], in: packageRoot, purpose: "find the git repository")
      root = String(decoding: top, as: UTF8.self).trimmingCharacters(in: .newlines)
    } catch  where !error.gitMissing {
      throw Failure(
        message: "\(packageRoot) is not in a git repository that git can read (\(error.message)). A pull request "
          + "review is computed from the repository's history: run it in the repository's checkout.")
    }
  }

  /// The full hash of the commit `ref` names (a branch, tag, `origin/main`, a hash).
  func commit(_ ref: String) throws(Failure) -> String {
    guard !ref.hasPrefix("-") else { throw Failure(message: "\(ref) is not a git revision.") }
    do {
      return try text(["rev-parse", "--verify", "--quiet", ref + "^{commit}"])
    } catch {
      throw Failure(
        message: "git knows no commit named \(ref) in \(root). Fetch it first (in GitHub Actions: actions/checkout "
          + "with fetch-depth: 0, or `git fetch origin <branch>`), or name it as `git log` shows it.")
    }
  }

  /// The commit both `base` and `head` descend from, where a pull request's diff starts.
  func mergeBase(_ base: String, _ head: String) throws(Failure) -> String {
    do {
      return try text(["merge-base", base, head])
    } catch {
      throw Failure(
        message: "\(base) and \(head) have no common commit in \(root), so the pull request's diff is unknown. "
          + "A shallow clone lacks it: fetch the whole history (actions/checkout with fetch-depth: 0).")
    }
  }

  /// The file `path` had in `commit`, or nil when it had none.
  func blob(_ commit: String, path: String) throws(Failure) -> [UInt8]? {
    guard (try? Self.run(["cat-file", "-e", "\(commit):\(path)"], in: root, purpose: "")) != nil else { return nil }
    return try Self.run(["cat-file", "blob", "\(commit):\(path)"], in: root, purpose: "read \(path) at \(commit)")
  }

  /// The path `path` (in `head`) had in `base`, when git sees it as renamed or copied between the two.
  func sourcePath(of path: String, from base: String, to head: String) throws(Failure) -> String? {
    let output = try Self.run(
      Self.diffOptions + ["--name-status", "-z", base, head], in: root, purpose: "list the changed files")
    var fields = output.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    while let status = fields.first, !status.isEmpty {
      fields.removeFirst()
      let count = status.hasPrefix("R") || status.hasPrefix("C") ? 2 : 1
      guard fields.count >= count else { break }
      let names = fields.prefix(count)
      fields.removeFirst(count)
      if count == 2, names.last == path { return names.first }
    }
    return nil
  }

  /// The unified diff of `path` from `base` to `head` (from the file it was renamed from, if any), with
  /// three lines of context as GitHub shows pull requests.
  func diff(from base: String, to head: String, path: String) throws(Failure) -> String {
    let paths = [try sourcePath(of: path, from: base, to: head), path].compactMap { $0 }
    let output = try Self.run(
      Self.diffOptions + ["--unified=3", "--inter-hunk-context=0", base, head, "--"] + paths, in: root,
      purpose: "diff \(path)")
    return String(decoding: output, as: UTF8.self)
  }

  /// Options that make `git diff` print the same whatever the user's configuration says.
  private static let diffOptions = [
    "-c", "core.quotePath=false", "-c", "diff.noprefix=false", "-c", "diff.mnemonicPrefix=false", "diff", "--no-color",
    "--no-ext-diff", "--no-textconv", "--find-renames", "--diff-algorithm=myers",
  ]

  private func text(_ arguments: [String]) throws(Failure) -> String {
    let output = try Self.run(arguments, in: root, purpose: arguments.joined(separator: " "))
    return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs `git arguments` in `directory`; standard output on success, else a failure naming `purpose`
  /// and what git said.
  static func run(_ arguments: [String], in directory: String, purpose: String) throws(Failure) -> [UInt8] {
    var environment = ProcessInfo.processInfo.environment
    for name in ["GIT_DIFF_OPTS", "GIT_EXTERNAL_DIFF", "GIT_PAGER", "GIT_DIR", "GIT_WORK_TREE"] {
      environment[name] = nil
    }
    let outcome: Subprocess.Outcome
    do {
      outcome = try Subprocess.run(
        URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments,
        in: URL(fileURLWithPath: directory, isDirectory: true),
        environment: environment)
    } catch {
      throw Failure(message: "Could not run git to \(purpose): \(error.localizedDescription).")
    }
    let errors = outcome.errors.trimmingCharacters(in: .whitespacesAndNewlines)
    // `env` exits with 127 when it finds no `git` on the PATH.
    if outcome.status == 127, errors.contains("git") {
      throw Failure(
        message: "Could not run git to \(purpose): no `git` command on the PATH. --github-review reads the pull "
          + "request's diff with git; install it, or run where it is installed.",
        gitMissing: true)
    }
    guard outcome.status == 0 else {
      let said = errors.isEmpty ? "exit status \(outcome.status)" : errors.replacingOccurrences(of: "\n", with: " ")
      throw Failure(message: "git could not \(purpose) in \(directory): \(said)")
    }
    return outcome.output
  }
}
