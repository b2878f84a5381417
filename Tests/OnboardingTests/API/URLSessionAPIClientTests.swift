import Foundation
import InlineSnapshot
import Onboarding
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("URLSessionAPIClient", .snapshots(placeholders: .standard))
struct URLSessionAPIClientTests {
  @Test
  func sendsJSONRequestsWithTheAccessTokenOnlyWhereRequired() async throws {
    let backend = FakeBackend()
    backend.respond(to: "POST /auth/phone", json: #"{"otp_id": "otp-7"}"#)
    backend.respond(
      to: "POST /auth/new-passcode", json: #"{"next_action": "authentication_completed", "access_token": "access-2"}"#)
    backend.respond(to: "GET /address/lookup", json: #"{"addresses": []}"#)
    backend.respond(
      to: "GET /profile",
      json: #"{"id": "user-1", "first_name": "Ada", "last_name": "Lovelace", "phone": "+441234567890"}"#)
    let storage = InMemoryStorage(accessToken: "access-1")
    let api = URLSessionAPIClient(baseURL: backend.baseURL, session: backend.session, storage: storage)

    let challenge = try await api.send(.requestSMS(phone: "+441234567890"))
    _ = try await api.send(.setNewPasscode("123456", tempToken: "temp-1"))
    _ = try await api.send(.lookUpAddresses(postcode: "SW1A 2AA"))
    let profile = try await api.send(.fetchProfile())

    #expect(challenge == PhoneChallenge(otpID: "otp-7"))
    #expect(profile == Profile(id: "user-1", firstName: "Ada", lastName: "Lovelace", phone: "+441234567890"))
    #expect(
      backend.recorder.requests.map { $0.value(forHTTPHeaderField: "X-Device-ID") }
        == Array(repeating: storage.deviceID.uuidString, count: 4))
    assertInlineSnapshot(
      of: backend.recorder,
      as: .requests(headers: ["Authorization", "Content-Type"], redacting: ["passcode", "temp_token"])
    ) {
      """
      POST /auth/phone
      Content-Type: application/json
      {
        "phone" : "+441234567890"
      }

      POST /auth/new-passcode
      Authorization: Bearer access-1
      Content-Type: application/json
      {
        "passcode" : "<redacted>",
        "temp_token" : "<redacted>"
      }

      GET /address/lookup?postcode=SW1A%202AA
      Authorization: Bearer access-1

      GET /profile
      Authorization: Bearer access-1
      """
    }
  }

  @Test
  func turnsErrorStatusesIntoAPIErrorsWithTheBackendsCode() async throws {
    let backend = FakeBackend()
    backend.respond(to: "POST /auth/sms", status: 422, json: #"{"code": "invalid_code"}"#)
    let api = URLSessionAPIClient(baseURL: backend.baseURL, session: backend.session, storage: InMemoryStorage())

    await #expect(throws: APIError.invalidSMSCode) {
      try await api.send(.confirmSMS(otpID: "otp-1", code: "000000"))
    }
  }

  /// The words of a transport failure are the URL loading system's, which differ between platforms
  /// and OS versions: the snapshot asserts that it is a network error and leaves the words to a matcher.
  @Test
  func reportsATransportFailureInTheLoadingSystemsOwnWords() async throws {
    let backend = FakeBackend()
    backend.fail("POST /auth/phone", with: .notConnectedToInternet)
    let api = URLSessionAPIClient(baseURL: backend.baseURL, session: backend.session, storage: InMemoryStorage())

    let error = await #expect(throws: APIError.self) {
      try await api.send(.requestSMS(phone: "+441234567890"))
    }

    assertInlineSnapshot(of: error.map { "\($0)" }, as: .lines) {
      """
      Network error: <any>
      """
    }
  }

  @Test
  func acceptsAnEmptyBodyForEndpointsWithoutData() async throws {
    let backend = FakeBackend()
    backend.respond(to: "POST /terms/accept", json: "")
    let api = URLSessionAPIClient(
      baseURL: backend.baseURL, session: backend.session, storage: InMemoryStorage(accessToken: "a"))

    let answer = try await api.send(.acceptTerms(version: "2024-06"))

    #expect(answer == EmptyResponse())
    assertInlineSnapshot(of: backend.recorder, as: .requests) {
      """
      POST /terms/accept
      {
        "version" : "2024-06"
      }
      """
    }
  }
}
