// Phone and SMS, then the sign-in steps the backend asks for: a face check, a new passcode.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension OnboardingCoordinator {
  /// Where signing in leads once the backend says it is complete.
  enum SignInDestination {
    /// A new user: the onboarding screens.
    case onboarding
    /// A user whose onboarding is done, signing in with the SMS code: the main app.
    case returningUser
    /// A user who reset a forgotten passcode: the main app.
    case unlocked
  }

  func showPhone() {
    let viewModel = PhoneViewModel(api: api, analytics: analytics) { [weak self] phone, challenge in
      guard let self else { return }
      storage.phone = phone
      storage.otpID = challenge.otpID
      showSMS(phone: phone, otpID: challenge.otpID)
    }
    show(.phone(viewModel), step: .phone)
  }

  func showSMS(phone: String, otpID: String) {
    let viewModel = SMSViewModel(
      phone: phone,
      otpID: otpID,
      dependencies: dependencies,
      onCodeResent: { [weak self] challenge in self?.storage.otpID = challenge.otpID },
      onConfirmed: { [weak self] confirmation in try await self?.signedIn(with: confirmation) }
    )
    show(.sms(viewModel), step: .sms)
  }

  private func signedIn(with confirmation: SMSConfirmation) async throws {
    storage.accessToken = confirmation.accessToken
    storage.refreshToken = confirmation.refreshToken
    storage.otpID = nil
    try await follow(
      confirmation.nextAction,
      tempToken: confirmation.tempToken,
      purpose: .create,
      then: confirmation.isReturningUser ? .returningUser : .onboarding
    )
  }

  /// Takes the sign-in step the backend asked for; the backend decides the order, so a step it
  /// adds (a face check on an unknown device) needs no change here.
  func follow(
    _ next: AuthNextAction,
    tempToken: String?,
    purpose: PasscodeViewModel.Purpose,
    then destination: SignInDestination
  ) async throws {
    switch next {
    case .faceCheck:
      guard let tempToken else { throw MissingValue(name: "The face check's temp_token") }
      showFaceCheck(tempToken: tempToken, purpose: purpose, then: destination)
    case .setupPasscode:
      showPasscodeSetup(tempToken: tempToken, purpose: purpose, then: destination)
    case .authenticationCompleted:
      try await signInCompleted(then: destination)
    }
  }

  private func showFaceCheck(tempToken: String, purpose: PasscodeViewModel.Purpose, then destination: SignInDestination)
  {
    let viewModel = FaceCheckViewModel(tempToken: tempToken, dependencies: dependencies) { [weak self] next in
      try await self?.follow(next.nextAction, tempToken: next.tempToken, purpose: purpose, then: destination)
    }
    show(.faceCheck(viewModel), step: nil)
  }

  /// Asks for a passcode twice, sends it to the backend and keeps it to unlock the app.
  func showPasscodeSetup(tempToken: String?, purpose: PasscodeViewModel.Purpose, then destination: SignInDestination) {
    let viewModel = PasscodeViewModel.creating(purpose: purpose, analytics: analytics) { [weak self] passcode in
      guard let self else { return }
      let next = try await api.send(.setNewPasscode(passcode, tempToken: tempToken))
      if let accessToken = next.accessToken { storage.accessToken = accessToken }
      if let refreshToken = next.refreshToken { storage.refreshToken = refreshToken }
      storage.passcode = passcode
      analytics.track(purpose == .reset ? .passcodeResetCompleted : .passcodeCreated)
      try await follow(next.nextAction, tempToken: next.tempToken, purpose: purpose, then: destination)
    }
    show(.passcode(viewModel), step: destination == .onboarding ? .passcode : nil)
  }

  private func signInCompleted(then destination: SignInDestination) async throws {
    switch destination {
    case .onboarding:
      continueOnboarding()
    case .returningUser:
      let profile = try await api.send(.fetchProfile())
      analytics.track(.returningUserSignedIn)
      openMainApp(with: profile)
    case .unlocked:
      openMainApp(with: try await api.send(.fetchProfile()))
    }
  }

  /// After onboarding: unlock with the passcode, or reset it through the steps the backend asks
  /// for.
  func showUnlock() {
    let viewModel = PasscodeViewModel.unlocking(
      analytics: analytics,
      isCorrect: { [weak self] entry in self?.storage.passcode == entry },
      onUnlocked: { [weak self] in try await self?.signInCompleted(then: .unlocked) },
      onForgot: { [weak self] in try await self?.startPasscodeReset() }
    )
    show(.passcode(viewModel), step: nil)
  }

  private func startPasscodeReset() async throws {
    guard let phone = storage.phone else { throw MissingValue(name: "The phone number in storage") }
    let next = try await api.send(.resetPasscode(phone: phone))
    try await follow(next.nextAction, tempToken: next.tempToken, purpose: .reset, then: .unlocked)
  }
}
