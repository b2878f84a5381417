import Foundation
import InlineSnapshotStore

/// Builds a package's tests once and runs them several times as capture runs
/// (`SNAPSHOT_TESTING_CAPTURE`), each run into a folder of its own; returns each run's captures.
struct TestRuns {
  var packageRoot: URL
  /// What comes after `--`: for `swift test`, and the build options among them for `swift build`.
  var testArguments: [String]
  var environment: [String: String]
  var console: Console

  /// Why the runs stopped: the command, its exit status and what it printed.
  struct Failure: Error {
    enum Step: Equatable {
      case build
      case run(Int)
    }
    var step: Step
    var command: String
    /// The exit status, or the signal that ended it.
    var status: String
    var output: String
  }

  /// `swift build` options that take a value, passed on from the test arguments so that the build
  /// is the one `swift test --skip-build` runs.
  static let buildOptionsWithValue: Set<String> = [
    "-c", "--configuration", "--scratch-path", "--build-path", "-Xswiftc", "-Xcc", "-Xlinker", "-Xcxx", "--triple",
    "--swift-sdk", "--sanitize", "-j", "--jobs",
  ]

  /// The build options among `arguments` (`--name value` and `--name=value`).
  static func buildArguments(_ arguments: [String]) -> [String] {
    var found: [String] = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
      if buildOptionsWithValue.contains(name) {
        if name.count < word.count {
          found.append(word)
        } else if index + 1 < arguments.count {
          found += [word, arguments[index + 1]]
          index += 1
        }
      } else if word == "--disable-sandbox" {
        found.append(word)
      }
      index += 1
    }
    return found
  }

  /// Builds once, then runs the tests `count` times; each run's captures, or why it stopped.
  func perform(count: Int) -> Result<[[SnapshotCapture]], Failure> {
    let started = Date()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inline-snapshot-stability-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    progress("Building the tests…", since: started)
    let build = ["swift", "build", "--build-tests"] + Self.buildArguments(testArguments)
    if let failure = run(build, step: .build, environment: environment) {
      return .failure(failure)
    }
    var runs: [[SnapshotCapture]] = []
    for number in 1...count {
      progress("Run \(number) of \(count)…", since: started)
      let captures = folder.appendingPathComponent("run-\(number)")
      var environment = self.environment
      environment[CaptureFolder.directoryVariable] = captures.path
      let test = ["swift", "test", "--skip-build"] + testArguments
      if let failure = run(test, step: .run(number), environment: environment) {
        return .failure(failure)
      }
      do throws(StoreError) {
        runs.append(try CaptureFolder.read(captures))
      } catch {
        return .failure(
          Failure(step: .run(number), command: test.joined(separator: " "), status: "0", output: error.message))
      }
    }
    progress("Compared \(Plural.count(count, "run")).", since: started)
    return .success(runs)
  }

  /// Runs `words` in the package's folder; the failure when it could not start, crashed, or (the
  /// build) did not succeed. A test run that exits with 1 ran: its failures are snapshots that changed,
  /// or tests that fail anyway, which stability does not judge.
  private func run(_ words: [String], step: Failure.Step, environment: [String: String]) -> Failure? {
    let command = words.joined(separator: " ")
    let outcome: Subprocess.Outcome
    do {
      outcome = try Subprocess.run(
        URL(fileURLWithPath: "/usr/bin/env"), words, in: packageRoot, environment: environment)
    } catch {
      return Failure(step: step, command: command, status: "not started", output: "\(error)")
    }
    let output = String(decoding: outcome.output, as: UTF8.self) + outcome.errors
    switch (step, outcome.status) {
    case (_, 0):
      return nil
    case (.run, 1) where !Self.crashed(output):
      return nil
    default:
      return Failure(step: step, command: command, status: "\(outcome.status)", output: output)
    }
  }

  /// Whether a test run's output says that a test process crashed.
  static func crashed(_ output: String) -> Bool {
    output.contains("Exited with unexpected signal code") || output.contains("Exited with signal code")
  }

  private func progress(_ text: String, since start: Date) {
    guard console.errorIsTerminal else { return }
    let elapsed = Int(Date().timeIntervalSince(start).rounded())
    console.error("[\(elapsed / 60):\(String(format: "%02d", elapsed % 60))] \(text)\n")
  }
}
