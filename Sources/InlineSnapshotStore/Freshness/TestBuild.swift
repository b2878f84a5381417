import Foundation
import InlineSnapshotSyntax

/// The test binary this process runs, and what the build system left beside it about each source
/// file it was compiled from.
///
/// SwiftPM keeps, per target, `<target>.build/output-file-map.json` next to the binary; it names each
/// source's object file and its dependency file (`.d`). The dependency file is rewritten by every
/// successful compile of the source, also when the compiler leaves an identical object file alone
/// (which is why an undo, or `git checkout`, recompiles the file without relinking the binary).
///
/// ```swift
/// let build = TestBuild.current()
/// build.compiledAt(source: "/work/app/Tests/AppTests/LoginTests.swift")
/// ```
package final class TestBuild: Sendable {
  /// Identifies one linked binary: its path, modification time and size.
  package struct Stamp: Hashable, Sendable, Codable {
    package var binary: String
    /// Seconds since 1970, with the file system's precision.
    package var modified: Double
    package var size: Int

    package init(binary: String, modified: Double, size: Int) {
      self.binary = binary
      self.modified = modified
      self.size = size
    }
  }

  /// The binary's stamp; `nil` when the binary cannot be found.
  package let stamp: Stamp?
  /// When the binary was linked.
  package let linkedAt: Date?
  private let compileRecords: [String: CompileRecord]

  struct CompileRecord: Sendable {
    var object: String?
    var dependencies: String?
  }

  /// The build of the binary image holding `dsoHandle` (by default the caller's).
  package static func current(dsoHandle: UnsafeRawPointer = #dsohandle) -> TestBuild {
    TestBuild(binaryPath: BuildInfo.executablePath(dsoHandle: dsoHandle))
  }

  /// The build of the binary at `binaryPath`; everything unknown when it is `nil` or missing.
  package init(binaryPath: String?) {
    var stamp: Stamp?
    var linkedAt: Date?
    var records: [String: CompileRecord] = [:]
    if let binaryPath, let attributes = try? FileManager.default.attributesOfItem(atPath: binaryPath),
      let modified = attributes[.modificationDate] as? Date
    {
      linkedAt = modified
      stamp = Stamp(
        binary: binaryPath, modified: modified.timeIntervalSince1970,
        size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
      records = Self.compileRecords(near: binaryPath)
    }
    self.stamp = stamp
    self.linkedAt = linkedAt
    self.compileRecords = records
  }

  /// Whether the build system left compile records beside the binary (SwiftPM's output file maps),
  /// so that ``compiles(source:)`` and ``compiledSources`` can be trusted.
  package var hasCompileRecords: Bool { !compileRecords.isEmpty }

  /// Every source file the compile records name, normalised, sorted.
  package var compiledSources: [String] { compileRecords.keys.sorted() }

  /// Whether the compile records name `path` (as `#filePath` spells it: the compiler was given the
  /// same string; or with symbolic links resolved).
  package func compiles(source path: String) -> Bool {
    compileRecords[FilePath.normalized(path)] != nil || compileRecords[FilePath.resolved(path)] != nil
  }

  /// When `source` was last compiled into an object file that the binary contains, or `nil` when
  /// the build system does not say (not SwiftPM, release builds without per-file records).
  ///
  /// An object file newer than the binary was compiled after the link, so the binary does not hold
  /// it: the answer is then `.distantPast`, which every saved file postdates.
  package func compiledAt(source path: String) -> Date? {
    guard let record = compileRecords[FilePath.normalized(path)], let linkedAt else { return nil }
    guard let object = record.object.flatMap(Self.modificationDate),
      let dependencies = record.dependencies.flatMap(Self.modificationDate)
    else { return nil }
    guard object <= linkedAt else { return .distantPast }
    return max(object, dependencies)
  }

  private static func modificationDate(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  /// Every `<target>.build/output-file-map.json` in the first folder at or above the binary's
  /// (four levels at most: the `.xctest` bundle on macOS) that has one.
  private static func compileRecords(near binaryPath: String) -> [String: CompileRecord] {
    var folder = URL(fileURLWithPath: binaryPath).deletingLastPathComponent()
    for _ in 0..<4 {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      let maps = names.filter { $0.hasSuffix(".build") }.map {
        folder.appendingPathComponent($0).appendingPathComponent("output-file-map.json").path
      }.filter { FileManager.default.fileExists(atPath: $0) }
      if !maps.isEmpty {
        var records: [String: CompileRecord] = [:]
        for map in maps { records.merge(parse(map), uniquingKeysWith: { first, _ in first }) }
        return records
      }
      folder.deleteLastPathComponent()
    }
    return [:]
  }

  private static func parse(_ map: String) -> [String: CompileRecord] {
    guard let data = FileManager.default.contents(atPath: map),
      let entries = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { return [:] }
    var records: [String: CompileRecord] = [:]
    for (source, outputs) in entries where !source.isEmpty {
      guard let outputs = outputs as? [String: Any] else { continue }
      records[FilePath.normalized(source)] = CompileRecord(
        object: outputs["object"] as? String, dependencies: outputs["dependencies"] as? String)
    }
    return records
  }
}
