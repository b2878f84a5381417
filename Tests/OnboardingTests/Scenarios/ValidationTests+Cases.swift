import InlineSnapshot
import Onboarding
import Testing

extension ValidationTests {
  /// Every incomplete number is refused on "Send code", however it was typed: one section per input
  /// in one snapshot (`case: typed`), the masked input and the state it leads to. The stub holds no
  /// answer, so a request sent would fail the test.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  // snippet: cases-phone
  @Test(arguments: ["7", "+44 7123", "07123 45678", "+44 (0) 7123-4567", "phone: 123"])
  func whenPhoneNumberIsIncomplete_shouldRefuseItWithoutSending(typed: String) async throws {
    let app = OnboardingTestApp()
    app.start(api: APIStub.builder().build())
    let phone = try app.viewModel(route: \.phone)

    phone.input = typed
    await phone.submit()

    assertInlineSnapshot(of: "\(phone.input) → \(phone.state)", as: .lines, case: typed) {
      """
      ▸ 7
      +44 7 → invalidNumber
      ▸ +44 7123
      +44 7123 → invalidNumber
      ▸ 07123 45678
      +44 7123 45678 → invalidNumber
      ▸ +44 (0) 7123-4567
      +44 7123 4567 → invalidNumber
      ▸ phone: 123
      +44 123 → invalidNumber
      """
    }
  }
  // snippet-end
}
