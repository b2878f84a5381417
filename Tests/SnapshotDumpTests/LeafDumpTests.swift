import SnapshotDump
import Testing

private struct Integers {
  var int: Int = -1
  var int8: Int8 = .min
  var int16: Int16 = .min
  var int32: Int32 = .min
  var int64: Int64 = .min
  var uint: UInt = .max
  var uint8: UInt8 = .max
  var uint16: UInt16 = .max
  var uint32: UInt32 = .max
  var uint64: UInt64 = .max
}

private protocol Greeter {}
private struct English: Greeter { var word = "hi" }
private struct Envelope {
  var greeter: any Greeter
  var anything: Any
  var greeters: [any Greeter]
  var nested: [[Any]]
}

struct LeafDumpTests {
  @Test func everyIntegerWidthPrintsAsSwiftPrintsIt() {
    #expect(
      snapshotDump(Integers()) == """
        ▿ Integers
          - int: -1
          - int8: -128
          - int16: -32768
          - int32: -2147483648
          - int64: -9223372036854775808
          - uint: 18446744073709551615
          - uint8: 255
          - uint16: 65535
          - uint32: 4294967295
          - uint64: 18446744073709551615
        """
    )
  }

  @Test func floatingPointIncludingSpecialValues() {
    let doubles: [Double] = [200, 0.1, -0.0, .nan, .infinity, -.infinity, 1e100]
    #expect(
      snapshotDump(doubles) == """
        ▿ 7 elements
          - 200.0
          - 0.1
          - -0.0
          - nan
          - inf
          - -inf
          - 1e+100
        """
    )
    let floats: [Float] = [1.5, .nan, -.infinity, -0.0]
    #expect(
      snapshotDump(floats) == """
        ▿ 4 elements
          - 1.5
          - nan
          - -inf
          - -0.0
        """
    )
  }

  @Test func boolAndCharacter() {
    #expect(snapshotDump(true) == "- true")
    #expect(snapshotDump(Character("\"")) == #"- "\"""#)
    #expect(snapshotDump(Character("é")) == #"- "é""#)
  }

  @Test func stringsAreQuotedAndEscapedOnOneLine() {
    let text = "say \"hi\" \\ back\nnext\r\ttab\0end\u{7}bell\u{7F}"
    #expect(snapshotDump(text) == #"- "say \"hi\" \\ back\nnext\r\ttab\0end\u{7}bell\u{7F}""#)
  }

  @Test func invisibleCharactersAreEscapedButEmojiAndJoinersStay() {
    let text = "a\u{00A0}b\u{202F}c\u{200B}d\u{FEFF}e\u{202E}f\u{2028}g\u{AD}h\u{85}i"
    #expect(snapshotDump(text) == #"- "a\u{A0}b\u{202F}c\u{200B}d\u{FEFF}e\u{202E}f\u{2028}g\u{AD}h\u{85}i""#)
    let emoji = "👨‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿 café Привет"
    #expect(snapshotDump(emoji) == "- \"👨‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿 café Привет\"")
  }

  @Test func substringIsQuotedLikeAString() {
    let text = "hello \"world\""
    #expect(snapshotDump(text.dropFirst(6)) == #"- "\"world\"""#)
  }

  @Test func metatypesPrintAsSwiftSpellsThem() {
    #expect(snapshotDump(Int.self) == "- Int.self")
    #expect(snapshotDump([String].self) == "- [String].self")
    #expect(snapshotDump(English.self) == "- English.self")
  }

  @Test func closuresPrintAsFunction() {
    let closure: (Int) -> Int = { $0 + 1 }
    let sendable: @Sendable () async throws -> Void = {}
    #expect(snapshotDump(closure) == "- (Function)")
    #expect(snapshotDump(sendable) == "- (Function)")
  }

  @Test func existentialPrintsTheValueItHolds() {
    let greeter: any Greeter = English()
    #expect(
      snapshotDump(greeter) == """
        ▿ English
          - word: "hi"
        """
    )
    let anything: [Any] = [1, "two", English(), Int?.none as Any]
    #expect(
      snapshotDump(anything) == """
        ▿ 4 elements
          - 1
          - "two"
          ▿ English
            - word: "hi"
          - nil
        """
    )
  }

  /// Fields and elements of existential type hold a container, not the value: read the value.
  @Test func existentialFieldsAndElementsPrintTheValueTheyHold() {
    let envelope = Envelope(greeter: English(), anything: [English()], greeters: [English()], nested: [[7, English()]])
    #expect(
      snapshotDump(envelope) == """
        ▿ Envelope
          ▿ greeter: English
            - word: "hi"
          ▿ anything: 1 element
            ▿ English
              - word: "hi"
          ▿ greeters: 1 element
            ▿ English
              - word: "hi"
          ▿ nested: 1 element
            ▿ 2 elements
              - 7
              ▿ English
                - word: "hi"
        """
    )
  }
}
