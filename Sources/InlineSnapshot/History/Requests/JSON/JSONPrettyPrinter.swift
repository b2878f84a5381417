/// Prints JSON the way `JSONSerialization` does with `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]` on Apple platforms (2-space indentation, `"key" : value`), with the
/// same output on every platform:
/// - keys are sorted by Swift's `String` order (stable, so duplicate keys keep their order);
/// - numbers are printed as written in the body (`1.10`, `1e3`), never re-formatted;
/// - empty containers print as `[]` and `{}` (Foundation prints a blank line inside them).
enum JSONPrettyPrinter {
  static func print(_ value: JSONValue) -> String {
    var output = ""
    write(value, indentation: "", to: &output)
    return output
  }

  private static func write(_ value: JSONValue, indentation: String, to output: inout String) {
    let inner = indentation + "  "
    switch value {
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      let sorted = members.enumerated().sorted { left, right in
        left.element.key != right.element.key ? left.element.key < right.element.key : left.offset < right.offset
      }
      for (position, member) in sorted.map(\.element).enumerated() {
        output += inner + quoted(member.key) + " : "
        write(member.value, indentation: inner, to: &output)
        output += position == members.count - 1 ? "\n" : ",\n"
      }
      output += indentation + "}"
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (position, element) in elements.enumerated() {
        output += inner
        write(element, indentation: inner, to: &output)
        output += position == elements.count - 1 ? "\n" : ",\n"
      }
      output += indentation + "]"
    case .string(let text):
      output += quoted(text)
    case .number(let literal):
      output += literal
    case .bool(let flag):
      output += flag ? "true" : "false"
    case .null:
      output += "null"
    }
  }

  /// A JSON string literal escaping only what JSON requires (slashes and non-ASCII stay as they are).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
