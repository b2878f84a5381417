import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Environment variables of this process, read without copying the whole environment.
enum ProcessEnvironment {
  static func value(of name: String) -> String? {
    guard let raw = getenv(name) else { return nil }
    return String(cString: raw)
  }
}
