import Foundation
import InlineSnapshotStore
import InlineSnapshotSyntax
import Testing

/// What each `--pending-dir` names is checked before it is read: an archive (a downloaded artifact not
/// unpacked), a plain file or a missing path is an error that names it and says what to do, exit 1, by
/// every verb — never "No pending snapshot changes". Only the default store may be missing.
@Suite struct PendingFolderCheckTests {
  static let verbs: [[String]] = [
    ["status"], ["diff"], ["report"], ["accept", "--all"], ["reject", "--all"], ["review"],
    ["report", "--github-review", "--base", "HEAD"],
  ]

  /// The first bytes of a zip archive, of a gzip file, and a POSIX tar header.
  static let zip = Data([0x50, 0x4B, 0x03, 0x04] + Array(repeating: 0, count: 26))
  static let gzip = Data([0x1F, 0x8B, 0x08, 0x00] + Array(repeating: 0, count: 16))
  static var tar: Data { Data(Array(repeating: 0, count: 257) + Array("ustar".utf8) + Array(repeating: 0, count: 250)) }

  func expectRefused(
    _ package: ScratchFolder, _ path: String, _ message: String, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for verb in Self.verbs {
      let arguments = environment.isEmpty ? ["--pending-dir", path] + verb : verb
      let run = package.run(
        arguments, environment: environment.merging(["INLINE_SNAPSHOT_REVIEW_STDIN": "1"]) { a, _ in a })
      #expect(run.status == 1, "\(verb): \(run)", sourceLocation: sourceLocation)
      #expect(run.output == "", "\(verb): \(run)", sourceLocation: sourceLocation)
      #expect(run.errors == "error: \(message)\n", "\(verb): \(run)", sourceLocation: sourceLocation)
      #expect(!run.output.contains("No pending"), sourceLocation: sourceLocation)
    }
  }

  @Test func aZipArchiveIsNamedWithTheCommandThatUnzipsIt() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let archive = package.path("inline-snapshots-linux-2.zip")
    try Self.zip.write(to: URL(fileURLWithPath: archive))
    let folder = package.path("inline-snapshots-linux-2")
    expectRefused(
      package, archive,
      "\(archive) is a zip archive, not a folder of pending changes; nothing was read, since its pending changes "
        + "would be missed. Unpack it (`unzip \(archive) -d \(folder)`) and pass the folder: `--pending-dir \(folder)`."
    )
    // Named among other stores, it is refused all the same, before anything is read.
    try package.store.save(UntrustedDocumentTests.Fixture.change(package.path("Tests/AppTests/Login.swift")))
    let mixed = package.run(["--pending-dir", package.pending.path, "--pending-dir", archive, "status"])
    #expect(mixed.status == 1 && mixed.output == "" && mixed.errors.contains("is a zip archive"), "\(mixed)")
  }

  @Test(arguments: [
    ("artifact.tar", "a tar archive", "mkdir -p {f} && tar -xf {a} -C {f}", "artifact"),
    ("artifact.tar.gz", "a gzipped tar archive", "mkdir -p {f} && tar -xzf {a} -C {f}", "artifact"),
    ("artifact.tgz", "a gzipped tar archive", "mkdir -p {f} && tar -xzf {a} -C {f}", "artifact"),
    ("artifact", "a zip archive", "unzip {a} -d {f}", "artifact-unpacked"),
    ("ARTIFACT.ZIP", "a zip archive", "unzip {a} -d {f}", "ARTIFACT"),
  ])
  func everyArchiveIsToldByItsBytesOrItsName(name: String, words: String, command: String, folder: String) throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let archive = package.path(name)
    let bytes =
      name.hasSuffix(".tar") ? Self.tar : name.hasSuffix("gz") ? Self.gzip : name == "artifact" ? Self.zip : Data()
    try bytes.write(to: URL(fileURLWithPath: archive))
    let unpacked = package.path(folder)
    let unpack = command.replacingOccurrences(of: "{a}", with: archive).replacingOccurrences(of: "{f}", with: unpacked)
    expectRefused(
      package, archive,
      "\(archive) is \(words), not a folder of pending changes; nothing was read, since its pending changes would be "
        + "missed. Unpack it (`\(unpack)`) and pass the folder: `--pending-dir \(unpacked)`.")
  }

  @Test func aPlainFileAndAMissingPathAreNamed() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    try package.write("notes.txt", "hello\n")
    let read = "nothing was read, since its pending changes would be missed"
    expectRefused(
      package, package.path("notes.txt"),
      "\(package.path("notes.txt")) is a file, not a folder of pending changes; \(read). Pass a folder.")
    // A document given instead of its store: the store is named.
    try package.writePending(id: "0badc0de", "{}")
    let document = package.pending.appendingPathComponent("0badc0de.json").path
    expectRefused(
      package, document,
      "\(document) is a file, not a folder of pending changes; \(read). Pass the folder it is in with "
        + "`--pending-dir \(package.pending.path)`.")
    let missing = package.path("inline-snapshots-linux-2")
    expectRefused(
      package, missing,
      "\(missing) does not exist, so no pending change was read. Pass the folder that holds them with --pending-dir: "
        + "a store, a shard's artifacts folder or a folder of downloaded artifacts.")
  }

  @Test func theDefaultStoreMayBeMissingButNotAnArchive() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    // No test recorded anything yet: nothing is pending, in the package's store or the variable's.
    for environment in [[:], ["SNAPSHOT_TESTING_PENDING_DIR": package.path("ci-store")]] {
      let run = package.run(["status"], environment: environment)
      #expect(run.status == 0, "\(run)")
      #expect(run.output.hasPrefix("No pending snapshot changes"), "\(run)")
      #expect(!FileManager.default.fileExists(atPath: package.path("ci-store")))
    }
    let archive = package.path("ci-store.zip")
    try Self.zip.write(to: URL(fileURLWithPath: archive))
    let run = package.run(["status"], environment: ["SNAPSHOT_TESTING_PENDING_DIR": archive])
    #expect(run.status == 1 && run.errors.hasPrefix("error: \(archive) is a zip archive"), "\(run)")
  }

  @Test func aFolderOfDownloadsThatStillHoldsAnArchiveIsNamed() throws {
    let package = try ScratchFolder()
    defer { package.remove() }
    let change = UntrustedDocumentTests.Fixture.change(package.path("Tests/AppTests/Login.swift"))
    try package.write("Tests/AppTests/Login.swift", UntrustedDocumentTests.source)
    try PendingStore(directory: package.root.appendingPathComponent("downloads/linux-1/inline-snapshots-pending"))
      .save(change)
    let archive = package.path("downloads/linux-2.zip")
    try Self.zip.write(to: URL(fileURLWithPath: archive))
    let downloads = package.path("downloads")
    let folder = package.path("downloads/linux-2")
    expectRefused(
      package, downloads,
      "\(downloads) holds an archive not unpacked (\(archive)); nothing was read, since its pending changes would be "
        + "missed. Unpack it beside it (`unzip \(archive) -d \(folder)`), then pass \(downloads) again.")
    // Unpacked beside it, the archive is left alone and both stores are read.
    try PendingStore(directory: URL(fileURLWithPath: folder).appendingPathComponent("inline-snapshots-pending"))
      .save(change)
    let run = package.run(["--pending-dir", downloads, "status"])
    #expect(run.status == 0, "\(run)")
    #expect(run.output.hasPrefix("\(change.id)  Tests/AppTests/Login.swift:4  login()\n1 pending"), "\(run)")
  }

  @Test func helpSaysAPendingDirMustBeAFolder() {
    let help = ToolRun.run(["--help"], environment: [:], input: [])
    #expect(help.output.contains("unzip it first"), "\(help)")
    #expect(help.output.contains("--pending-dir is not a folder"), "\(help)")
  }
}
