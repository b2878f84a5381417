import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the running test binary, used to tell whether a source file changed after the build.
package enum BuildInfo {
  /// The path of the binary image that contains `dsoHandle` (by default the caller's), found with
  /// `dladdr` on Apple platforms and in `/proc/self/maps` on Linux (Glibc does not export `dladdr`
  /// without `_GNU_SOURCE`); falls back to the running executable (`/proc/self/exe`, then `CommandLine.arguments[0]`).
  /// On macOS this is the `.xctest` bundle's binary when called from test code.
  package static func executablePath(dsoHandle: UnsafeRawPointer = #dsohandle) -> String? {
    var candidates: [String] = []
    #if canImport(Darwin)
      var info = Dl_info()
      if dladdr(dsoHandle, &info) != 0, let name = info.dli_fname {
        candidates.append(String(cString: name))
      }
    #elseif os(Linux)
      if let image = mappedImage(containing: UInt(bitPattern: dsoHandle)) { candidates.append(image) }
      candidates.append("/proc/self/exe")
    #endif
    if let first = CommandLine.arguments.first { candidates.append(first) }
    for candidate in candidates where !candidate.isEmpty {
      let url = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
        return url.path
      }
    }
    return nil
  }

  /// The file mapped at `address`, from lines like `55d0c000-55d0f000 r-xp 00000000 08:01 1234  /path/to/binary`.
  static func mappedImage(containing address: UInt) -> String? {
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
    for line in maps.split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
      guard fields.count == 6 else { continue }
      let bounds = fields[0].split(separator: "-")
      guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
        start <= address, address < end
      else { continue }
      let path = fields[5].trimmingCharacters(in: .whitespaces)
      return path.hasPrefix("/") ? path : nil
    }
    return nil
  }
}
