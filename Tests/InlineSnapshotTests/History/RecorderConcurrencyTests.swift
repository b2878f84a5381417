import Foundation
import InlineSnapshot
import Testing

/// 1,000 records from 50 concurrent tasks: none lost, none duplicated, and each task's records
/// in the order that task made them.
@Suite struct RecorderConcurrencyTests {
  static let tasks = 50
  static let recordsPerTask = 20

  /// Runs `record(task, index)` for every pair, from `tasks` concurrent tasks.
  func recordConcurrently(_ record: @escaping @Sendable (Int, Int) -> Void) async {
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<Self.tasks {
        group.addTask {
          for index in 0..<Self.recordsPerTask { record(task, index) }
        }
      }
    }
  }

  /// Checks that `ids` ("task-index") hold every pair once, each task's in increasing order.
  func expectComplete(_ ids: [String]) {
    #expect(ids.count == 1_000)
    let expected = Set((0..<Self.tasks).flatMap { task in (0..<Self.recordsPerTask).map { "\(task)-\($0)" } })
    #expect(Set(ids) == expected)
    for task in 0..<Self.tasks {
      let indices = ids.filter { $0.hasPrefix("\(task)-") }.compactMap { Int($0.split(separator: "-")[1]) }
      #expect(indices == Array(0..<Self.recordsPerTask))
    }
  }

  @Test func requestRecorderLosesNothing() async {
    let recorder = RequestRecorder()
    await recordConcurrently { task, index in
      recorder.record(RecordedRequest(method: "GET", path: "/\(task)-\(index)"))
    }
    expectComplete(recorder.requests.map { String($0.path.dropFirst()) })
    recorder.reset()
    #expect(recorder.requests.isEmpty)
  }

  @Test func stateHistoryLosesNothing() async {
    let history = StateHistory<String>()
    await recordConcurrently { task, index in history.record("\(task)-\(index)") }
    expectComplete(history.values)
    history.reset()
    #expect(history.values.isEmpty)
  }

  @Test func eventRecorderLosesNothing() async {
    let recorder = EventRecorder()
    await recordConcurrently { task, index in recorder.record("\(task)-\(index)") }
    expectComplete(recorder.events.map(\.name))
    recorder.reset()
    #expect(recorder.events.isEmpty)
  }
}
