// Identity verification, share code (optional), waiting for the decision, terms, welcome.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension OnboardingCoordinator {
  func showGeolocationAndKYC() {
    let viewModel = GeolocationAndKYCViewModel(dependencies: dependencies) { [weak self] in
      guard let self else { return }
      requirements.shareCodeRequired ? showShareCode() : showPolling()
    }
    show(.geolocationAndKYC(viewModel), step: .geolocationAndKYC)
  }

  func showShareCode() {
    let viewModel = ShareCodeViewModel(api: api) { [weak self] in self?.showPolling() }
    show(.shareCode(viewModel), step: .shareCode)
  }

  func showPolling() {
    let viewModel = PollingViewModel(dependencies: dependencies, pendingTermsVersion: storage.pendingTermsVersion) {
      [weak self, dependencies] version in
      self?.storage.pendingTermsVersion = version
      return TermsViewModel(version: version, dependencies: dependencies) { [weak self] in
        self?.storage.pendingTermsVersion = nil
        self?.showFinal()
      }
    }
    show(.polling(viewModel), step: .polling)
  }

  func showFinal() {
    let viewModel = FinalViewModel(api: api) { [weak self] profile in
      guard let self else { return }
      analytics.track(.onboardingCompleted)
      openMainApp(with: profile)
    }
    show(.final(viewModel), step: .final)
  }
}
