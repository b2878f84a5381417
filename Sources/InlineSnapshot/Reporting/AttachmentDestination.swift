import Foundation

/// Where this test process's attachments end up, for a recording that must come back through them:
/// a folder (`--attachments-path`), Xcode's result bundle, or nowhere.
enum AttachmentDestination: Equatable, Sendable {
  /// `swift test --attachments-path DIR` saves them.
  case folder
  /// Xcode keeps them in the test results (`.xcresult`).
  case resultBundle
  /// They are not saved: XCTest on Linux has none, or `swift test` ran without `--attachments-path`.
  case nowhere(xcTestOnLinux: Bool)

  /// The destination of an attachment made now, on `route`.
  static func current(
    route: IssueRoute, arguments: [String] = CommandLine.arguments,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> AttachmentDestination {
    #if os(Linux) || os(Android) || os(Windows)
      if route == .xcTest { return .nowhere(xcTestOnLinux: true) }
    #endif
    if arguments.contains(where: { $0 == "--attachments-path" || $0.hasPrefix("--attachments-path=") }) {
      return .folder
    }
    if environment["XCTestSessionIdentifier"] != nil || environment["XCTestConfigurationFilePath"] != nil {
      return .resultBundle
    }
    return .nowhere(xcTestOnLinux: false)
  }
}
