// swift-tools-version: 6.0
import PackageDescription

// Zero package dependencies by design: everything here builds from the toolchain alone.
let package = Package(
  name: "swift-inline-snapshot",
  platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "SnapshotDump", targets: ["SnapshotDump"]),
    .library(name: "InlineSnapshot", targets: ["InlineSnapshot"]),
    .executable(name: "inline-snapshot", targets: ["inline-snapshot"]),
    .executable(name: "snapshot-benchmarks", targets: ["SnapshotBenchmarks"]),
    .plugin(name: "InlineSnapshotCommand", targets: ["InlineSnapshotCommand"]),
  ],
  targets: [
    .target(name: "SnapshotDump"),
    .target(name: "InlineSnapshotSource"),
    .target(name: "InlineSnapshot", dependencies: ["SnapshotDump", "InlineSnapshotSource"]),
    .executableTarget(name: "inline-snapshot", dependencies: ["InlineSnapshotSource"]),
    .plugin(
      name: "InlineSnapshotCommand",
      capability: .command(
        intent: .custom(verb: "snapshots", description: "Review pending inline snapshot changes"),
        permissions: [.writeToPackageDirectory(reason: "Accepting a snapshot rewrites the test file that holds it")]
      ),
      dependencies: ["inline-snapshot"]
    ),
    .target(name: "Onboarding"),
    .executableTarget(name: "SnapshotBenchmarks", dependencies: ["SnapshotDump", "InlineSnapshotSource"]),
    .testTarget(name: "SnapshotDumpTests", dependencies: ["SnapshotDump"]),
    .testTarget(name: "InlineSnapshotSourceTests", dependencies: ["InlineSnapshotSource"]),
    .testTarget(name: "InlineSnapshotTests", dependencies: ["InlineSnapshot"]),
    .testTarget(name: "InlineSnapshotCommandTests", dependencies: ["inline-snapshot", "InlineSnapshotSource"]),
    .testTarget(name: "OnboardingTests", dependencies: ["Onboarding", "InlineSnapshot"], exclude: ["README.md"]),
  ],
  swiftLanguageModes: [.v6]
)
