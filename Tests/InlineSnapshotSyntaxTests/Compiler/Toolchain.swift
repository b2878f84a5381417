import Foundation
import TestSupport

/// The Swift toolchain that `swift` on `PATH` belongs to, for the tests that check the tokenizer
/// against real Swift files and against the compiler itself.
struct Toolchain: Sendable {
  /// The `swift` executable, symbolic links resolved.
  let swift: URL
  /// The folder the toolchain is installed in: `/opt/swift` for `/opt/swift/usr/bin/swift`.
  let root: URL

  /// The toolchain on `PATH`, or `nil` when there is no `swift` there.
  static let current: Toolchain? = find()

  /// The compiler next to ``swift``.
  var swiftc: URL { swift.deletingLastPathComponent().appendingPathComponent("swiftc") }

  /// The folders holding the toolchain's Swift files: its whole folder, except for a toolchain
  /// installed straight into `/usr`, whose `lib/swift*` folders are searched instead of all of `/usr`.
  var sourceFolders: [URL] {
    guard root.path == "/" || root.path == "/usr" else { return [root] }
    let lib = URL(fileURLWithPath: "/usr/lib")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: lib.path)) ?? []
    return names.filter { $0.hasPrefix("swift") }.map { lib.appendingPathComponent($0) }
  }

  private static func find() -> Toolchain? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
      var swift = candidate.resolvingSymlinksInPath()
      // On macOS /usr/bin/swift is a shim that runs the selected Xcode's toolchain.
      if swift.path == "/usr/bin/swift",
        let real = try? ChildProcess(
          swift.deletingLastPathComponent().appendingPathComponent("xcrun").path, ["--find", "swift"],
          mergingErrors: true
        ).run(),
        real.status == 0
      {
        swift = URL(fileURLWithPath: real.output.trimmingCharacters(in: .whitespacesAndNewlines))
          .resolvingSymlinksInPath()
      }
      var root = swift.deletingLastPathComponent().deletingLastPathComponent()  // …/usr/bin/swift → …/usr
      if root.lastPathComponent == "usr" { root = root.deletingLastPathComponent() }
      return Toolchain(swift: swift, root: root)
    }
    return nil
  }
}
