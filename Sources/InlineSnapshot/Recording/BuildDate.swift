import Foundation
#if canImport(Darwin)
  import Darwin
#endif

/// When the test binary that contains this module was built: its file's modification date.
///
/// A source file modified after it was edited by someone else since the build; the writer refuses
/// to touch it.
enum BuildDate {
  static let ofTestBinary: Date? = {
    guard let path = imagePath() else { return nil }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.modificationDate] as? Date
  }()

  /// The path of the executable or library image holding this code (the test bundle on macOS, the
  /// test executable on Linux, where the test code is always linked into the main executable).
  private static func imagePath() -> String? {
    #if canImport(Darwin)
      var info = Dl_info()
      if dladdr(#dsohandle, &info) != 0, let name = info.dli_fname {
        let path = String(cString: name)
        if path.hasPrefix("/") { return path }
      }
    #endif
    #if os(Linux)
      if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return resolved
      }
    #endif
    return CommandLine.arguments.first
  }
}
