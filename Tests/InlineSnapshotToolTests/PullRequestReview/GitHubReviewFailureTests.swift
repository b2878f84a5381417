import Foundation
import Testing

/// `report --github-review` fails clearly, naming what is wrong and what to do, when git, the
/// repository or the base is missing, and refuses a command line that lacks what it needs.
@Suite struct GitHubReviewFailureTests {
  @Test func anUnknownBaseIsNamed() throws {
    let (repository, _) = try GitHubReviewTests.pullRequest()
    defer { repository.remove() }
    try GitHubReviewTests.pendChanges(repository)
    let run = try repository.tool(["report", "--github-review", "--base", "origin/main"])
    #expect(run.status == 1, "\(run)")
    #expect(run.output == "")
    #expect(
      run.errors == """
        error: git knows no commit named origin/main in \(repository.root.path). Fetch it first (in GitHub Actions: \
        actions/checkout with fetch-depth: 0, or `git fetch origin <branch>`), or name it as `git log` shows it.

        """)
  }

  @Test func aBaseWithNoCommonHistoryIsNamed() throws {
    let (repository, head) = try GitHubReviewTests.pullRequest()
    defer { repository.remove() }
    try repository.git("checkout", "-q", "--orphan", "unrelated")
    try repository.commit("Unrelated")
    let unrelated = try repository.git("rev-parse", "HEAD")
    try repository.git("checkout", "-q", "feature")
    try GitHubReviewTests.pendChanges(repository)
    let run = try repository.tool(["report", "--github-review", "--base", "unrelated"])
    #expect(run.status == 1, "\(run)")
    #expect(
      run.errors == """
        error: \(unrelated) and \(head) have no common commit in \(repository.root.path), so the pull request's diff \
        is unknown. A shallow clone lacks it: fetch the whole history (actions/checkout with fetch-depth: 0).

        """)
  }

  @Test func aPackageOutsideAnyRepositoryIsNamed() throws {
    let (repository, _) = try GitHubReviewTests.pullRequest()
    defer { repository.remove() }
    try GitHubReviewTests.pendChanges(repository)
    try FileManager.default.removeItem(at: repository.root.appendingPathComponent(".git"))
    let run = try repository.tool(["report", "--github-review", "--base", "main"])
    #expect(run.status == 1, "\(run)")
    #expect(
      run.errors.hasPrefix("error: \(repository.package.path) is not in a git repository that git can read ("), "\(run)"
    )
    #expect(
      run.errors.hasSuffix(
        "). A pull request review is computed from the repository's history: run it in the repository's checkout.\n"))
  }

  @Test func missingGitIsNamed() throws {
    let (repository, _) = try GitHubReviewTests.pullRequest()
    defer { repository.remove() }
    try GitHubReviewTests.pendChanges(repository)
    let run = try repository.tool(["report", "--github-review", "--base", "main"], path: repository.root.path)
    #expect(run.status == 1, "\(run)")
    #expect(
      run.errors == """
        error: Could not run git to find the git repository: no `git` command on the PATH. --github-review reads the \
        pull request's diff with git; install it, or run where it is installed.

        """)
  }

  @Test(arguments: [
    (
      ["--github-review"],
      "--github-review needs --base <ref>: the pull request's base branch or commit, for example origin/main."
    ),
    (["--base", "main"], "--base is for --github-review."),
    (["--github-review", "--base", "main", "--head"], "--head needs a value."),
    (["--github-review", "--base=main", "--base", "dev"], "--base is given twice."),
    (["--output="], "--output needs a value."),
  ])
  func incompleteCommandLinesAreUsageErrors(arguments: [String], message: String) throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let run = package.run(["report"] + arguments)
    #expect(run.status == 2, "\(run)")
    #expect(
      run.errors == """
        error: \(message)
        Usage: swift run inline-snapshot report [--all | <id> ...] [--github-review --base <ref> [--head <commit>]] \
        [--output <file>]
        See `swift run inline-snapshot help report`.

        """)
  }

  @Test func theMarkdownReportGoesToTheOutputFile() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let run = package.run(["report", "--output", package.path("report.md")])
    #expect(run.status == 0, "\(run)")
    #expect(run.output == "")
    #expect(try package.read("report.md") == "# Inline snapshot changes\n\nNo pending snapshot changes.\n")
    let unwritable = package.run(["report", "--output", package.path("missing/folder/report.md")])
    #expect(unwritable.status == 1)
    #expect(
      unwritable.errors.hasPrefix("error: Could not write \(package.path("missing/folder/report.md")): "),
      "\(unwritable)")
  }
}
