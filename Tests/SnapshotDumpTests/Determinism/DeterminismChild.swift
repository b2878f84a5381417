import Foundation
import Testing

/// Runs only inside a child process started by ``DeterminismTests``, which names an output file
/// in the environment; in a normal test run it is skipped.
@Suite(.enabled(if: ProcessInfo.processInfo.environment[DeterminismFixture.environmentKey] != nil))
struct DeterminismChild {
  @Test func writeDump() throws {
    let path = try #require(ProcessInfo.processInfo.environment[DeterminismFixture.environmentKey])
    try DeterminismFixture.report.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
