import Foundation

extension Snapshotting where Value: Encodable, Format == String {
  /// The value encoded as an XML property list.
  ///
  /// ```swift
  /// assertInlineSnapshot(of: Settings(sound: true), as: .plist) {
  ///   """
  ///   <?xml version="1.0" encoding="UTF-8"?>
  ///   <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  ///   <plist version="1.0">
  ///   <dict>
  ///   \u{9}<key>sound</key>
  ///   \u{9}<true/>
  ///   </dict>
  ///   </plist>
  ///
  ///   """
  /// }
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
