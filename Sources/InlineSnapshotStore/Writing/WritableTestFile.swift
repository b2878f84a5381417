import InlineSnapshotSyntax

/// Which files the toolkit may write a snapshot into: a Swift test file of the package, never a
/// manifest, a generated file under `.build`, a template, or a file elsewhere.
///
/// The test process checks the file `#filePath` names before it records anything; the review tool
/// checks the file every pending change document names before it applies the change.
///
/// ```swift
/// WritableTestFile.refusal(of: "/work/app/Package.swift", packageRoot: "/work/app")
/// // "/work/app/Package.swift is the package manifest, not a test file"
/// WritableTestFile.refusal(of: "/work/app/Tests/AppTests/LoginTests.swift", packageRoot: "/work/app")  // nil
/// ```
package enum WritableTestFile {
  /// Why the file at `path` (absolute and normalised, see ``FilePath``) may not be written, or `nil`
  /// when it may: it must end in `.swift`, not be a package manifest (`Package.swift`,
  /// `Package@swift-*.swift`) and, when `packageRoot` is known, lie inside it but not under its
  /// `.build` folder.
  package static func refusal(of path: String, packageRoot: String?) -> String? {
    if let packageRoot {
      let root = FilePath.normalized(packageRoot)
      guard let relative = FilePath.relative(path, to: root) else {
        return "\(path) is outside the package \(root)"
      }
      guard relative != ".build", !relative.hasPrefix(".build/") else {
        return
          "\(path) is inside the package's .build folder, where build products and generated files live, not test files"
      }
    }
    guard path.hasSuffix(".swift") else { return "\(path) is not a .swift file" }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) {
      return "\(path) is the package manifest, not a test file"
    }
    return nil
  }
}
