// Personal details, email (optional) and address.

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension OnboardingCoordinator {
  /// The optional screens that apply; all of them until the backend has said.
  var requirements: OnboardingRequirements { storage.requirements ?? .all }

  func showUserInfo() {
    let viewModel = UserInfoViewModel(dependencies: dependencies) { [weak self] requirements in
      guard let self else { return }
      storage.requirements = requirements
      requirements.emailRequired ? showEmail() : showAddress()
    }
    show(.userInfo(viewModel), step: .userInfo)
  }

  func showEmail() {
    let viewModel = EmailViewModel(api: api) { [weak self] in self?.showAddress() }
    show(.email(viewModel), step: .email)
  }

  func showAddress() {
    let viewModel = AddressViewModel(
      api: api,
      onSuggestionsFound: { [weak self] viewModel in self?.show(.addressLookup(viewModel), step: nil) },
      onManualEntry: { [weak self] postcode in self?.showManualAddress(postcode: postcode) },
      onSaved: { [weak self] in self?.showGeolocationAndKYC() }
    )
    show(.address(viewModel), step: .address)
  }

  private func showManualAddress(postcode: String) {
    let viewModel = AddressManualViewModel(postcode: postcode, api: api) { [weak self] in
      self?.showGeolocationAndKYC()
    }
    show(.addressManual(viewModel), step: nil)
  }
}
