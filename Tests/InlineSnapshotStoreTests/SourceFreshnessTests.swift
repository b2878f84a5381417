import Foundation
import Testing

@testable import InlineSnapshotStore
@testable import InlineSnapshotSyntax

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
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    source = root.appendingPathComponent("Tests/AppTests/AppTests.swift").path
    binary = debug.appendingPathComponent("AppPackageTests.xctest").path
    object = target.appendingPathComponent("AppTests.swift.o").path
    dependencies = target.appendingPathComponent("AppTests.d").path
    for path in [source, binary, object, dependencies] { try Data("x\n".utf8).write(to: URL(fileURLWithPath: path)) }
    let map = "{\"\": {}, \"\(source)\": {\"object\": \"\(object)\", \"dependencies\": \"\(dependencies)\"}}"
    try Data(map.utf8).write(to: target.appendingPathComponent("output-file-map.json"))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// Sets the modification dates, in seconds after a moment in the future: the source's inode
  /// changes now, before all of them.
  func dates(source: Double, object: Double, dependencies: Double, binary: Double) throws {
    let start = Date().addingTimeInterval(1000)
    for (path, offset) in [
      (self.source, source), (self.object, object), (self.dependencies, dependencies), (self.binary, binary),
    ]
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
    #expect(
      message.hasSuffix(
        "Nothing was written to \(sandbox.source); run the tests again so they are rebuilt from the current file."))
  }

  @Test func aFileRestoredWithAnOldDateAfterItsCompileIsRefused() throws {
    // Compiled and linked in the past; the source, given an older date still, was replaced now.
    let sandbox = try BuildSandbox()
    try sandbox.dates(source: -3000, object: -2000, dependencies: -2000, binary: -1500)
    let message = try #require(sandbox.judge().refusal)
    #expect(
      message.hasPrefix(
        "\(sandbox.source) may not be the file the running tests were built from: its modification date is older "
          + "than the build, but the file itself was replaced or changed at "
      ))
    #expect(message.contains(", after it was last compiled into the tests at "))
    #expect(
      message.hasSuffix(
        "Nothing was written to \(sandbox.source); touch it (`touch \(sandbox.source)`) and run the tests again, so "
          + "that they are rebuilt from it."))
    // Without a compile record, against the link.
    try FileManager.default.removeItem(atPath: sandbox.dependencies)
    #expect(sandbox.judge().refusal?.contains("after the tests were built at ") == true)
    // Touched, its compile is what is missing.
    try sandbox.dates(source: -1000, object: -2000, dependencies: -2000, binary: -1500)
    #expect(sandbox.judge().refusal?.contains("it was saved at ") == true)
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
    let writer = SnapshotFileWriter(stateDirectory: sandbox.state, rewriting: InsertingRewrite())
    try writer.apply(
      [edit(1, "one")], toFileAt: sandbox.source, numberedAgainst: ContentHash.of(original), verifiedBy: build.stamp)

    // Written now, after the build: the journal says this build's test process wrote it over the original.
    guard case .builtFrom(let bytes, .rewrittenForThisBuild) = sandbox.judge(build) else {
      _ = Issue.record("not recognised")
      return
    }
    #expect(bytes == original)

    // Undone (the original bytes, saved now): still the file the tests were built from.
    try Data(original).write(to: URL(fileURLWithPath: sandbox.source))
    #expect(sandbox.judge(build).evidence == .originalOfThisBuild)

    // A journal of another build says nothing: by dates, the undo came after the compile.
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: sandbox.binary)
    #expect(sandbox.judge().refusal != nil)
  }

  @Test func aLockThatCannotBeTakenLeavesTheFileJudgedAsItIs() throws {
    // A lock no writer can take either (here a folder in its place; a root-owned file or a read-only
    // disk alike): the file is judged, and the writer names the problem when it writes.
    let sandbox = try BuildSandbox()
    try sandbox.dates(source: 0, object: 10, dependencies: 10, binary: 20)
    let lock = JournalLocation(stateDirectory: sandbox.state, sourcePath: FilePath.resolved(sandbox.source)).lock
    try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: true)
    #expect(sandbox.judge().evidence == .compiledAfterSave)
  }

  @Test func aFileBeingRewrittenIsJudgedAfterTheRewriteAndItsJournal() throws {
    // Another test process replaces the file, then its journal: judged in between, the new file
    // with the old journal would look changed since the build.
    let sandbox = try BuildSandbox()
    let original = Array("line 1\nline 2\n".utf8)
    try Data(original).write(to: URL(fileURLWithPath: sandbox.source))
    try sandbox.dates(source: 0, object: 10, dependencies: 10, binary: 20)
    let build = TestBuild(binaryPath: sandbox.binary)
    let (source, state, edits) = (sandbox.source, sandbox.state, [edit(1, "one")])
    let rewriting = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let written = DispatchSemaphore(value: 0)
    let judgedSignal = DispatchSemaphore(value: 0)
    let writer = SnapshotFileWriter(
      stateDirectory: state,
      rewriting: InsertingRewriteAfter {
        rewriting.signal()
        release.wait()
      })
    // Threads of their own: a blocked dispatch queue may leave the judge's work item waiting for a thread.
    Thread.detachNewThread {
      _ = try? writer.apply(edits, toFileAt: source, numberedAgainst: ContentHash.of(original), verifiedBy: build.stamp)
      written.signal()
    }
    rewriting.wait()
    let judged = VerdictBox()
    Thread.detachNewThread {
      judged.set(SourceFreshness.judge(fileAt: source, build: build, stateDirectory: state))
      judgedSignal.signal()
    }
    let judgedEarly = judgedSignal.wait(timeout: .now() + 0.3) == .success
    #expect(!judgedEarly, "judged while the writer held the file")
    release.signal()
    written.wait()
    if !judgedEarly { judgedSignal.wait() }
    #expect(judged.get()?.evidence == .rewrittenForThisBuild)
  }
}

/// A verdict set by one task and read by another.
final class VerdictBox: @unchecked Sendable {
  private let lock = NSLock()
  private var verdict: SourceFreshness.Verdict?

  func set(_ verdict: SourceFreshness.Verdict) { lock.withLock { self.verdict = verdict } }
  func get() -> SourceFreshness.Verdict? { lock.withLock { verdict } }
}

/// A `#filePath` the test process cannot prove it compiled is never written: a file a
/// `#sourceLocation` directive names, a file that is not a Swift test file, a file the compile
/// records do not name.
@Suite struct CompiledSourceTests {
  func refusal(_ path: String, _ sandbox: BuildSandbox, directives: [SourceLocationDirective] = []) -> Refusal? {
    SourceFreshness.refusal(forFileAt: path, build: TestBuild(binaryPath: sandbox.binary), directives: directives)
  }

  @Test func aCompiledTestFileMayBeWritten() throws {
    let sandbox = try BuildSandbox()
    #expect(refusal(sandbox.source, sandbox) == nil)
  }

  @Test func aFileTheCompileRecordsDoNotNameIsRefused() throws {
    let sandbox = try BuildSandbox()
    let other = sandbox.root.appendingPathComponent("Tests/AppTests/Other.swift").path
    try Data("// not compiled\n".utf8).write(to: URL(fileURLWithPath: other))
    let error = try #require(refusal(other, sandbox))
    #expect(error.kind == .sourceLocationDirective)
    #expect(error.message.hasPrefix("\(other) is not one of the sources the tests were compiled from"))
    #expect(error.message.contains("a #sourceLocation directive probably names it"))
    // Without compile records (another build system) it is not known.
    #expect(SourceFreshness.refusal(forFileAt: other, build: TestBuild(binaryPath: nil), directives: []) == nil)
  }

  @Test func aCompiledFileThisMachineLacksIsMissingNotNamedByADirective() throws {
    let sandbox = try BuildSandbox()
    // A path the records do not name, absent here: a file of a build made elsewhere, resolved
    // differently, reads as missing (it used to blame a #sourceLocation directive).
    let other = sandbox.root.appendingPathComponent("Tests/AppTests/Other.swift").path
    let error = try #require(refusal(other, sandbox))
    #expect(error.isSourceOutOfReach)
    #expect(error.message.hasPrefix("\(other) is not on this machine"))
  }

  @Test func aFileThatIsNotSwiftOrIsAManifestIsRefused() throws {
    let sandbox = try BuildSandbox()
    for name in ["Templates/GenTests.swift.gyb", "Package.swift", "Package@swift-6.0.swift"] {
      let path = sandbox.root.appendingPathComponent(name).path
      let error = refusal(path, sandbox)
      #expect(error?.kind == .notATestFile, "\(name)")
      #expect(error?.message.contains("#sourceLocation") == true, "\(name)")
    }
  }

  @Test func aFileADirectiveNamesIsRefusedNamingTheDirective() throws {
    let sandbox = try BuildSandbox()
    let directive = SourceLocationDirective(namedFile: sandbox.source, file: "/work/Gen.swift", line: 7)
    let error = try #require(refusal(sandbox.source, sandbox, directives: [directive]))
    #expect(error.kind == .sourceLocationDirective)
    #expect(error.message.hasPrefix("/work/Gen.swift:7 has a #sourceLocation directive that names \(sandbox.source): "))
  }

  @Test func aMissingFileNamesTheDirectiveAsAPossibleCause() throws {
    let sandbox = try BuildSandbox()
    try FileManager.default.removeItem(atPath: sandbox.source)
    let message = try #require(sandbox.judge().refusal)
    #expect(message.hasPrefix("\(sandbox.source) is not on this machine: the tests run where their sources are not"))
    #expect(message.contains("or a #sourceLocation directive names a file that does not exist"))
  }

  @Test func aDirectiveWhoseNameCannotBeReadRefusesTheFileThatHoldsItAndSaysWhy() throws {
    let sandbox = try BuildSandbox()
    let source = "func a() {}\n#sourceLocation(file: \"\\(name).swift\", line: 4)\nfunc b() {}\n"
    let directives = SourceLocationDirective.all(in: SourceFile(bytes: Array(source.utf8), path: sandbox.source))
    #expect(directives.count == 1)
    let directive = try #require(directives.first)
    #expect(directive.namedFile == nil)
    #expect(directive.line == 2)
    #expect(directive.unreadableName?.message.contains("contains interpolation") == true)
    let error = try #require(refusal(sandbox.source, sandbox, directives: directives))
    #expect(error.kind == .sourceLocationDirective)
    #expect(
      error.message.hasPrefix(
        "\(sandbox.source):2 has a #sourceLocation directive whose file name the snapshot rewriter cannot read: "
          + "The string literal at "))
    #expect(error.message.contains("contains interpolation"))
    // Only the file that holds such a directive is refused on its account.
    let elsewhere = SourceLocationDirective.all(in: SourceFile(bytes: Array(source.utf8), path: "/work/Gen.swift"))
    #expect(refusal(sandbox.source, sandbox, directives: elsewhere) == nil)
  }

  @Test func directivesAreReadWithTheFileTheyName() throws {
    let source = """
      // #sourceLocation(file: "Comment.swift", line: 1) is a comment
      let text = "#sourceLocation(file: \\"String.swift\\", line: 1)"
      #sourceLocation(file: "Templates/Gen.swift.gyb", line: 4)
      func a() {}
      #sourceLocation()
        #sourceLocation(file: "/abs/Other.swift", line: 10)
      #sourceLocation()
      """
    let file = SourceFile(bytes: Array(source.utf8), path: "/work/app/Gen.swift")
    let directives = SourceLocationDirective.all(in: file, relativeTo: "/work/app")
    #expect(directives.map(\.namedFile) == ["/work/app/Templates/Gen.swift.gyb", "/abs/Other.swift"])
    #expect(directives.map(\.line) == [3, 6])
    #expect(directives.allSatisfy { $0.file == "/work/app/Gen.swift" })
    #expect(SourceLocationDirective.mentionsDirective(Array(source.utf8)))
    #expect(!SourceLocationDirective.mentionsDirective(Array("#sourceLocatio #if x".utf8)))
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
    #expect(throws: Never.self) {
      try CallLocator(file).locate(
        line: 2, column: 17, descriptor: ClosureDescriptor(), function: "expectSnapshot(line:column:)")
    }
  }

  @Test func literalProblemsAreNamed() throws {
    let source = #"f(1) { "\(x)" }"#
    let file = SourceFile(bytes: Array(source.utf8), path: "T.swift")
    let error = #expect(throws: SyntaxError.self) {
      _ = try SourceRewriter.apply([SnapshotEdit(line: 1, column: 2, snapshot: "new", expected: "old")], to: file)
    }
    #expect(
      error?.message.contains("contains interpolation, so its value is only known at run time") == true,
      "\(String(describing: error))")
  }
}

@Suite struct LocatorBoundsTests {
  @Test(arguments: [Int.max, Int(Int32.max), 0, -5])
  func positionsNoFileHasAreNotFoundWithoutTrapping(position: Int) throws {
    let file = SourceFile(bytes: Array("f(1)\ng(2)\n".utf8), path: "T.swift")
    let locator = CallLocator(file)
    for (line, column) in [(1, position), (position, 1)] {
      let error = #expect(throws: SyntaxError.self) {
        try locator.locate(line: line, column: column, descriptor: ClosureDescriptor())
      }
      #expect(error?.kind == .callNotFound)
    }
  }
}
