import Foundation
import SnapshotDump
import Testing

private enum NetworkError: Error {
  case offline
  case status(code: Int)
}

private struct ValidationError: Error {
  var field: String
  var reason: String
}

private struct Outcome {
  var error: (any Error)?
}

struct ErrorDumpTests {
  @Test func enumErrorDumpsAsItsCase() {
    let error: any Error = NetworkError.status(code: 500)
    #expect(
      snapshotDump(error) == """
        ▿ NetworkError.status
          - code: 500
        """
    )
    #expect(
      snapshotDump(Outcome(error: NetworkError.offline)) == """
        ▿ Outcome
          - error: NetworkError.offline
        """)
  }

  @Test func structErrorDumpsItsFields() {
    let error: any Error = ValidationError(field: "email", reason: "empty")
    #expect(
      snapshotDump(error) == """
        ▿ ValidationError
          - field: "email"
          - reason: "empty"
        """
    )
  }

  @Test func nsErrorDumpsDomainAndCode() {
    let error = NSError(domain: "Payments", code: 7, userInfo: [NSLocalizedDescriptionKey: "Declined"])
    #expect(
      snapshotDump(error) == """
        ▿ NSError
          - domain: "Payments"
          - code: 7
        """
    )
  }

  @Test func urlErrorDumpsItsCode() {
    #expect(
      snapshotDump(URLError(.notConnectedToInternet)) == """
        ▿ URLError
          - code: -1009
        """
    )
  }
}
