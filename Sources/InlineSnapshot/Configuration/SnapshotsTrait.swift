#if canImport(Testing)
  import Testing

  /// A Swift Testing trait that sets the record mode, diff tool and placeholders of every assertion in
  /// a test or suite.
  ///
  /// ```swift
  /// @Suite(.snapshots(record: .failed, diffTool: .ksdiff))
  /// struct ProfileTests {
  ///   @Test func profile() {
  ///     assertInlineSnapshot(of: Profile(name: "Blob"), as: .dump) {
  ///       """
  ///       ▿ Profile
  ///         - name: "Blob"
  ///       """
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// It needs Swift 6.1 or later (test scoping traits); with an older compiler the trait exists but
  /// does nothing, so use ``withSnapshotTesting(record:diffTool:placeholders:operation:)`` there.
  public struct SnapshotsTrait: TestTrait, SuiteTrait {
    /// The configuration the test or suite runs with; its `nil` settings keep the enclosing ones.
    public var configuration: SnapshotTestingConfiguration

    /// A suite's configuration applies to every test in it.
    public var isRecursive: Bool { true }
  }

  #if compiler(>=6.1)
    extension SnapshotsTrait: TestScoping {
      /// Runs the test with the trait's configuration in scope.
      public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
      ) async throws {
        try await withSnapshotTesting(
          record: configuration.record, diffTool: configuration.diffTool, placeholders: configuration.placeholders
        ) {
          try await function()
        }
      }
    }
  #endif

  extension Trait where Self == SnapshotsTrait {
    /// Sets the record mode, diff tool and placeholders of every assertion in the test or suite; a
    /// call's own `record:` and `placeholders:` still win.
    ///
    /// ```swift
    /// @Test(.snapshots(record: .all)) func rerecord() {
    ///   // …
    /// }
    ///
    /// @Suite(.snapshots(record: .failed, diffTool: .ksdiff)) struct FeatureTests {
    ///   // …
    /// }
    ///
    /// @Suite(.snapshots(placeholders: .standard)) struct CheckoutTests {
    ///   // …
    /// }
    /// ```
    public static func snapshots(
      record: SnapshotTestingConfiguration.Record? = nil,
      diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
      placeholders: SnapshotPlaceholders? = nil
    ) -> Self {
      SnapshotsTrait(
        configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool, placeholders: placeholders))
    }

    /// Runs the test or suite with the given configuration.
    ///
    /// ```swift
    /// @Suite(.snapshots(SnapshotTestingConfiguration(record: .never, diffTool: nil))) struct CITests {
    ///   // …
    /// }
    /// ```
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
      SnapshotsTrait(configuration: configuration)
    }

    /// Keeps the enclosing configuration; written `@Suite(.snapshots)`.
    public static var snapshots: Self {
      snapshots()
    }
  }
#endif
