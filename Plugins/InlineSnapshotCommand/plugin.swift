import Foundation
import PackagePlugin

/// `swift package snapshots <verb> …`: runs the `inline-snapshot` review tool in the package directory.
@main
struct InlineSnapshotCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "inline-snapshot")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["--package-path", context.package.directoryURL.path] + arguments
    try process.run()
    process.waitUntilExit()
    if process.terminationReason != .exit || process.terminationStatus != 0 {
      Diagnostics.error("inline-snapshot exited with status \(process.terminationStatus)")
    }
  }
}
