import SnapshotDump
import Testing

/// The request history of seed 003 (`RemittanceViewModelSpy.loadingHistory`), in the dump format.
// File-scope private types print by their own names, as the seed's app types do.
private enum AmountSource { case from, loan }

private struct CurrencyRateRequest {
  var amount: Double
  var amountSource: AmountSource
  var loanAmount: String
}

struct SeedHistoryTests {
  @Test func currencyRateRequestHistoryDumpsAsTheDesignShows() {
    let history = [
      CurrencyRateRequest(amount: 200, amountSource: .from, loanAmount: "null"),
      CurrencyRateRequest(amount: 200, amountSource: .loan, loanAmount: "10.0"),
      CurrencyRateRequest(amount: 200, amountSource: .from, loanAmount: "10.0"),
    ]
    #expect(
      snapshotDump(history) == """
        ▿ 3 elements
          ▿ CurrencyRateRequest
            - amount: 200.0
            - amountSource: AmountSource.from
            - loanAmount: "null"
          ▿ CurrencyRateRequest
            - amount: 200.0
            - amountSource: AmountSource.loan
            - loanAmount: "10.0"
          ▿ CurrencyRateRequest
            - amount: 200.0
            - amountSource: AmountSource.from
            - loanAmount: "10.0"
        """
    )
  }
}
