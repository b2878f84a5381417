import Foundation
import InlineSnapshot
import Testing

/// Seed 002's TCA counter: `store.send(.increment) { $0.count = 1 }` asserts what each action
/// changed; `.states(.changes)` writes the same thing down.
struct Counter {
  var count = 0
  var fact: String?
}

struct Address: Hashable {
  var line1: String
  var city: String
}

struct Form {
  enum Stage { case editing, verifying }
  enum Phase {
    case idle
    case checking(attempt: Int)
    case failed(String)
  }
  enum Level: Hashable { case low, high }

  var stage = Stage.editing
  var phase = Phase.idle
  var errors: [String] = []
  var address: Address?
  var headers: [String: String] = [:]
  var scores: [Level: Int] = [:]
  var tags: Set<String> = []
  var pair = (0, label: "a")
  var token = "one"
}

@Suite struct StateChangesTests {
  @Test func whatEachActionChanged() {
    let history = StateHistory([Counter()])
    history.record(Counter(count: 1), after: "incrementButtonTapped")
    history.record(Counter(count: 1, fact: "1 is a good number"), after: "factButtonTapped")
    history.record(Counter(count: 0, fact: "1 is a good number"))
    assertInlineSnapshot(of: history, as: .states(.changes)) {
      """
      ▿ Counter
        - count: 0
        - fact: nil

      → incrementButtonTapped
        count: 0 → 1

      → factButtonTapped
        fact: nil → "1 is a good number"

      →
        count: 1 → 0
      """
    }
  }

  @Test func pathsOfFieldsElementsKeysAndPayloads() {
    var form = Form()
    var states = [form]
    form.stage = .verifying
    form.errors = ["Wrong code"]
    states.append(form)
    form.errors = []
    form.headers = ["Accept": "text/html", "Content-Type": "application/json"]
    form.scores = [.low: 1]
    form.tags = ["a", "b"]
    form.pair.label = "b"
    states.append(form)
    form.headers["Accept"] = "application/json"
    form.headers["Content-Type"] = nil
    form.scores[.high] = 2
    form.tags = ["a", "c"]
    form.address = Address(line1: "221B Baker Street", city: "London")
    states.append(form)
    form.address?.city = "Paris"
    form.phase = .checking(attempt: 1)
    states.append(form)
    form.phase = .checking(attempt: 2)
    states.append(form)
    form.phase = .failed("No connection")
    form.address = nil
    states.append(form)
    form.phase = .failed("Timed out")
    states.append(form)
    assertInlineSnapshot(of: states, as: .states(.changes)) {
      """
      ▿ Form
        - stage: Form.Stage.editing
        - phase: Form.Phase.idle
        - errors: 0 elements
        - address: nil
        - headers: 0 key/value pairs
        - scores: 0 key/value pairs
        - tags: 0 members
        ▿ pair: (2 elements)
          - 0: 0
          - label: "a"
        - token: "one"

      →
        stage: Form.Stage.editing → Form.Stage.verifying
        + errors[0]: "Wrong code"

      →
        - errors[0]: "Wrong code"
        + headers["Accept"]: "text/html"
        + headers["Content-Type"]: "application/json"
        + scores[Form.Level.low]: 1
        + tags[0]: "a"
        + tags[1]: "b"
        pair.label: "a" → "b"

      →
        address: nil → Address(line1: "221B Baker Street", city: "London")
        headers["Accept"]: "text/html" → "application/json"
        - headers["Content-Type"]: "application/json"
        + scores[Form.Level.high]: 2
        tags[1]: "b" → "c"

      →
        phase: Form.Phase.idle → Form.Phase.checking(attempt: 1)
        address.city: "London" → "Paris"

      →
        phase.attempt: 1 → 2

      →
        phase: Form.Phase.checking(attempt: 2) → Form.Phase.failed("No connection")
        address: Address(line1: "221B Baker Street", city: "Paris") → nil

      →
        phase: Form.Phase.failed("No connection") → Form.Phase.failed("Timed out")
      """
    }
  }

  @Test func insertingOrRemovingOneElementIsOneLine() {
    let states = [
      ["b", "c", "d"],
      ["a", "b", "c", "d"],
      ["a", "b", "d"],
      ["a", "x", "d", "e", "f"],
    ]
    assertInlineSnapshot(of: states, as: .states(.changes)) {
      """
      ▿ 3 elements
        - "b"
        - "c"
        - "d"

      →
        + [0]: "a"

      →
        - [2]: "c"

      →
        [1]: "b" → "x"
        + [3]: "e"
        + [4]: "f"
      """
    }
  }

  @Test func theStateItselfChanging() {
    let states: [Form.Phase] = [.idle, .checking(attempt: 1), .checking(attempt: 2), .failed("x"), .failed("y")]
    assertInlineSnapshot(of: states, as: .states(.changes)) {
      """
      - Form.Phase.idle

      →
        Form.Phase.idle → Form.Phase.checking(attempt: 1)

      →
        attempt: 1 → 2

      →
        Form.Phase.checking(attempt: 2) → Form.Phase.failed("x")

      →
        Form.Phase.failed("x") → Form.Phase.failed("y")
      """
    }
  }

  @Test func unchangedStepsAndDuplicates() {
    let history = StateHistory([Counter()])
    history.record(Counter(), after: "refresh()")
    history.record(Counter())
    history.record(Counter(count: 1), after: "incrementButtonTapped")
    assertInlineSnapshot(of: history, as: .states(.changes)) {
      """
      ▿ Counter
        - count: 0
        - fact: nil

      → refresh()
        (no change)

      →
        (no change)

      → incrementButtonTapped
        count: 0 → 1
      """
    }
    // Without the duplicate that names no action; the one that names `refresh()` stays.
    assertInlineSnapshot(of: history, as: .states(.changes, removingDuplicates: true)) {
      """
      ▿ Counter
        - count: 0
        - fact: nil

      → refresh()
        (no change)

      → incrementButtonTapped
        count: 0 → 1
      """
    }
  }

  @Test func redactedFieldsNeverShowAChange() {
    var form = Form()
    var states = [form]
    form.token = "two"
    states.append(form)
    form.token = "three"
    form.errors = ["Expired"]
    states.append(form)
    assertInlineSnapshot(of: states, as: .states(.changes, redacting: ["token"])) {
      """
      ▿ Form
        - stage: Form.Stage.editing
        - phase: Form.Phase.idle
        - errors: 0 elements
        - address: nil
        - headers: 0 key/value pairs
        - scores: 0 key/value pairs
        - tags: 0 members
        ▿ pair: (2 elements)
          - 0: 0
          - label: "a"
        - token: <redacted>

      →
        (no change)

      →
        + errors[0]: "Expired"
      """
    }
  }

  @Test func firstStepWithAnActionAndEmptyHistories() {
    let history = StateHistory<Counter>()
    history.record(Counter(count: 5), after: "load()")
    assertInlineSnapshot(of: history, as: .states(.changes)) {
      """
      → load()
      ▿ Counter
        - count: 5
        - fact: nil
      """
    }
    assertInlineSnapshot(of: [Counter](), as: .states(.changes)) {
      """
      (no states)
      """
    }
  }

  @Test func actionsShowOnlyInChanges() {
    let history = StateHistory<Form.Phase>([.idle])
    history.record(.checking(attempt: 1), after: "start()")
    assertInlineSnapshot(of: history, as: .states) {
      """
      idle
      checking(attempt: 1)
      """
    }
    assertInlineSnapshot(of: history, as: .states(.dump)) {
      """
      1. - Form.Phase.idle
      2. ▿ Form.Phase.checking
           - attempt: 1
      """
    }
  }
}
