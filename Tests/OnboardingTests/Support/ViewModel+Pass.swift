import Onboarding
import Testing

// `pass()`: what a user does to get through each screen with valid input. Each one fails the test
// (and throws) when the screen does not accept it, so a scenario stops at the screen that broke.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PhoneViewModel {
  /// Types `number` and taps "Send code".
  func pass(number: String = "1234 567890", sourceLocation: SourceLocation = #_sourceLocation) async throws {
    input = number
    await submit()
    try #require(state == .editing, "Phone screen did not pass: \(state)", sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension SMSViewModel {
  /// Types `code` and submits it.
  func pass(code: String = "123456", sourceLocation: SourceLocation = #_sourceLocation) async throws {
    self.code = code
    await submit()
    try #require(state == .editing, "SMS screen did not pass: \(state)", sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PasscodeViewModel {
  /// Enters `passcode` twice when creating, once when unlocking.
  func pass(passcode: String = "123456", sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let entries = purpose == .unlock ? 1 : 2
    for _ in 0..<entries {
      self.passcode = passcode
      await submit()
      try #require(state == .editing, "Passcode screen did not pass: \(state)", sourceLocation: sourceLocation)
    }
  }

  /// Taps "Forgot passcode?".
  func resetPasscode(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try #require(
      canResetPasscode, "Passcode screen offers no reset (purpose \(purpose))", sourceLocation: sourceLocation)
    await forgotPasscode()
    try #require(state == .editing, "Passcode reset did not start: \(state)", sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FaceCheckViewModel {
  /// Films the face.
  func pass(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    await start()
    try #require(state == .ready, "Face check did not pass: \(state)", sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension UserInfoViewModel {
  /// Fills in Ada Lovelace, born 10/12/1990, British.
  func pass(nationality: String = "GB", sourceLocation: SourceLocation = #_sourceLocation) async throws {
    firstName = "Ada"
    lastName = "Lovelace"
    dateOfBirth = "10/12/1990"
    self.nationality = nationality
    await submit()
    try #require(
      state == .editing && fieldErrors.isEmpty, "User info screen did not pass: \(state) \(fieldErrors)",
      sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension EmailViewModel {
  /// Types `email` and submits it.
  func pass(email: String = "ada@example.com", sourceLocation: SourceLocation = #_sourceLocation) async throws {
    self.email = email
    await submit()
    try #require(state == .editing, "Email screen did not pass: \(state)", sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension AddressViewModel {
  /// Searches `postcode` and picks the first address found.
  func pass(postcode: String = "SW1A 2AA", sourceLocation: SourceLocation = #_sourceLocation) async throws {
    self.postcode = postcode
    await search()
    let first = try #require(
      suggestions.first, "Address lookup found nothing: \(state)", sourceLocation: sourceLocation)
    await select(first)
    try #require(
      state == .suggestions(suggestions), "Address screen did not pass: \(state)", sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension AddressManualViewModel {
  /// Types 221B Baker Street, London, and keeps the postcode the form was prefilled with.
  func pass(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    line1 = "221B Baker Street"
    city = "London"
    await submit()
    try #require(
      state == .editing && fieldErrors.isEmpty, "Manual address screen did not pass: \(state) \(fieldErrors)",
      sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension GeolocationAndKYCViewModel {
  /// Shares the location and goes through the SDK.
  func pass(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    await start()
    try #require(state == .ready, "KYC screen did not pass: \(state)", sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ShareCodeViewModel {
  /// Types `code` and submits it.
  func pass(code: String = "W4K 8R2 P9X", sourceLocation: SourceLocation = #_sourceLocation) async throws {
    input = code
    await submit()
    try #require(state == .editing, "Share code screen did not pass: \(state)", sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension PollingViewModel {
  /// Polls until a decision or the limit, advancing `clock` each time polling sleeps; no real
  /// waiting.
  func poll(advancing clock: TestClock) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.start() }
      group.addTask {
        while !Task.isCancelled {
          do { try await clock.waitForSleepers() } catch { return }
          await clock.advanceToNextDeadline()
        }
      }
      await group.next()
      group.cancelAll()
    }
  }

  /// Polls until approved (see ``poll(advancing:)``); fails when rejected or timed out.
  func pass(advancing clock: TestClock, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    await poll(advancing: clock)
    try #require(state == .approved, "Polling did not pass: \(state)", sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TermsViewModel {
  /// Accepts the terms.
  func pass(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    await accept()
    try #require(state == .reading, "Terms modal did not pass: \(state)", sourceLocation: sourceLocation)
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension FinalViewModel {
  /// Loads the greeting and taps "Start banking".
  func pass(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    await load()
    try #require(greeting != nil, "Final screen did not load: \(state)", sourceLocation: sourceLocation)
    finish()
  }
}
