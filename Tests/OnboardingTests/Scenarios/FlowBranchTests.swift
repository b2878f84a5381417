import Foundation
import InlineSnapshot
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

    app.router.expectInlineSnapshot {
      """
      reset
      userInfo
      address
      addressLookup
      geolocationAndKYC
      polling
      """
    }
    api.expectInlineSnapshot {
      """
      POST /onboarding/user
      GET /address/lookup
      POST /onboarding/address
      POST /kyc/start
      """
    }
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
    try await userInfo.pass()

    assertInlineSnapshot(of: try app.states(of: \.userInfo), as: .states) {
      """
      editing
      saving
      failed("No connection. Check your internet and try again.")
      saving
      editing
      """
    }
    api.expectInlineSnapshot {
      """
      POST /onboarding/user
      POST /onboarding/user
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      userInfo
      email
      """
    }
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
    try await final.pass()

    #expect(app.userIsReady)
    assertInlineSnapshot(of: try app.states(of: \.final), as: .states) {
      """
      loading
      loading
      failed("No connection. Check your internet and try again.")
      loading
      loaded(Profile(id: "user-1", firstName: "Ada", lastName: "Lovelace", phone: "+441234567890"))
      """
    }
    api.expectInlineSnapshot {
      """
      GET /profile
      GET /profile
      """
    }
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
    address.enterManually()
    try await app.viewModel(route: \.addressManual).pass()

    assertInlineSnapshot(of: try app.states(of: \.address), as: .states) {
      """
      editing
      searching
      noResults
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      address
      addressManual
      geolocationAndKYC
      """
    }
    api.expectInlineSnapshot(.full) {
      """
      GET /address/lookup?postcode=NW1%206XE

      POST /onboarding/address
      {
        "city" : "London",
        "line1" : "221B Baker Street",
        "line2" : "",
        "postcode" : "NW1 6XE"
      }
      """
    }
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
    try await kyc.pass()

    assertInlineSnapshot(of: try app.states(of: \.geolocationAndKYC), as: .states) {
      """
      ready
      locating
      startingSession
      verifying
      cancelled
      locating
      startingSession
      verifying
      ready
      """
    }
    api.expectInlineSnapshot(.full) {
      """
      POST /kyc/start
      {
        "latitude" : 51.508,
        "longitude" : -0.128
      }

      POST /kyc/start
      {
        "latitude" : 51.508,
        "longitude" : -0.128
      }
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      geolocationAndKYC
      polling
      """
    }
  }
}
