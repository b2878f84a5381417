import Foundation
import SnapshotDump
import Testing

private final class Token: NSObject {
  var value = "abc"
}

private final class Marker: NSObject {}

/// A value whose description carries an address and whose mirror is empty.
private struct Handle: CustomStringConvertible, CustomReflectable {
  var description: String { "Handle(0x00007ffee4b2c8a0)" }
  var customMirror: Mirror { Mirror(self, children: []) }
}

/// An opaque value whose description is fine to show.
private struct Version: CustomStringConvertible, CustomReflectable {
  var description: String { "1.2.3" }
  var customMirror: Mirror { Mirror(self, children: []) }
}

struct AddressFreeDumpTests {
  @Test func nsObjectSubclassesShowFieldsNotTheirDescription() {
    #expect(
      snapshotDump(Token()) == """
        ▿ Token
          - value: "abc"
        """
    )
    #expect(snapshotDump(Marker()) == "- Marker")
  }

  @Test func objectIdentifiersAndPointersNeverShowAddresses() {
    let marker = Marker()
    var number = 1
    withUnsafeMutablePointer(to: &number) { pointer in
      #expect(snapshotDump(ObjectIdentifier(marker)) == "- ObjectIdentifier")
      #expect(snapshotDump(pointer) == "- UnsafeMutablePointer<Int>")
      #expect(snapshotDump(UnsafeRawPointer(pointer)) == "- UnsafeRawPointer")
    }
  }

  @Test func opaqueDescriptionWithAnAddressFallsBackToTheTypeName() {
    #expect(snapshotDump(Handle()) == "- Handle")
    #expect(snapshotDump(Version()) == "- 1.2.3")
  }
}
