import Foundation
import Testing

@testable import InlineSnapshotSource

/// A fake SwiftPM build folder: a test binary and the output file map of one target, with dates
/// set by the test.
final class BuildSandbox {
  let root: URL
  let source: String
  let binary: String
  let object: String
  let dependencies: String
  var state: URL { root.appendingPathComponent("state") }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("freshness-\(UUID().uuidString)")
      .resolvingSymlinksInPath()
    let debug = root.appendingPathComponent(".build/debug")
    let target = debug.appendingPathComponent("AppTests.build")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    source = root.appendingPathComponent("Tests/AppTests/AppTests.swift").path
    binary = debug.appendingPathComponent("AppPackageTests.xctest").path
    object = target.appendingPathComponent("AppTests.swift.o").path
    dependencies = target.appendingPathComponent("AppTests.d").path
    for path in [source, binary, object, dependencies] { try Data("x\n".utf8).write(to: URL(fileURLWithPath: path)) }
    let map = "{\"\": {}, \"\(source)\": {\"object\": \"\(object)\", \"dependencies\": \"\(dependencies)\"}}"
    try Data(map.utf8).write(to: target.appendingPathComponent("output-file-map.json"))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// Sets the modification dates, in seconds after a fixed moment.
  func dates(source: Double, object: Double, dependencies: Double, binary: Double) throws {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    for (path, offset) in [(self.source, source), (self.object, object), (self.dependencies, dependencies), (self.binary, binary)]
    where FileManager.default.fileExists(atPath: path) {
      try FileManager.default.setAttributes([.modificationDate: start.addingTimeInterval(offset)], ofItemAtPath: path)
    }
  }

  func judge(_ build: TestBuild? = nil) -> SourceFreshness.Verdict {
    SourceFreshness.judge(fileAt: source, build: build ?? TestBuild(binaryPath: binary), stateDirectory: state)
  }
}

extension SourceFreshness.Verdict {
  var evidence: SourceFreshness.Evidence? {
    if case .builtFrom(_, let evidence) = self { return evidence }
    return nil
  }

  var refusal: String? {
    if case .refused(let error) = self { return error.message }
    return nil
  }
}

@Suite struct SourceFreshnessTests {
  @Test func savedBeforeItsCompileIsTheFileTheTestsWereBuiltFrom() throws {
    let sandbox = try BuildSandbox()
    try sandbox.dates(source: 0, object: 10, dependencies: 10, binary: 20)
    #expect(sandbox.judge().evidence == .compiledAfterSave)
  }

  @Test func aRecompileThatLeftTheObjectAloneStillCounts() throws {
    // An undo recompiles the file; the object is identical, so it is not rewritten and nothing is relinked.
    let sandbox = try BuildSandbox()
    try sandbox.dates(source: 30, object: 10, dependencies: 40, binary: 20)
    #expect(sandbox.judge().evidence == .compiledAfterSave)
  }

  @Test func savedAfterItsCompileDuringTheBuildIsRefused() throws {
    let sandbox = try BuildSandbox()
    try sandbox.dates(source: 15, object: 10, dependencies: 10, binary: 20)
    let message = try #require(sandbox.judge().refusal)
    #expect(message.hasPrefix("\(sandbox.source) is not the file the running tests were built from: it was saved at "))
    #expect(message.contains(", after it was last compiled into the tests at "))
    #expect(message.hasSuffix("Run the tests again so they are rebuilt from the current file."))
  }

  @Test func anObjectCompiledAfterTheLinkIsNotInTheTests() throws {
    let sandbox = try BuildSandbox()
    try sandbox.dates(source: 0, object: 30, dependencies: 30, binary: 20)
    #expect(sandbox.judge().refusal?.contains("it was compiled again after the tests were linked") == true)
  }

  @Test func withoutACompileRecordTheLinkDateDecides() throws {
    let sandbox = try BuildSandbox()
    try FileManager.default.removeItem(atPath: sandbox.dependencies)
    try sandbox.dates(source: 0, object: 10, dependencies: 10, binary: 20)
    #expect(sandbox.judge().evidence == .linkedAfterSave)
    try sandbox.dates(source: 30, object: 10, dependencies: 10, binary: 20)
    #expect(sandbox.judge().refusal?.contains(", after the tests were built at ") == true)
  }

  @Test func anUnknownBinaryChecksNothing() throws {
    let sandbox = try BuildSandbox()
    #expect(sandbox.judge(TestBuild(binaryPath: nil)).evidence == .unchecked)
  }

  @Test func theJournalOfThisBuildRecognisesItsWritesAndAnUndo() throws {
    let sandbox = try BuildSandbox()
    try Data("line 1\nline 2\n".utf8).write(to: URL(fileURLWithPath: sandbox.source))
    try sandbox.dates(source: 0, object: 10, dependencies: 10, binary: 20)
    let build = TestBuild(binaryPath: sandbox.binary)
    let original = Array("line 1\nline 2\n".utf8)
    let writer = SnapshotFileWriter(stateDirectory: sandbox.state, rewrite: InsertingRewrite.rewrite)
    try writer.apply([edit(1, "one")], toFileAt: sandbox.source, numberedAgainst: ContentHash.of(original), verifiedBy: build.stamp)

    // Written now, after the build: the journal says this build's test process wrote it over the original.
    guard case .builtFrom(let bytes, .rewrittenForThisBuild) = sandbox.judge(build) else { _ = Issue.record("not recognised"); return }
    #expect(bytes == original)

    // Undone (the original bytes, saved now): still the file the tests were built from.
    try Data(original).write(to: URL(fileURLWithPath: sandbox.source))
    #expect(sandbox.judge(build).evidence == .originalOfThisBuild)

    // A journal of another build says nothing: by dates, the undo came after the compile.
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: sandbox.binary)
    #expect(sandbox.judge().refusal != nil)
  }
}

@Suite struct EnclosingFunctionTests {
  func function(of marker: String, in source: String) throws -> String? {
    let file = SourceFile(bytes: Array(source.utf8))
    let locator = CallLocator(file)
    let offset = try #require(source.range(of: marker)).lowerBound.utf16Offset(in: source)
    let index = try #require(locator.index.significantIndex(startingAt: offset, in: file.tokens))
    return locator.enclosingFunction(of: index)?.name
  }

  @Test func namesFunctionsAsFunctionDoes() throws {
    let source = """
      struct S {
        init?(a: Int) { mark1() }
        init(_ b: Int, c: Int) { mark2() }
        var computed: Int { mark3(); return 1 }
        var both: Int { get { mark4() } set { mark5() } }
        subscript(i: Int) -> Int { mark6() }
        static func == (l: S, r: S) -> Bool { mark7() }
        func `default`(for x: Int, _ y: Int) { let c = { mark8() }; func local() { mark9() } }
        func gen<T: Equatable>(_ t: T) async throws -> [T] where T: Hashable { mark10() }
        let stored = { markA() }()
        deinit { markB() }
      }
      @Test("named") func testSomething() async throws {
        api.run {
          markC()
        }
        let x: Int
        foo.bar { markD() }
      }
      markE()
      """
    let expected: [String: String?] = [
      "mark1": "init(a:)", "mark2": "init(_:c:)", "mark3": "computed", "mark4": "both", "mark5": "both",
      "mark6": "subscript(_:)", "mark7": "==(_:_:)", "mark8": "default(for:_:)", "mark9": "local()",
      "mark10": "gen(_:)", "markA": nil, "markB": "deinit", "markC": "testSomething()", "markD": "testSomething()",
      "markE": nil,
    ]
    for (marker, name) in expected {
      #expect(try function(of: marker + "(", in: source) == name, "\(marker)")
    }
  }

  @Test func aHelperThatForwardsTheCallSiteIsNotTakenForTheTest() throws {
    let source = """
      func test() {
        expectSnapshot()
      }
      func expectSnapshot(line: UInt = #line, column: UInt = #column) {}
      """
    let file = SourceFile(bytes: Array(source.utf8))
    // The helper forwarded #line and #column but not #function: nothing to check.
    #expect(throws: Never.self) { try CallLocator(file).locate(line: 2, column: 17, descriptor: ClosureDescriptor(), function: "expectSnapshot(line:column:)") }
  }

  @Test func literalProblemsAreNamed() throws {
    let source = #"f(1) { "\(x)" }"#
    let file = SourceFile(bytes: Array(source.utf8), path: "T.swift")
    let error = #expect(throws: SourceError.self) {
      _ = try SourceRewriter.apply([SnapshotEdit(line: 1, column: 2, snapshot: "new", expected: "old")], to: file)
    }
    #expect(error?.message.contains("contains interpolation, so its value is only known at run time") == true, "\(String(describing: error))")
  }
}

@Suite struct LocatorBoundsTests {
  @Test(arguments: [Int.max, Int(Int32.max), 0, -5])
  func positionsNoFileHasAreNotFoundWithoutTrapping(position: Int) throws {
    let file = SourceFile(bytes: Array("f(1)\ng(2)\n".utf8), path: "T.swift")
    let locator = CallLocator(file)
    for (line, column) in [(1, position), (position, 1)] {
      let error = #expect(throws: SourceError.self) { try locator.locate(line: line, column: column, descriptor: ClosureDescriptor()) }
      #expect(error?.kind == .callNotFound)
    }
  }
}
