// swift-tools-version: 6.0
import PackageDescription

// Zero package dependencies by design: everything here builds from the toolchain alone.
//
// The graph points one way: LiteralTokens ← SnapshotDump, LiteralTokens ← InlineSnapshotSyntax ←
// InlineSnapshotStore ← InlineSnapshot, and InlineSnapshotStore ← InlineSnapshotReview ← the
// `inline-snapshot` tool. The benchmarks and the demo are targets, not products.
let package = Package(
  name: "swift-inline-snapshot",
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "SnapshotDump", targets: ["SnapshotDump"]),
    .library(name: "InlineSnapshot", targets: ["InlineSnapshot"]),
    .executable(name: "inline-snapshot", targets: ["inline-snapshot"]),
    .plugin(name: "InlineSnapshotCommand", targets: ["InlineSnapshotCommand"]),
  ],
  targets: [
    .target(name: "LiteralTokens"),
    .target(name: "SnapshotDump", dependencies: ["LiteralTokens"]),
    .target(name: "InlineSnapshotSyntax", dependencies: ["LiteralTokens"]),
    .target(name: "InlineSnapshotStore", dependencies: ["LiteralTokens", "InlineSnapshotSyntax"]),
    // What only the review tool needs: several stores read as one, accepting and rejecting, importing
    // attached recordings. The test library does not depend on it, so a user's build never compiles it.
    .target(
      name: "InlineSnapshotReview", dependencies: ["LiteralTokens", "InlineSnapshotSyntax", "InlineSnapshotStore"]),
    .target(
      name: "InlineSnapshot",
      dependencies: ["LiteralTokens", "SnapshotDump", "InlineSnapshotSyntax", "InlineSnapshotStore"]),
    .executableTarget(
      name: "inline-snapshot",
      dependencies: ["LiteralTokens", "InlineSnapshotSyntax", "InlineSnapshotStore", "InlineSnapshotReview"]),
    .plugin(
      name: "InlineSnapshotCommand",
      capability: .command(
        intent: .custom(verb: "snapshots", description: "Review pending inline snapshot changes"),
        permissions: [.writeToPackageDirectory(reason: "Accepting a snapshot rewrites the test file that holds it")]
      ),
      dependencies: ["inline-snapshot"]
    ),
    .target(name: "Onboarding"),
    // `swift run -c release snapshot-benchmarks` finds this target by its executable's name.
    .executableTarget(
      name: "snapshot-benchmarks",
      dependencies: ["LiteralTokens", "SnapshotDump", "InlineSnapshotSyntax", "InlineSnapshotStore"],
      path: "Sources/SnapshotBenchmarks"),
    // What several test targets share (not a product).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "LiteralTokensTests", dependencies: ["LiteralTokens", "TestSupport"]),
    .testTarget(name: "SnapshotDumpTests", dependencies: ["SnapshotDump", "TestSupport"]),
    .testTarget(
      name: "InlineSnapshotSyntaxTests", dependencies: ["LiteralTokens", "InlineSnapshotSyntax", "TestSupport"]),
    .testTarget(
      name: "InlineSnapshotStoreTests",
      dependencies: ["InlineSnapshotSyntax", "InlineSnapshotStore", "SnapshotDump", "TestSupport"]),
    .testTarget(
      name: "InlineSnapshotReviewTests",
      dependencies: ["InlineSnapshotSyntax", "InlineSnapshotStore", "InlineSnapshotReview", "TestSupport"]),
    .testTarget(
      name: "InlineSnapshotTests",
      dependencies: [
        "LiteralTokens", "InlineSnapshotSyntax", "InlineSnapshotStore", "InlineSnapshotReview", "InlineSnapshot",
        "TestSupport",
      ]),
    .testTarget(
      name: "InlineSnapshotToolTests",
      dependencies: [
        "inline-snapshot", "LiteralTokens", "InlineSnapshotSyntax", "InlineSnapshotStore", "InlineSnapshotReview",
        "TestSupport",
      ]),
    .testTarget(name: "OnboardingTests", dependencies: ["Onboarding", "InlineSnapshot"], exclude: ["README.md"]),
  ],
  swiftLanguageModes: [.v6]
)
