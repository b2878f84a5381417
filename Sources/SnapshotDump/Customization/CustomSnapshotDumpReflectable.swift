/// A type that chooses the children ``snapshotDump(_:redacting:placeholders:)`` and
/// ``snapshotLine(_:redacting:placeholders:)`` show for it, for example to hide a private cache.
///
/// ```swift
/// final class AvatarLoader: CustomSnapshotDumpReflectable {
///   var url: URL
///   private var cache: [URL: Data] = [:]
///   var snapshotDumpMirror: Mirror { Mirror(self, children: ["url": url]) }
///
///   init(url: URL) { self.url = url }
/// }
/// ```
///
/// ```swift
/// let loader = AvatarLoader(url: URL(string: "https://example.com/a.png")!)
/// #expect(
///   snapshotDump(loader) == """
///     ▿ AvatarLoader
///       - url: https://example.com/a.png
///     """
/// )
/// ```
///
/// The mirror's `displayStyle` is honoured (`.collection`, `.set`, `.dictionary`, `.tuple`,
/// `.enum`); any other style dumps like a struct named after the mirror's subject type.
public protocol CustomSnapshotDumpReflectable {
  /// The children to dump for this value, in order.
  var snapshotDumpMirror: Mirror { get }
}
