#if canImport(Testing)
  import Testing

  /// A Swift Testing trait that sets the record mode of every assertion in a test or suite.
  ///
  /// ```swift
  /// @Suite(.snapshots(record: .failed))
  /// struct ProfileTests {
  ///   @Test func profile() { assertInlineSnapshot(of: profile, as: .dump) }
  /// }
  /// ```
  public struct SnapshotsTrait: TestTrait, SuiteTrait {
    /// The mode assertions in the test or suite use unless a call passes `record:`.
    public var record: SnapshotRecordMode

    /// A suite's mode applies to every test in it.
    public var isRecursive: Bool { true }
  }

  #if compiler(>=6.1)
    extension SnapshotsTrait: TestScoping {
      /// Runs the test with the trait's record mode in scope.
      public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
      ) async throws {
        try await withSnapshotTesting(record: record) { try await function() }
      }
    }
  #endif

  extension Trait where Self == SnapshotsTrait {
    /// Sets the record mode of every assertion in the test or suite; a call's own `record:` still wins.
    ///
    /// ```swift
    /// @Test(.snapshots(record: .all)) func rerecord() { … }
    /// ```
    public static func snapshots(record: SnapshotRecordMode) -> Self {
      SnapshotsTrait(record: record)
    }
  }
#endif
