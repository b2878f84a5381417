import Onboarding
import Testing

@Suite("APIStub")
struct APIStubTests {
  @Test
  func answersInOrderPerEndpointAndRecordsEveryCall() async throws {
    let api = APIStub.builder()
      .failure(.sms, APIError.invalidSMSCode)
      .success(.sms, .testMake(accessToken: "second"))
      .build()

    await #expect(throws: APIError.invalidSMSCode) { try await api.send(.confirmSMS(otpID: "otp-1", code: "000000")) }
    let confirmation = try await api.send(.confirmSMS(otpID: "otp-1", code: "123456"))

    #expect(confirmation.accessToken == "second")
    api.expectInlineSnapshot(.full) {
      """
      POST /auth/sms
      {
        "code" : "000000",
        "otp_id" : "otp-1"
      }

      POST /auth/sms
      {
        "code" : "123456",
        "otp_id" : "otp-1"
      }
      """
    }
    api.expectAllAnswersUsed()
  }

  @Test
  func anUnstubbedCallFailsTheTestNamingTheEndpoint() async throws {
    let api = APIStub.builder().build()
    await withKnownIssue {
      await #expect(throws: APIStubError.self) { try await api.send(.fetchProfile()) }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "APIStub: no answer for GET /profile. Add .success(…) or .failure(…) for it to the builder."
      ]
    }
  }

  @Test
  func anOverusedAnswerFailsTheTest() async throws {
    let api = APIStub.builder().success(.phone, .testMake()).build()
    _ = try await api.send(.requestSMS(phone: "+441234567890"))
    await withKnownIssue {
      await #expect(throws: APIStubError.self) { try await api.send(.requestSMS(phone: "+441234567890")) }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "APIStub: POST /auth/phone was called more than the 1 time(s) stubbed. Raise numberOfAllowedCalls or add "
          + "another answer."
      ]
    }
  }

  @Test
  func anUnusedAnswerIsReported() {
    let api = APIStub.builder().success(.profile, .testMake()).build()
    withKnownIssue {
      api.expectAllAnswersUsed()
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["APIStub: GET /profile was stubbed for 1 call(s) but called 0 time(s)."]
    }
  }
}
