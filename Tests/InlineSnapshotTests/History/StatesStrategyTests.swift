import InlineSnapshot
import Testing

/// Seed 003's view model: `load()` goes through `loading` to `data` or `failed`.
@MainActor class ScreenViewModel {
  enum State: Equatable {
    case loading
    case data(String)
    case failed(code: Int, message: String)
  }

  var state: State = .loading
  private var responses: [Result<String, ResponseError>]

  struct ResponseError: Error {
    var code: Int
    var message: String
  }

  init(responses: [Result<String, ResponseError>]) {
    self.responses = responses
  }

  func load() async {
    state = .loading
    guard !responses.isEmpty else { return }
    switch responses.removeFirst() {
    case .success(let text): state = .data(text)
    case .failure(let error): state = .failed(code: error.code, message: error.message)
    }
  }
}

/// The spy of seed 003: a subclass that records every state its `didSet` sees.
@MainActor final class ScreenViewModelSpy: ScreenViewModel {
  let history = StateHistory<State>()

  override var state: State {
    didSet { history.record(state) }
  }
}

struct ProfileState {
  var name: String
  var accessToken: String
  var tags: [String]
}

@Suite struct StatesStrategyTests {
  @MainActor @Test func spyRecordsEveryStateOfARetry() async {
    let sut = ScreenViewModelSpy(responses: [.failure(.init(code: 404, message: "Not found")), .success("hello")])
    await sut.load()
    await sut.load()
    assertInlineSnapshot(of: sut.history, as: .states) {
      """
      loading
      failed(code: 404, message: "Not found")
      loading
      data("hello")
      """
    }
  }

  @MainActor @Test func numberedDumpsPerStep() async {
    let sut = ScreenViewModelSpy(responses: [.failure(.init(code: 404, message: "Not found")), .success("hello")])
    await sut.load()
    await sut.load()
    assertInlineSnapshot(of: sut.history, as: .states(.dump)) {
      """
      1. - ScreenViewModel.State.loading
      2. ▿ ScreenViewModel.State.failed
           - code: 404
           - message: "Not found"
      3. - ScreenViewModel.State.loading
      4. ▿ ScreenViewModel.State.data
           - 0: "hello"
      """
    }
  }

  @Test func closureObserverFeedsTheHistory() {
    final class Counter {
      var onChange: (Int) -> Void = { _ in }
      private var value = 0
      func increment() {
        value += 1
        onChange(value)
      }
    }
    let history = StateHistory([0])
    let counter = Counter()
    counter.onChange = { history.record($0) }
    counter.increment()
    counter.increment()
    assertInlineSnapshot(of: history, as: .states) {
      """
      0
      1
      2
      """
    }
  }

  @Test func removingConsecutiveDuplicates() {
    let states: [ScreenViewModel.State] = [.loading, .loading, .data("a"), .data("a"), .loading, .data("a")]
    assertInlineSnapshot(of: states, as: .states(removingDuplicates: true)) {
      """
      loading
      data("a")
      loading
      data("a")
      """
    }
    assertInlineSnapshot(of: states, as: .states(.dump, removingDuplicates: true)) {
      """
      1. - ScreenViewModel.State.loading
      2. ▿ ScreenViewModel.State.data
           - 0: "a"
      3. - ScreenViewModel.State.loading
      4. ▿ ScreenViewModel.State.data
           - 0: "a"
      """
    }
  }

  /// ProfileState is not Equatable: duplicates are found by their rendered text, and fields differing
  /// only in a redacted field collapse into one line.
  @Test func nonEquatableStatesWithRedaction() {
    let states = [
      ProfileState(name: "Ann", accessToken: "one", tags: []),
      ProfileState(name: "Ann", accessToken: "two", tags: []),
      ProfileState(name: "Ann", accessToken: "two", tags: ["new"]),
    ]
    assertInlineSnapshot(of: states, as: .states(removingDuplicates: true, redacting: ["accessToken"])) {
      """
      ProfileState(name: "Ann", accessToken: <redacted>, tags: [])
      ProfileState(name: "Ann", accessToken: <redacted>, tags: ["new"])
      """
    }
  }

  @Test func emptyHistories() {
    assertInlineSnapshot(of: StateHistory<ScreenViewModel.State>(), as: .states) {
      """
      (no states)
      """
    }
    assertInlineSnapshot(of: [ProfileState](), as: .states(.dump)) {
      """
      (no states)
      """
    }
  }
}
