import Foundation
import InlineSnapshotSyntax

/// The folder a capture run writes its ``SnapshotCapture``s to: `SNAPSHOT_TESTING_CAPTURE`. Each test
/// process appends to a file of its own, `capture-<process>-<random>.jsonl`, one capture per line, so
/// parallel processes never write the same file; ``read(_:)`` reads every such file in the folder.
///
/// ```swift
/// let writer = CaptureFolder.Writer(directory: folder)
/// try writer.write(capture)          // a second identical capture of the closure is not written again
/// let captures = try CaptureFolder.read(folder)
/// ```
package enum CaptureFolder {
  /// The variable that makes a test process a capture run: nothing is recorded or kept, every value
  /// asserted is written to the folder it names.
  package static let directoryVariable = "SNAPSHOT_TESTING_CAPTURE"

  /// The folder `environment` names for captures, if any (relative to the current folder).
  package static func directory(in environment: [String: String]) -> URL? {
    guard let folder = environment[directoryVariable], !folder.isEmpty else { return nil }
    return URL(fileURLWithPath: FilePath.normalized(folder), isDirectory: true)
  }

  /// This process's capture file in one folder. Each closure and case is written once per value: the
  /// same value asserted again (a loop, a repeated test) adds nothing; a value of other bytes, even
  /// one Swift's `==` calls equal, is written (see ``SnapshotCapture/==(_:_:)``).
  package final class Writer: @unchecked Sendable {
    /// The folder written to.
    package let directory: URL
    private let lock = NSLock()
    private var handle: FileHandle?
    private var written: Set<SnapshotCapture> = []

    /// The file this process writes, created with the first capture.
    package let file: URL

    package init(directory: URL) {
      self.directory = directory
      self.file = directory.appendingPathComponent(
        "capture-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8)).jsonl")
    }

    /// Appends `capture` as one line, unless this process already wrote it.
    package func write(_ capture: SnapshotCapture) throws(StoreError) {
      lock.lock()
      defer { lock.unlock() }
      guard !written.contains(capture) else { return }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      let data: Data
      do {
        data = try encoder.encode(capture) + Data("\n".utf8)
      } catch {
        throw StoreError(.captureNotWritten(path: file.path, cause: "\(error)"))
      }
      do {
        let handle = try openedHandle()
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
      } catch let error as StoreError {
        throw error
      } catch {
        throw StoreError(.captureNotWritten(path: file.path, cause: error.localizedDescription))
      }
      written.insert(capture)
    }

    private func openedHandle() throws -> FileHandle {
      if let handle { return handle }
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        throw StoreError(.folderNotCreated(folder: directory.path, cause: error.localizedDescription))
      }
      guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
        throw StoreError(.captureNotWritten(path: file.path, cause: SystemError.lastMessage()))
      }
      let handle = try FileHandle(forWritingTo: file)
      self.handle = handle
      return handle
    }
  }

  /// Every capture the processes of one run wrote to `directory`, in file order; an empty list when
  /// the folder does not exist (no assertion ran). Throws naming the file and line that is not a capture.
  package static func read(_ directory: URL) throws(StoreError) -> [SnapshotCapture] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    } catch CocoaError.fileReadNoSuchFile {
      return []
    } catch {
      throw StoreError(.unreadable(path: directory.path, cause: error.localizedDescription))
    }
    var captures: [SnapshotCapture] = []
    let decoder = JSONDecoder()
    for name in names.sorted() where name.hasPrefix("capture-") && name.hasSuffix(".jsonl") {
      let path = directory.appendingPathComponent(name).path
      guard let data = FileManager.default.contents(atPath: path) else {
        throw StoreError(.unreadable(path: path, cause: SystemError.lastMessage()))
      }
      for (number, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
        do {
          captures.append(try decoder.decode(SnapshotCapture.self, from: Data(line)))
        } catch {
          throw StoreError(.unreadable(path: path, cause: "line \(number + 1) is not a capture (\(error))"))
        }
      }
    }
    return captures
  }
}
