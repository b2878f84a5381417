import Foundation

/// How the toolkit spells file paths: every path it compares, stores or writes goes through here.
///
/// ```swift
/// FilePath.normalized("Tests/../Tests/./A.swift", relativeTo: "/work/app")  // "/work/app/Tests/A.swift"
/// FilePath.relative("/work/app/Tests/A.swift", to: "/work/app")             // "Tests/A.swift"
/// ```
package enum FilePath {
  /// `path` made absolute (against `base`, else the current folder) and normalised lexically:
  /// no `.` or `..` components, no repeated or trailing `/`. Symbolic links are not resolved, so the
  /// result names the file the way the compiler and the user named it.
  package static func normalized(_ path: String, relativeTo base: String? = nil) -> String {
    let absolute = path.hasPrefix("/") ? path : (base ?? FileManager.default.currentDirectoryPath) + "/" + path
    var components: [Substring] = []
    for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// The file a write must replace: ``normalized(_:relativeTo:)`` with symbolic links resolved, so
  /// that writing through a link replaces its target, not the link.
  package static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: normalized(path)).resolvingSymlinksInPath().path
  }

  /// `path` relative to the folder `root` when it lies inside it (both normalised), else `nil`.
  package static func relative(_ path: String, to root: String) -> String? {
    let path = normalized(path)
    let root = normalized(root)
    let prefix = root == "/" ? "/" : root + "/"
    guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
    return String(path.dropFirst(prefix.count))
  }
}
