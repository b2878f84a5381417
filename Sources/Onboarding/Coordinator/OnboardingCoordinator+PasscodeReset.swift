// After onboarding: unlock with the passcode, or reset it through a face check.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension OnboardingCoordinator {
  func showUnlock() {
    let viewModel = PasscodeViewModel.unlocking(
      analytics: analytics,
      isCorrect: { [weak self] entry in self?.storage.passcode == entry },
      onUnlocked: { [weak self] in try await self?.openMainAppWithProfile() },
      onForgot: { [weak self] in try await self?.startPasscodeReset() }
    )
    show(.passcode(viewModel), step: nil)
  }

  private func startPasscodeReset() async throws {
    guard let phone = storage.phone else { throw MissingStoredValue(name: "phone") }
    let reset = try await api.send(.resetPasscode(phone: phone))
    let viewModel = FaceCheckViewModel(reset: reset, dependencies: dependencies) { [weak self] confirmation in
      self?.showNewPasscode(authorizedBy: confirmation)
    }
    show(.faceCheck(viewModel), step: nil)
  }

  private func showNewPasscode(authorizedBy confirmation: FaceCheckConfirmation) {
    let viewModel = PasscodeViewModel.creating(purpose: .reset, analytics: analytics) { [weak self] passcode in
      guard let self else { return }
      let tokens = try await api.send(.setNewPasscode(passcode, passcodeToken: confirmation.passcodeToken))
      storage.accessToken = tokens.accessToken
      storage.refreshToken = tokens.refreshToken
      storage.passcode = passcode
      analytics.track(name: "passcode_reset_completed")
      try await openMainAppWithProfile()
    }
    show(.passcode(viewModel), step: nil)
  }

  private func openMainAppWithProfile() async throws {
    let profile = try await api.send(.fetchProfile())
    openMainApp(with: profile)
  }
}
