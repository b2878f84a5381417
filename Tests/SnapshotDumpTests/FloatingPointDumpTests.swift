import Foundation
import SnapshotDump
import Testing

private struct Reading { var value: Double }

/// Every floating-point value Swift tells apart prints differently, so a change between two of them
/// fails: the NaNs (`nan`, `-nan`, `snan`, payloads), `-0.0` and `0.0`, in every width.
struct FloatingPointDumpTests {
  /// The distinct special values of one type, as `.dump` prints them.
  private func dumps<F: BinaryFloatingPoint>(_: F.Type) -> [String] {
    let values: [F] = [.nan, -.nan, .signalingNaN, -.signalingNaN, 0, -0.0, .infinity]
    return values.map { snapshotLine($0) }
  }

  @Test func theNaNsAndZerosOfDoubleAreTold() {
    #expect(dumps(Double.self) == ["nan", "-nan", "snan", "-snan", "0.0", "-0.0", "inf"])
  }

  @Test func aNaNsPayloadIsTold() {
    #expect(snapshotLine(Double(nan: 5, signaling: false)) == "nan(0x5)")
    #expect(snapshotLine(Float(nan: 5, signaling: true)) == "snan(0x5)")
  }

  @Test func theNaNsAndZerosOfFloatAreTold() {
    #expect(dumps(Float.self) == ["nan", "-nan", "snan", "-snan", "0.0", "-0.0", "inf"])
  }

  #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
    @Test @available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
    func theNaNsAndZerosOfFloat16AreTold() {
      #expect(dumps(Float16.self) == ["nan", "-nan", "snan", "-snan", "0.0", "-0.0", "inf"])
    }
  #endif

  @Test func aCGFloatPrintsAsTheNumberItWraps() {
    #expect(dumps(CGFloat.self) == ["nan", "-nan", "snan", "-snan", "0.0", "-0.0", "inf"])
    #expect(snapshotDump([CGFloat(1.5)]) == "▿ 1 element\n  - 1.5")
  }

  /// Fields and one-line leaves (the form the `.states(.changes)` outline prints) tell them apart too.
  @Test func aChangeBetweenNaNsIsAChangeOfTheDump() {
    #expect(snapshotDump(Reading(value: .nan)) != snapshotDump(Reading(value: -.nan)))
    #expect(snapshotDump(Reading(value: .nan)) != snapshotDump(Reading(value: .signalingNaN)))
    #expect(snapshotLine(Reading(value: -.nan)) == "Reading(value: -nan)")
  }
}
