// Phone, SMS and the first passcode; the returning-user shortcut.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension OnboardingCoordinator {
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
    guard confirmation.isReturningUser else { return showPasscodeCreation() }
    let profile = try await api.send(.fetchProfile())
    analytics.track(name: "returning_user_signed_in")
    openMainApp(with: profile)
  }

  func showPasscodeCreation() {
    let viewModel = PasscodeViewModel.creating(analytics: analytics) { [weak self] passcode in
      guard let self else { return }
      storage.passcode = passcode
      analytics.track(name: "passcode_created")
      showUserInfo()
    }
    show(.passcode(viewModel), step: .passcode)
  }
}
