/// Lines of a text: the ranges between its `\n`s (a text always has at least one, maybe empty).
enum LineSplit {
  /// Eight bytes at a time: a byte that is `\n` has its high bit set in `found` (exactly, without
  /// the borrow of the shorter zero-byte test), and each set bit is one line break.
  static func lines(of text: String) -> [Range<Int>] {
    text.withBytes { buffer in
      var lines: [Range<Int>] = []
      lines.reserveCapacity(buffer.count / 16 + 1)
      var start = 0
      var offset = 0
      if let base = buffer.baseAddress.map(UnsafeRawPointer.init) {
        while offset + 8 <= buffer.count {
          let breaks = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
          let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
          var found = ~(((breaks & low) &+ low) | breaks | low)
          while found != 0 {
            let index = offset + found.trailingZeroBitCount / 8
            lines.append(start..<index)
            start = index + 1
            found &= found - 1
          }
          offset += 8
        }
      }
      while offset < buffer.count {
        if buffer[offset] == UInt8(ascii: "\n") {
          lines.append(start..<offset)
          start = offset + 1
        }
        offset += 1
      }
      lines.append(start..<buffer.count)
      return lines
    }
  }
}
