import Foundation
import InlineSnapshot
import Onboarding
import Testing  // for the DSL's source locations
import XCTest

/// The same DSL and snapshots in an `XCTestCase`: failures go to XCTest.
final class PhoneSignInXCTests: XCTestCase {
  override func invokeTest() {
    withSnapshotTesting(placeholders: .standard) { super.invokeTest() }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor
  func testWhenPhoneIsTooShort_shouldRefuseItAndSendTheCorrectedOne() async throws {
    let api = APIStub.builder().success(.phone, .testMake()).build()
    let app = OnboardingTestApp()
    app.start(api: api)
    let phone = try app.viewModel(route: \.phone)

    phone.input = "1234"
    await phone.submit()
    try await phone.pass()

    XCTAssertEqual(api.unusedAnswers, [])
    assertInlineSnapshot(of: try app.states(of: \.phone), as: .states) {
      """
      editing
      invalidNumber
      editing
      sending
      editing
      """
    }
    api.expectInlineSnapshot(.full) {
      """
      POST /auth/phone
      {
        "phone" : "+441234567890"
      }
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor
  func testWhenOffline_shouldShowTheErrorAndSendTheCodeOnRetry() async throws {
    let api = APIStub.builder()
      .failure(.phone, URLError(.notConnectedToInternet))
      .success(.phone, .testMake())
      .build()
    let app = OnboardingTestApp()
    app.start(api: api)
    let phone = try app.viewModel(route: \.phone)

    phone.input = "1234 567890"
    await phone.submit()
    try await phone.pass()

    XCTAssertEqual(api.unusedAnswers, [])
    assertInlineSnapshot(of: try app.states(of: \.phone), as: .states) {
      """
      editing
      sending
      failed("No connection. Check your internet and try again.")
      sending
      editing
      """
    }
    api.expectInlineSnapshot {
      """
      POST /auth/phone
      POST /auth/phone
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      phone
      sms
      """
    }
  }
}
