import Foundation
import TestSupport
import Testing

/// A throwaway package in a temporary folder that depends on this package by path; its tests are
/// built once and run as subprocesses with an explicit environment.
final class ScratchPackage: @unchecked Sendable {
  let root: URL
  let testsFolder: URL

  /// The scratch package of a lane of ``EndToEndTests/lanes`` in this test run: every file of the
  /// lane's scenarios, built once (the first test that asks builds it; the others wait). Removed when
  /// the test process ends, unless `INLINE_SNAPSHOT_KEEP_SCRATCH=1`.
  static func shared(lane: Int) async throws -> ScratchPackage {
    try await SharedScratch.lanes[lane].package(
      scenarios: EndToEndTests.lanes[lane], buildOptions: EndToEndTests.buildOptions(lane: lane))
  }

  /// Whether the end-to-end tests can run: not skipped with `INLINE_SNAPSHOT_SKIP_END_TO_END=1`, and
  /// this package's folder is known.
  static var isEnabled: Bool {
    ProcessInfo.processInfo.environment["INLINE_SNAPSHOT_SKIP_END_TO_END"] == nil && toolkitRoot() != nil
  }

  /// The folder holding this package's `Package.swift`, found from this file's path.
  static func toolkitRoot(filePath: String = #filePath) -> URL? {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// A library target of the scratch package (for example one built on the toolkit's public API, as
  /// third-party assertion libraries are); the test targets of the scenarios that bring it depend on it.
  struct Library {
    var name: String
    /// Its Swift language mode, `6` or `5` (libraries written for older toolchains).
    var languageMode = 6
  }

  /// A test target of the scratch package: some of the test files in `Tests/ScratchTests` (one
  /// scenario's), compiled as their own module so that rebuilding after one scenario's files changed
  /// recompiles that module only. Every target shares the folder, so each file's path is the same
  /// whichever target holds it.
  struct TestTarget {
    var name: String
    /// File names in `Tests/ScratchTests`.
    var files: [String]
    /// Names of the library targets it depends on.
    var libraries: [String] = []
  }

  /// Options every `swift` command run in the package gets after its subcommand, so that each
  /// build and run shares one set of build parameters (a command with others would rebuild it all).
  let buildOptions: [String]

  /// What a lane's package is built without: debug information, which no scenario reads (a tenth
  /// of a clean debug build here). The index store stays: SwiftPM finds XCTest tests on Linux with it.
  static let leanBuildOptions = ["-Xswiftc", "-gnone"]

  init(
    dependingOn toolkit: URL, libraries: [Library] = [], testTargets: [TestTarget], buildOptions: [String] = []
  ) throws {
    self.buildOptions = buildOptions
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("inline-snapshot-e2e-\(UUID().uuidString)")
    testsFolder = root.appendingPathComponent("Tests/ScratchTests")
    try FileManager.default.createDirectory(at: testsFolder, withIntermediateDirectories: true)
    try write("Package.swift", Self.manifest(toolkit: toolkit, libraries: libraries, testTargets: testTargets))
  }

  /// The scratch package's `Package.swift`: the libraries, then each test target with its own
  /// `sources:` in the shared folder (and every other target's files excluded).
  private static func manifest(toolkit: URL, libraries: [Library], testTargets: [TestTarget]) -> String {
    // A path dependency's identity is its folder's name.
    let identity = toolkit.lastPathComponent.lowercased()
    let product = ".product(name: \"InlineSnapshot\", package: \"\(identity)\")"
    let quoted = { (names: [String]) -> String in names.map { "\"\($0)\"" }.joined(separator: ", ") }
    let libraryTargets = libraries.map { library in
      """
          .target(
            name: "\(library.name)",
            dependencies: [\(product)],
            swiftSettings: [.swiftLanguageMode(.v\(library.languageMode))]
          ),

      """
    }
    let allFiles = testTargets.flatMap(\.files)
    let testTargetDeclarations = testTargets.map { target in
      let others = allFiles.filter { !target.files.contains($0) }
      let dependencies = [product] + target.libraries.map { "\"\($0)\"" }
      return """
            .testTarget(
              name: "\(target.name)",
              dependencies: [\(dependencies.joined(separator: ", "))],
              path: "Tests/ScratchTests",
              exclude: [\(quoted(others))],
              sources: [\(quoted(target.files))]
            ),

        """
    }
    return """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Scratch",
        platforms: [.macOS(.v10_15)],
        dependencies: [.package(path: "\(toolkit.path)")],
        targets: [
      \(libraryTargets.joined())\(testTargetDeclarations.joined())  ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  /// Writes a file relative to the package root.
  func write(_ relativePath: String, _ contents: String) throws {
    let url = root.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }

  /// Writes a test file of the scratch target.
  func writeTest(_ name: String, _ contents: String) throws {
    try write("Tests/ScratchTests/\(name)", contents)
  }

  /// Writes a source file of a library target.
  func writeSource(_ name: String, of library: String, _ contents: String) throws {
    try write("Sources/\(library)/\(name)", contents)
  }

  /// The current text of a test file.
  func readTest(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: testsFolder.appendingPathComponent(name)), as: UTF8.self)
  }

  /// A fresh, empty folder for the pending changes of one run.
  func pendingFolder(_ name: String) -> URL {
    root.appendingPathComponent("pending-\(name)")
  }

  /// The JSON documents a run left in its pending folder.
  func pendingChanges(_ name: String) -> [String] {
    let folder = pendingFolder(name)
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.map { relative in
      String(decoding: (try? Data(contentsOf: folder.appendingPathComponent(relative))) ?? Data(), as: UTF8.self)
    }
  }

  struct Run {
    var status: Int32
    var output: String
  }

  /// When the last ``build()`` ended.
  private var lastBuildEnd: Date?

  /// `swift build --build-tests` (only the scratch package's own `.build`, inside the temporary folder).
  ///
  /// SwiftPM misses a source file saved within about a second after a build that compiled (seen with
  /// Swift 6.3.1 on Linux: one edit in three, saved right after the build, was not compiled), as a
  /// test run that records at exit saves it. A file saved that soon is saved again, with the same
  /// bytes, 1.2 s after that build ended, as a person saving later would.
  func build() async throws -> Run {
    if let end = lastBuildEnd {
      let settled = end.addingTimeInterval(1.2)
      let recent = sourceFiles().filter { path in
        guard let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        else { return false }
        return modified >= end.addingTimeInterval(-0.1) && modified < settled
      }
      if !recent.isEmpty {
        let wait = settled.timeIntervalSinceNow
        if wait > 0 { try await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000)) }
        for path in recent { try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path) }
      }
    }
    defer { lastBuildEnd = Date() }
    return try await swift(["build", "--build-tests"], environment: [:])
  }

  /// The Swift files under `Sources` and `Tests`.
  private func sourceFiles() -> [String] {
    ["Sources", "Tests"].flatMap { folder -> [String] in
      let base = root.appendingPathComponent(folder)
      let names = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
      return names.filter { $0.hasSuffix(".swift") }.map { base.appendingPathComponent($0).path }
    }
  }

  /// ``build()``, failing the test with the build's output when it fails.
  func rebuild(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let run = try await build()
    try #require(
      run.status == 0, "swift build of the scratch package failed:\n\(run.output)", sourceLocation: sourceLocation)
  }

  /// The path of a test file.
  func testPath(_ name: String) -> String {
    testsFolder.appendingPathComponent(name).path
  }

  /// Sets a test file's modification date.
  func setModified(_ name: String, _ date: Date) throws {
    try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: testPath(name))
  }

  /// How a scenario runs the scratch package's tests.
  enum TestRunner {
    /// `swift test --skip-build`, as a user types it.
    case swiftTest
    /// On Linux, the test binary run the way `swift test` runs it there (its tests listed with
    /// `--dump-tests-json`, the XCTest tests the filter matches, then Swift Testing's with the filter),
    /// without SwiftPM's second or two of loading and planning the package per run; elsewhere
    /// ``swiftTest``.
    case testBinary
  }

  /// The scenario's tests matching `filter` (a regular expression, as `swift test --filter` takes),
  /// run with the record mode, `CI` and pending folder set explicitly (the outer run may have
  /// `CI=true`), then `options` (e.g. `--attachments-path`). `--parallel` and `options` always go
  /// through `swift test`; else `runner` says how.
  func test(
    filter: String,
    record: String?,
    ci: String? = "false",
    parallel: Bool = false,
    pending: String,
    environment extra: [String: String] = [:],
    options: [String] = [],
    runner: TestRunner = .testBinary
  ) async throws -> Run {
    var environment: [String: String?] = [
      "SNAPSHOT_TESTING_RECORD": record,
      "CI": ci,
      "SNAPSHOT_TESTING_PENDING_DIR": pendingFolder(pending).path,
    ]
    environment["SNAPSHOT_TESTING_ARTIFACTS"] = .some(nil)
    environment["GITHUB_STEP_SUMMARY"] = .some(nil)
    for (name, value) in extra { environment[name] = value }
    #if os(Linux)
      if runner == .testBinary, !parallel, options.isEmpty {
        return try await runTestBinary(filter: filter, environment: environment)
      }
    #endif
    var arguments = ["test", "--skip-build", "--filter", filter]
    if parallel { arguments.append("--parallel") }
    arguments += options
    return try await swift(arguments, environment: environment)
  }

  /// Runs the test binary as `swift test --skip-build --filter <filter>` runs it on Linux: the XCTest
  /// tests whose `Module.Class/test` names the filter matches (none named when none does), then
  /// Swift Testing's with the filter; the output of both, failing when either fails.
  private func runTestBinary(filter: String, environment overrides: [String: String?]) async throws -> Run {
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in overrides { environment[name] = value }
    // What SwiftPM sets for the tests it runs with their output piped.
    environment["NO_COLOR"] = "1"
    let binary = root.appendingPathComponent(".build/debug/ScratchPackageTests.xctest").path
    let listing = try await ChildProcess(binary, ["--dump-tests-json"], in: root, environment: environment).run()
    guard listing.status == 0 else {
      return Run(
        status: listing.status, output: "\(binary) --dump-tests-json failed:\n\(listing.output)\(listing.errors)")
    }
    let matching = try XCTestListing.names(inDump: Data(listing.output.utf8)).filter {
      $0.range(of: filter, options: .regularExpression) != nil
    }
    // XCTest on Linux takes the tests as one comma-separated argument.
    let xcTest = try await ChildProcess(
      binary, [matching.joined(separator: ",")], in: root, environment: environment, mergingErrors: true
    ).run()
    let swiftTesting = try await ChildProcess(
      binary, ["--filter", filter, "--testing-library", "swift-testing"], in: root, environment: environment,
      mergingErrors: true
    ).run()
    // Swift Testing exits with EX_UNAVAILABLE when the filter matched none of its tests, which
    // `swift test` takes as a pass (the XCTest run had them).
    let noTestsFound: Int32 = 69
    let swiftTestingStatus = swiftTesting.status == noTestsFound ? 0 : swiftTesting.status
    return Run(
      status: xcTest.status != 0 ? xcTest.status : swiftTestingStatus, output: xcTest.output + swiftTesting.output)
  }

  /// Runs `swift` in the package root with the outer environment changed by `overrides`.
  private func swift(_ arguments: [String], environment overrides: [String: String?]) async throws -> Run {
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in overrides {
      environment[name] = value
    }
    let outcome = try await ChildProcess(
      "swift", withBuildOptions(arguments), in: root, environment: environment, mergingErrors: true
    ).run()
    return Run(status: outcome.status, output: outcome.output)
  }

  /// `arguments` of a `swift` command with ``buildOptions`` after the subcommand.
  func withBuildOptions(_ arguments: [String]) -> [String] {
    guard let subcommand = arguments.first else { return buildOptions }
    return [subcommand] + buildOptions + arguments.dropFirst()
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

/// Builds a lane's scratch package once per test run.
private actor SharedScratch {
  static let lanes = EndToEndTests.lanes.map { _ in SharedScratch() }
  private var built: Result<ScratchPackage, ScratchBuildFailure>?

  func package(scenarios: [any EndToEndScenario.Type], buildOptions: [String]) async throws -> ScratchPackage {
    if let built { return try built.get() }
    let toolkit = try #require(ScratchPackage.toolkitRoot())
    let libraries = scenarios.flatMap { $0.libraries }
    // One test target per scenario (unless it names its own, named by its place in the list, so
    // that no `--filter` a scenario passes matches a module name).
    let testTargets = scenarios.enumerated().map { index, scenario in
      ScratchPackage.TestTarget(
        name: scenario.testTarget ?? "ScratchTests\(index + 1)", files: scenario.files.keys.sorted(),
        libraries: scenario.libraries.map(\.target.name))
    }
    let package = try ScratchPackage(
      dependingOn: toolkit, libraries: libraries.map(\.target), testTargets: testTargets,
      buildOptions: buildOptions)
    let keep = ProcessInfo.processInfo.environment["INLINE_SNAPSHOT_KEEP_SCRATCH"] != nil
    if keep {
      print("Scratch package kept at \(package.root.path)")
    } else {
      ScratchCleanup.folders.withLock { $0.append(package.root) }
      atexit { ScratchCleanup.removeAtExit() }
    }
    for scenario in scenarios {
      for (name, contents) in scenario.files { try package.writeTest(name, contents) }
    }
    for library in libraries {
      for (name, contents) in library.files { try package.writeSource(name, of: library.target.name, contents) }
    }
    let build = try await package.build()
    built = build.status == 0 ? .success(package) : .failure(ScratchBuildFailure(output: build.output))
    return try built!.get()
  }
}

/// The scratch folders to remove when the test process ends.
private enum ScratchCleanup {
  static let folders = TestLock<[URL]>([])

  static func removeAtExit() {
    for folder in folders.withLock({ $0 }) { try? FileManager.default.removeItem(at: folder) }
    folders.withLock { $0 = [] }
  }
}

/// A lock around a value, for the few globals the tests keep.
final class TestLock<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

struct ScratchBuildFailure: Error, CustomStringConvertible {
  var output: String
  var description: String { "swift build of the scratch package failed:\n\(output)" }
}

/// The XCTest tests a Linux test binary lists with `--dump-tests-json`.
enum XCTestListing {
  private struct Node: Decodable {
    var name: String
    var tests: [Node]?
  }

  /// `Module.Class/test` for every test of the dump: suites nest as the binary, then each class, then
  /// its tests.
  static func names(inDump dump: Data) throws -> [String] {
    let root = try JSONDecoder().decode(Node.self, from: dump)
    return (root.tests ?? []).flatMap { binary in
      (binary.tests ?? []).flatMap { testCase in
        (testCase.tests ?? []).map { "\(testCase.name)/\($0.name)" }
      }
    }
  }
}
