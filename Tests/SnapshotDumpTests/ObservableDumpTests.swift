import Observation
import SnapshotDump
import Testing

@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
@Observable
private final class CounterModel {
  var title = "Counter"
  var count = 1
}

struct ObservableDumpTests {
  @available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0, *)
  @Test func observableClassShowsItsPropertiesWithoutTheRegistrar() {
    #expect(
      snapshotDump(CounterModel()) == """
        ▿ CounterModel
          - title: "Counter"
          - count: 1
        """
    )
  }
}
