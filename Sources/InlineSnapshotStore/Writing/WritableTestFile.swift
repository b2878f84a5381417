import InlineSnapshotSyntax

/// Which files the toolkit may write a snapshot into: a Swift test file of the package, never a
/// manifest, a generated file under `.build`, a template, or a file elsewhere.
///
/// The test process checks the file `#filePath` names before it records anything; the review tool
/// checks the file every pending change document names before it applies the change.
///
/// ```swift
/// WritableTestFile.reason(of: "/work/app/Package.swift", packageRoot: "/work/app")  // .manifest
/// WritableTestFile.reason(of: "/work/app/Tests/AppTests/LoginTests.swift", packageRoot: "/work/app")  // nil
/// ```
package enum WritableTestFile {
  /// Why a file may not be written.
  package enum Reason: Sendable, Hashable {
    /// It lies outside the package `root`.
    case outsidePackage(root: String)
    /// It lies in the package's `.build` folder.
    case insideBuildFolder
    /// It does not end in `.swift`.
    case notSwift
    /// It is a package manifest.
    case manifest
  }

  /// Why the file at `path` (absolute and normalised, see ``FilePath``) may not be written, or `nil`
  /// when it may: it must end in `.swift`, not be a package manifest (`Package.swift`,
  /// `Package@swift-*.swift`) and, when `packageRoot` is known, lie inside it but not under its
  /// `.build` folder.
  package static func reason(of path: String, packageRoot: String?) -> Reason? {
    if let packageRoot {
      let root = FilePath.normalized(packageRoot)
      guard let relative = FilePath.relative(path, to: root) else { return .outsidePackage(root: root) }
      guard relative != ".build", !relative.hasPrefix(".build/") else { return .insideBuildFolder }
    }
    guard path.hasSuffix(".swift") else { return .notSwift }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) {
      return .manifest
    }
    return nil
  }
}
