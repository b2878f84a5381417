import Foundation
import Testing

/// Issue 32, item 5: an archive never reads as an empty store. A CI shard's artifact, downloaded as
/// GitHub serves it (`inline-snapshots-linux-2.zip`, not unzipped), is given to `--pending-dir`: `status`,
/// `diff`, `accept --all` and the plugin name it, print the command that unzips it and exit 1 without
/// reading anything. Unzipped as printed, the folder lists both changes and `accept --all` writes them.
struct ArchivedStoreScenario: EndToEndScenario {
  static let file = "Tests/ScratchTests/ArchivedStoreAS.swift"
  static let source = """
    import InlineSnapshot
    import Testing

    @Suite struct ArchivedStoreAS {
      @Test func greeting() {
        assertInlineSnapshot(of: "Hello", as: .lines) {
          \"""
          Hi
          \"""
        }
      }

      @Test func farewell() {
        assertInlineSnapshot(of: "Bye", as: .lines) {
          \"""
          Ciao
          \"""
        }
      }
    }

    """

  static var files: [String: String] { ["ArchivedStoreAS.swift": source] }

  func run(_ package: ScratchPackage) async throws {
    let artifacts = package.root.appendingPathComponent("as-artifacts")
    let run = try await package.test(
      filter: "ArchivedStoreAS", record: nil, ci: "true", pending: "as-linux-2",
      environment: ["SNAPSHOT_TESTING_ARTIFACTS": artifacts.path])
    Check.failed(run)
    #expect(try package.pendingStore("as-linux-2").count == 2)
    #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("inline-snapshots-pending").path))
    // The artifact as the run's page serves it: its folder's contents, zipped.
    let zipped = try await Self.zip(artifacts, to: "inline-snapshots-linux-2.zip", in: package)
    #expect(zipped.status == 0, "\(zipped.transcript)")
    try FileManager.default.removeItem(at: artifacts)
    let archive = package.root.appendingPathComponent("inline-snapshots-linux-2.zip").path
    let folder = package.root.appendingPathComponent("inline-snapshots-linux-2").path

    let unzip = "unzip \(archive) -d \(folder)"
    for verb in [["status"], ["diff"], ["accept", "--all"]] {
      let refused = try await package.tool(["--pending-dir", "inline-snapshots-linux-2.zip"] + verb)
      #expect(refused.status == 1, "\(verb): \(refused.transcript)")
      #expect(refused.output == "", "\(verb): \(refused.transcript)")
      #expect(
        refused.errors.hasPrefix("error: \(archive) is a zip archive, not a folder of pending changes;"),
        "\(verb): \(refused.transcript)")
      #expect(refused.errors.contains("Unpack it (`\(unzip)`)"), "\(verb): \(refused.transcript)")
    }
    #expect(try package.read(Self.file) == Self.source, "nothing was written")
    let plugin = try await package.command(
      "swift",
      [
        "package", "--allow-writing-to-package-directory", "snapshots", "--pending-dir", "inline-snapshots-linux-2.zip",
        "status",
      ])
    #expect(plugin.status != 0, "\(plugin.transcript)")
    #expect(plugin.errors.contains("is a zip archive"), "\(plugin.transcript)")
    #expect(!plugin.output.contains("No pending"), "\(plugin.transcript)")

    // Unzipped with the command printed, the changes are there.
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/unzip") {
      let unzipped = try await package.command("sh", ["-c", unzip])
      #expect(unzipped.status == 0, "\(unzipped.transcript)")
    } else {
      let unzipped = try await package.command("python3", ["-m", "zipfile", "-e", archive, folder])
      #expect(unzipped.status == 0, "\(unzipped.transcript)")
    }
    let status = try await package.tool(["--pending-dir", "inline-snapshots-linux-2", "status"])
    #expect(status.status == 0, "\(status.transcript)")
    #expect(status.output.contains("2 pending snapshot changes in 1 file."), "\(status.transcript)")
    let accept = try await package.tool(["--pending-dir", "inline-snapshots-linux-2", "accept", "--all"])
    #expect(accept.status == 0, "\(accept.transcript)")
    let accepted = try package.read(Self.file)
    #expect(accepted.contains("      Hello\n") && accepted.contains("      Bye\n"), "\(accepted)")
  }

  /// Zips the contents of `folder` into `name` in the package root: with `zip` when there is one, else
  /// with Python's `zipfile`.
  static func zip(_ folder: URL, to name: String, in package: ScratchPackage) async throws -> ScratchPackage.CommandRun
  {
    let archive = package.root.appendingPathComponent(name).path
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/zip") {
      return try await package.command("/usr/bin/zip", ["-qr", archive, "."], subfolder: folder.lastPathComponent)
    }
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try await package.command(
      "python3", ["-m", "zipfile", "-c", archive] + entries, subfolder: folder.lastPathComponent)
  }
}
