import InlineSnapshotStore

extension FailureMessage {
  /// Where a recording went that could be written neither into its file nor where the source is (see
  /// ``AttachedRecording``): attached as `name`, applied with the tool; printed in full when the
  /// attachments are not saved.
  static func attached(
    name: String, recording: String?, destination: AttachmentDestination, command: ToolCommand
  ) -> String {
    var text =
      "\n\nThe recording is attached to the test as \(name). Where the source is, apply it with `\(command.text) "
      + "--pending-dir <folder> accept --all`, the folder being the one given to `swift test --attachments-path`, "
      + "or the attachments exported from the test results (`xcrun xcresulttool export attachments`)."
    guard case .nowhere(let xcTestOnLinux) = destination else { return text }
    text +=
      xcTestOnLinux
      ? " XCTest on Linux keeps no attachments, so here it is in full, to copy by hand:"
      : " This run saves no attachments (run `swift test` with `--attachments-path <folder>`), so here it is in "
        + "full, to copy by hand:"
    return text + "\n\n"
      + (recording.map { "\"\"\"\n\($0)\n\"\"\"" } ?? "(no closure: the value was nil, so the closure goes)")
  }
}
