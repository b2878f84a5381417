import Foundation

/// `\User.name`: a key path as Swift writes it, never the storage behind it.
///
/// The text is `String(reflecting:)`'s, with the root type named as the dump names types
/// (`\Outer.Inner.flag`, `\Box<[String: Int]>.value`) and without the address the runtime puts
/// in a computed component. That text names neither a computed property nor a subscript's
/// arguments: `\User.friends[0].name` and `\User.friends[1].name` both read
/// `\User.friends.<computed (User)>.name`. Such a key path, and one the runtime cannot describe
/// at all (printed as its type, `WritableKeyPath<User, String>`), adds a mark numbered per key
/// path and per run, `<unidentifiable key path, run 5F3A9C21 #1>`: two of them never print
/// alike, and a snapshot holding one fails on the next run rather than passing after the key
/// path changed. Redact the field, or keep such key paths out of snapshotted values.
extension AnyKeyPath: SnapshotDumpLeaf {
  var snapshotDumpLeaf: String { KeyPathText.of(self) }
}

enum KeyPathText {
  static func of(_ keyPath: AnyKeyPath) -> String {
    let text = named(keyPath)
    guard text.isIdentifying else { return text.text + " " + UnidentifiableKeyPaths.mark(of: keyPath) }
    return text.text
  }

  /// The key path as Swift writes it, and whether that text tells it from every other key path.
  private static func named(_ keyPath: AnyKeyPath) -> (text: String, isIdentifying: Bool) {
    let described = withoutAddresses(String(reflecting: keyPath))
    guard described.hasPrefix("\\"), !MemoryAddress.appears(in: described) else {
      return (TypeName.unqualified(String(reflecting: type(of: keyPath))), false)
    }
    let isIdentifying = !described.contains("<computed")
    let rootType = type(of: keyPath).rootType
    let runtimeRoot = "\\" + _typeName(rootType, qualified: false)
    guard described.hasPrefix(runtimeRoot) else { return (described, isIdentifying) }
    let text = "\\" + TypeName.unqualified(String(reflecting: rootType)) + described.dropFirst(runtimeRoot.count)
    return (text, isIdentifying)
  }

  /// `<computed 0x00007f238d2e8d80 (User)>` becomes `<computed (User)>`.
  private static func withoutAddresses(_ text: String) -> String {
    var result = ""
    var remaining = text[...]
    while let start = remaining.range(of: "0x") {
      let digits = remaining[start.upperBound...].prefix(while: \.isHexDigit)
      guard !digits.isEmpty else {
        result += remaining[..<start.upperBound]
        remaining = remaining[start.upperBound...]
        continue
      }
      result += remaining[..<start.lowerBound]
      remaining = remaining[digits.endIndex...].drop(while: { $0 == " " })
    }
    return result + remaining
  }
}

/// Marks for key paths whose text does not identify them: one number per distinct key path (by
/// `==`) in this process, and a run id drawn once per process, so no mark is printed twice for
/// different key paths nor in two runs.
private final class UnidentifiableKeyPaths: @unchecked Sendable {
  private static let shared = UnidentifiableKeyPaths()
  private let lock = NSLock()
  private var numbers: [AnyKeyPath: Int] = [:]
  private let run: String = {
    let digits = String(UInt32.random(in: .min ... .max), radix: 16, uppercase: true)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }()

  static func mark(of keyPath: AnyKeyPath) -> String {
    shared.mark(of: keyPath)
  }

  private func mark(of keyPath: AnyKeyPath) -> String {
    lock.lock()
    defer { lock.unlock() }
    let number = numbers[keyPath] ?? numbers.count + 1
    numbers[keyPath] = number
    return "<unidentifiable key path, run \(run) #\(number)>"
  }
}
