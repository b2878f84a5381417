import Foundation
import Onboarding
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@MainActor
@Suite("Onboarding: flow branches")
struct FlowBranchTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenBackendDoesNotRequireThem_shouldSkipEmailAndShareCode() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .userInfo)
    let api = APIStub.builder()
      .success(.userInfo, .testMake(emailRequired: false, shareCodeRequired: false))
      .success(.addressLookup, .testMake())
      .success(.address)
      .success(.kycStart, .testMake())
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)

    try await app.viewModel(route: \.userInfo).pass()
    try await app.viewModel(route: \.address).pass()
    try await app.passKYC()

    #expect(app.router.pathDescription == "userInfo → address → addressLookup → geolocationAndKYC → polling")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenNetworkFails_shouldShowErrorAndRecoverOnRetry() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .userInfo)
    let api = APIStub.builder()
      .failure(.userInfo, APIError.transport("offline"))
      .success(.userInfo, .testMake())
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)
    let userInfo = try app.viewModel(route: \.userInfo)

    userInfo.firstName = "Ada"
    userInfo.lastName = "Lovelace"
    userInfo.dateOfBirth = "10/12/1990"
    await userInfo.submit()
    #expect(userInfo.state == .failed("No connection. Check your internet and try again."))
    #expect(app.router.pathDescription == "userInfo")

    try await userInfo.pass()
    #expect(app.router.pathDescription == "userInfo → email")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenProfileFailsOnFinalScreen_shouldRetryLoading() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .final)
    let api = APIStub.builder()
      .failure(.profile, URLError(.notConnectedToInternet))
      .success(.profile, .testMake())
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)
    let final = try app.viewModel(route: \.final)

    await final.load()
    #expect(final.state == .failed("No connection. Check your internet and try again."))
    try await final.pass()

    #expect(app.userIsReady)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenPostcodeHasNoAddresses_shouldOfferManualEntry() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .address)
    let api = APIStub.builder()
      .success(.addressLookup, .testMake(addresses: []))
      .success(.address)
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)
    let address = try app.viewModel(route: \.address)

    address.postcode = "nw16xe"
    await address.search()
    #expect(address.state == .noResults)
    address.enterManually()
    let manual = try app.viewModel(route: \.addressManual)
    #expect(manual.postcode == "NW1 6XE")
    try await manual.pass()

    #expect(app.router.pathDescription == "address → addressManual → geolocationAndKYC")
    #expect(api.calls.map(\.description) == [
      "GET /address/lookup?postcode=NW1%206XE",
      #"POST /onboarding/address {"city":"London","line1":"221B Baker Street","line2":"","postcode":"NW1 6XE"}"#,
    ])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenKYCIsCancelled_shouldAllowStartingAgain() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .geolocationAndKYC, requirements: .testMake(shareCodeRequired: false))
    let api = APIStub.builder().success(.kycStart, .testMake(), numberOfAllowedCalls: 2).build()
    let app = OnboardingTestApp(storage: storage, kyc: FakeKYC(outcomes: [.cancelled, .completed]))
    app.start(api: api)
    let kyc = try app.viewModel(route: \.geolocationAndKYC)

    await kyc.start()
    #expect(kyc.state == .cancelled)
    try await kyc.pass()

    #expect(app.router.pathDescription == "geolocationAndKYC → polling")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func pollingGivesUpAfterTheLimitAndChecksAgainOnRequest() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .polling)
    let api = APIStub.builder()
      .success(.kycStatus, .pending, numberOfAllowedCalls: 3)
      .success(.kycStatus, .approved)
      .build()
    let app = OnboardingTestApp(storage: storage, timing: OnboardingTiming(pollingInterval: .seconds(5), pollingAttempts: 3))
    app.start(api: api)
    let polling = try app.viewModel(route: \.polling)

    await polling.poll(advancing: app.clock)
    #expect(polling.state == .timedOut)
    #expect(app.clock.now.offset == .seconds(10))
    #expect(polling.terms == nil)

    await polling.checkAgain()
    #expect(polling.state == .approved)
    #expect(polling.terms?.version == "2024-06")
    #expect(storage.pendingTermsVersion == "2024-06")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func pollingStopsWhenDocumentsAreRejected() async throws {
    let storage = InMemoryStorage(accessToken: "access-1", step: .polling)
    let api = APIStub.builder()
      .success(.kycStatus, .pending)
      .failure(.kycStatus, APIError.http(status: 503, code: nil))
      .success(.kycStatus, .rejected)
      .build()
    let app = OnboardingTestApp(storage: storage)
    app.start(api: api)
    let polling = try app.viewModel(route: \.polling)

    await polling.poll(advancing: app.clock)

    #expect(polling.state == .rejected)
    #expect(polling.terms == nil)
    #expect(app.clock.now.offset == .seconds(10))
    #expect(app.analytics.events.last?.description == "kyc_polling_finished(attempts: 3, status: rejected)")
  }
}
