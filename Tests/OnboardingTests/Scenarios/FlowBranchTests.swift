import Foundation
import InlineSnapshot
import Onboarding
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@MainActor
@Suite("Onboarding: flow branches", .snapshots(placeholders: .standard))
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

    api.expectAllAnswersUsed()
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

  /// Seed 003: `loading, error, loading, data`.
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

    #expect(final.greeting == "Hello, Ada!")
    #expect(app.userIsReady)
    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: try app.states(of: \.final), as: .states) {
      """
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
  func whenPostcodeHasNoAddresses_shouldOfferManualEntryPrefilled() async throws {
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
    let manual = try app.viewModel(route: \.addressManual)
    #expect(manual.postcode == "NW1 6XE")
    try await manual.pass()

    api.expectAllAnswersUsed()
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
    // The postcode sent is the one the form was prefilled with.
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
    let storage = InMemoryStorage(
      accessToken: "access-1", step: .geolocationAndKYC, requirements: .testMake(shareCodeRequired: false))
    let api = APIStub.builder().success(.kycStart, .testMake()).build()
    let app = OnboardingTestApp(storage: storage, kyc: FakeKYC(outcomes: [.cancelled, .completed]))
    app.start(api: api)
    let kyc = try app.viewModel(route: \.geolocationAndKYC)

    await kyc.start()
    try await kyc.pass()

    #expect(app.kyc.verifiedSessions == [.testMake(), .testMake()])
    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: try app.states(of: \.geolocationAndKYC), as: .states) {
      """
      ready
      locating
      startingSession
      verifying
      cancelled
      locating
      verifying
      ready
      """
    }
    // The session opened for the first try serves the second.
    api.expectInlineSnapshot {
      """
      POST /kyc/start
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

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenLocationIsDeniedAndTheSDKFails_shouldSayWhyAndRecover() async throws {
    let storage = InMemoryStorage(
      accessToken: "access-1", step: .geolocationAndKYC, requirements: .testMake(shareCodeRequired: false))
    let api = APIStub.builder().success(.kycStart, .testMake()).build()
    let app = OnboardingTestApp(storage: storage, kyc: FakeKYC(failures: 1), location: FakeLocation(denials: 1))
    app.start(api: api)
    let kyc = try app.viewModel(route: \.geolocationAndKYC)

    // Location refused; the user allows it in Settings and taps Start again.
    await kyc.start()
    // The SDK stops half-way; Start again.
    await kyc.start()
    try await kyc.pass()

    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: try app.states(of: \.geolocationAndKYC), as: .states) {
      """
      ready
      locating
      failed("Allow location access to continue.")
      locating
      startingSession
      verifying
      failed("The identity check stopped before the end. Try again.")
      locating
      verifying
      ready
      """
    }
    api.expectInlineSnapshot {
      """
      POST /kyc/start
      """
    }
    app.router.expectInlineSnapshot {
      """
      reset
      geolocationAndKYC
      polling
      """
    }
    app.analytics.expectInlineSnapshot(excluding: ["screen_viewed", "onboarding_started"]) {
      """
      kyc_finished
        outcome: "failed"
      kyc_finished
        outcome: "completed"
      """
    }
  }
}
