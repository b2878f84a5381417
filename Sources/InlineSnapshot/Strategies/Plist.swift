import Foundation

extension Snapshotting where Value: Encodable, Format == String {
  /// The value encoded as an XML property list.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: Settings(sound: true), as: .plist)
  /// ```
  public static var plist: Snapshotting<Value, String> {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    return .plist(encoder)
  }

  /// The value encoded with the given property-list encoder; a binary format is shown as its bytes
  /// decoded as UTF-8, so use `.xml`.
  public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting<Value, String> {
    encoded(as: "a property list", by: encoder.encode)
  }
}
