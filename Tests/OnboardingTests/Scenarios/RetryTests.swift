import InlineSnapshot
import Onboarding
import Testing

/// Every screen that sends a request, with the request failing once: the screen says why, and
/// the user's retry sends it again and moves on. One row per screen.
@MainActor
@Suite("Onboarding: network error, then retry", .snapshots(placeholders: .standard))
struct RetryTests {
  static let offline = APIError.transport("offline")

  /// One screen: where the app starts, the stub (failing first), and what the user does. `run`
  /// fails once, retries, and returns the screen's states.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  struct Screen {
    let name: String
    var storage = InMemoryStorage(accessToken: "access-1")
    var kyc = FakeKYC()
    let api: APIStub
    let run: @MainActor (OnboardingTestApp) async throws -> [String]
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  static var screens: [Screen] {
    [
      Screen(
        name: "phone", storage: InMemoryStorage(),
        api: .builder().failure(.phone, offline).success(.phone, .testMake()).build()
      ) { app in
        let phone = try app.viewModel(route: \.phone)
        phone.input = "1234 567890"
        await phone.submit()
        try await phone.pass()
        return try app.stateLines(of: \.phone)
      },
      Screen(
        name: "sms",
        storage: InMemoryStorage(phone: "+441234567890", otpID: "otp-1", step: .sms),
        api: .builder().failure(.sms, offline).success(.sms, .testMake()).build()
      ) { app in
        let sms = try app.viewModel(route: \.sms)
        sms.code = "123456"
        await sms.submit()
        try await sms.pass()
        return try app.stateLines(of: \.sms)
      },
      Screen(
        name: "sms (resend)",
        storage: InMemoryStorage(phone: "+441234567890", otpID: "otp-1", step: .sms),
        api: .builder().failure(.phone, offline).success(.phone, .testMake(otpID: "otp-2")).build()
      ) { app in
        let sms = try app.viewModel(route: \.sms)
        await app.clock.advance(by: .seconds(60))
        await sms.resend()
        await sms.resend()
        return try app.stateLines(of: \.sms)
      },
      Screen(
        name: "passcode (new)",
        storage: InMemoryStorage(accessToken: "access-1", step: .passcode),
        api: .builder().failure(.newPasscode, offline).success(.newPasscode, .testMake()).build()
      ) { app in
        let passcode = try app.viewModel(route: \.passcode)
        passcode.passcode = "123456"
        await passcode.submit()
        passcode.passcode = "123456"
        await passcode.submit()
        passcode.passcode = "123456"
        await passcode.submit()
        return try app.stateLines(of: \.passcode)
      },
      Screen(
        name: "passcode (forgot)",
        storage: InMemoryStorage(accessToken: "access-1", phone: "+441234567890", passcode: "111111", step: .completed),
        api: .builder().failure(.resetPasscode, offline).success(
          .resetPasscode, .testMake(nextAction: .faceCheck, tempToken: "face-temp-1")
        ).build()
      ) { app in
        let unlock = try app.viewModel(route: \.passcode)
        await unlock.forgotPasscode()
        try await unlock.resetPasscode()
        return try app.stateLines(of: \.passcode)
      },
      Screen(
        name: "faceCheck",
        storage: InMemoryStorage(accessToken: "access-1", phone: "+441234567890", passcode: "111111", step: .completed),
        api: .builder()
          .success(.resetPasscode, .testMake(nextAction: .faceCheck, tempToken: "face-temp-1"))
          .failure(.faceCheck, offline)
          .success(.faceCheck, .testMake(nextAction: .setupPasscode, tempToken: "passcode-temp-1"))
          .build()
      ) { app in
        try await app.viewModel(route: \.passcode).resetPasscode()
        let faceCheck = try app.viewModel(route: \.faceCheck)
        await faceCheck.start()
        try await faceCheck.pass()
        return try app.stateLines(of: \.faceCheck)
      },
      Screen(
        name: "userInfo", storage: InMemoryStorage(accessToken: "access-1", step: .userInfo),
        api: .builder().failure(.userInfo, offline).success(.userInfo, .testMake()).build()
      ) { app in
        let userInfo = try app.viewModel(route: \.userInfo)
        userInfo.firstName = "Ada"
        userInfo.lastName = "Lovelace"
        userInfo.dateOfBirth = "10/12/1990"
        await userInfo.submit()
        try await userInfo.pass()
        return try app.stateLines(of: \.userInfo)
      },
      Screen(
        name: "email", storage: InMemoryStorage(accessToken: "access-1", step: .email),
        api: .builder().failure(.email, offline).success(.email).build()
      ) { app in
        let email = try app.viewModel(route: \.email)
        email.email = "ada@example.com"
        await email.submit()
        try await email.pass()
        return try app.stateLines(of: \.email)
      },
      Screen(
        name: "address (search)",
        storage: InMemoryStorage(accessToken: "access-1", step: .address),
        api: .builder().failure(.addressLookup, offline).success(.addressLookup, .testMake()).build()
      ) { app in
        let address = try app.viewModel(route: \.address)
        address.postcode = "SW1A 2AA"
        await address.search()
        await address.search()
        return try app.stateLines(of: \.address)
      },
      Screen(
        name: "addressLookup",
        storage: InMemoryStorage(accessToken: "access-1", step: .address),
        api: .builder().success(.addressLookup, .testMake()).failure(.address, offline).success(.address).build()
      ) { app in
        let address = try app.viewModel(route: \.address)
        address.postcode = "SW1A 2AA"
        await address.search()
        let lookup = try app.viewModel(route: \.addressLookup)
        let first = try #require(lookup.suggestions.first)
        await lookup.select(first)
        await lookup.search()
        await lookup.select(first)
        return try app.stateLines(of: \.address)
      },
      Screen(
        name: "addressManual",
        storage: InMemoryStorage(accessToken: "access-1", step: .address),
        api: .builder().success(.addressLookup, .testMake(addresses: [])).failure(.address, offline).success(.address)
          .build()
      ) { app in
        let address = try app.viewModel(route: \.address)
        address.postcode = "NW1 6XE"
        await address.search()
        address.enterManually()
        let manual = try app.viewModel(route: \.addressManual)
        manual.line1 = "221B Baker Street"
        manual.city = "London"
        await manual.submit()
        try await manual.pass()
        return try app.stateLines(of: \.addressManual)
      },
      Screen(
        name: "geolocationAndKYC",
        storage: InMemoryStorage(accessToken: "access-1", step: .geolocationAndKYC, requirements: .testMake()),
        api: .builder().failure(.kycStart, offline).success(.kycStart, .testMake()).build()
      ) { app in
        let kyc = try app.viewModel(route: \.geolocationAndKYC)
        await kyc.start()
        try await kyc.pass()
        return try app.stateLines(of: \.geolocationAndKYC)
      },
      Screen(
        name: "shareCode", storage: InMemoryStorage(accessToken: "access-1", step: .shareCode),
        api: .builder().failure(.shareCode, offline).success(.shareCode).build()
      ) { app in
        let shareCode = try app.viewModel(route: \.shareCode)
        shareCode.input = "W4K 8R2 P9X"
        await shareCode.submit()
        try await shareCode.pass()
        return try app.stateLines(of: \.shareCode)
      },
      Screen(
        name: "polling",
        storage: InMemoryStorage(accessToken: "access-1", step: .polling),
        api: .builder().failure(.kycStatus, offline).success(.kycStatus, .approved).build()
      ) { app in
        try await app.passPolling()
        return try app.stateLines(of: \.polling)
      },
      Screen(
        name: "terms",
        storage: InMemoryStorage(accessToken: "access-1", step: .polling, pendingTermsVersion: "2024-06"),
        api: .builder().failure(.acceptTerms, offline).success(.acceptTerms).build()
      ) { app in
        let terms = try #require(try app.viewModel(route: \.polling).terms)
        let states = terms.recordStates()
        await terms.accept()
        try await terms.pass()
        return states.values.map { snapshotLine($0) }
      },
      Screen(
        name: "final", storage: InMemoryStorage(accessToken: "access-1", step: .final),
        api: .builder().failure(.profile, offline).success(.profile, .testMake()).build()
      ) { app in
        let final = try app.viewModel(route: \.final)
        await final.load()
        try await final.pass()
        return try app.stateLines(of: \.final)
      },
    ]
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenARequestFails_everyScreenShouldSayWhyAndSendItAgainOnRetry() async throws {
    var table: [String] = []
    for screen in Self.screens {
      let app = OnboardingTestApp(storage: screen.storage, kyc: screen.kyc)
      app.start(api: screen.api)
      let states = try await screen.run(app)
      screen.api.expectAllAnswersUsed()
      let requests = screen.api.recorder.requests.map { "\($0.method) \($0.path)" }
      table.append("\(screen.name): \(requests.joined(separator: ", ")) → \(app.router.path.last?.name ?? "(none)")")
      table.append("  " + states.joined(separator: " → "))
    }

    assertInlineSnapshot(of: table.joined(separator: "\n"), as: .lines) {
      """
      phone: POST /auth/phone, POST /auth/phone → sms
        editing → sending → failed("No connection. Check your internet and try again.") → sending → editing
      sms: POST /auth/sms, POST /auth/sms → passcode
        editing → verifying → failed("No connection. Check your internet and try again.") → verifying → editing
      sms (resend): POST /auth/phone, POST /auth/phone → sms
        editing → resending → failed("No connection. Check your internet and try again.") → resending → editing
      passcode (new): POST /auth/new-passcode, POST /auth/new-passcode → userInfo
        editing → processing → failed("No connection. Check your internet and try again.") → processing → editing
      passcode (forgot): POST /auth/reset-pass, POST /auth/reset-pass → faceCheck
        editing → processing → failed("No connection. Check your internet and try again.") → processing → editing
      faceCheck: POST /auth/reset-pass, POST /auth/face-check, POST /auth/face-check → passcode
        ready → capturing → confirming → failed("No connection. Check your internet and try again.") → capturing → confirming → ready
      userInfo: POST /onboarding/user, POST /onboarding/user → email
        editing → saving → failed("No connection. Check your internet and try again.") → saving → editing
      email: POST /onboarding/email, POST /onboarding/email → address
        editing → saving → failed("No connection. Check your internet and try again.") → saving → editing
      address (search): GET /address/lookup, GET /address/lookup → addressLookup
        editing → searching → failed("No connection. Check your internet and try again.") → searching → suggestions(…)
      addressLookup: GET /address/lookup, POST /onboarding/address, POST /onboarding/address → geolocationAndKYC
        editing → searching → suggestions(…) → saving → failed("No connection. Check your internet and try again.") → suggestions(…) → saving → suggestions(…)
      addressManual: GET /address/lookup, POST /onboarding/address, POST /onboarding/address → geolocationAndKYC
        editing → saving → failed("No connection. Check your internet and try again.") → saving → editing
      geolocationAndKYC: POST /kyc/start, POST /kyc/start → polling
        ready → locating → startingSession → failed("No connection. Check your internet and try again.") → locating → startingSession → verifying → ready
      shareCode: POST /onboarding/share-code, POST /onboarding/share-code → polling
        editing → saving → failed("No connection. Check your internet and try again.") → saving → editing
      polling: GET /kyc/status, GET /kyc/status → polling
        idle → checking(attempt: 1) → checking(attempt: 2) → approved
      terms: POST /terms/accept, POST /terms/accept → final
        reading → accepting → failed("No connection. Check your internet and try again.") → accepting → reading
      final: GET /profile, GET /profile → final
        loading → failed("No connection. Check your internet and try again.") → loading → loaded(…)
      """
    }
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension OnboardingTestApp {
  /// The states of the latest screen of case `route`, one short line each: a payload longer than
  /// an error message (the addresses found, the profile) is written `(…)`.
  func stateLines<Screen: StateRecordingScreen>(
    of route: KeyPath<OnboardingRoute, Screen?>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    try states(of: route, sourceLocation: sourceLocation).values.map { state in
      let line = snapshotLine(state)
      guard line.count > 70, let payload = line.firstIndex(of: "(") else { return line }
      return line[..<payload] + "(…)"
    }
  }
}
