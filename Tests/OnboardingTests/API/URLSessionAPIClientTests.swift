import Foundation
import Onboarding
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("URLSessionAPIClient")
struct URLSessionAPIClientTests {
  @Test
  func buildsJSONRequestsAndAddsTheAccessTokenOnlyWhereRequired() async throws {
    let backend = FakeBackend()
    backend.respond(to: "POST /auth/phone", json: #"{"otp_id": "otp-7"}"#)
    backend.respond(to: "GET /profile", json: #"{"id": "user-1", "first_name": "Ada", "last_name": "Lovelace", "phone": "+441234567890"}"#)
    let storage = InMemoryStorage(accessToken: "access-1")
    let api = URLSessionAPIClient(baseURL: backend.baseURL, session: backend.session, storage: storage)

    let challenge = try await api.send(.requestSMS(phone: "+441234567890"))
    let profile = try await api.send(.fetchProfile())

    #expect(challenge == PhoneChallenge(otpID: "otp-7"))
    #expect(profile == Profile(id: "user-1", firstName: "Ada", lastName: "Lovelace", phone: "+441234567890"))
    let requests = backend.requests
    try #require(requests.count == 2)
    #expect(requests[0].httpMethod == "POST")
    #expect(requests[0].url?.path == "/auth/phone")
    #expect(requests[0].value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(requests[0].value(forHTTPHeaderField: "Authorization") == nil)
    #expect(requests[0].httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"phone":"+441234567890"}"#)
    #expect(requests[1].httpMethod == "GET")
    #expect(requests[1].url?.path == "/profile")
    #expect(requests[1].value(forHTTPHeaderField: "Authorization") == "Bearer access-1")
  }

  @Test
  func sendsQueryItems() async throws {
    let backend = FakeBackend()
    backend.respond(to: "GET /address/lookup", json: #"{"addresses": [{"line1": "10 Downing Street", "line2": "", "city": "London", "postcode": "SW1A 2AA"}]}"#)
    let api = URLSessionAPIClient(baseURL: backend.baseURL, session: backend.session, storage: InMemoryStorage(accessToken: "a"))

    let found = try await api.send(.lookUpAddresses(postcode: "SW1A 2AA"))

    #expect(found.addresses.map(\.line1) == ["10 Downing Street"])
    #expect(backend.requests.first?.url?.query == "postcode=SW1A%202AA")
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

  @Test
  func acceptsAnEmptyBodyForEndpointsWithoutData() async throws {
    let backend = FakeBackend()
    backend.respond(to: "POST /terms/accept", json: "")
    let api = URLSessionAPIClient(baseURL: backend.baseURL, session: backend.session, storage: InMemoryStorage(accessToken: "a"))

    let answer = try await api.send(.acceptTerms(version: "2024-06"))

    #expect(answer == EmptyResponse())
    #expect(backend.requests.first?.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"version":"2024-06"}"#)
  }
}
