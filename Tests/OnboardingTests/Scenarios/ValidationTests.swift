import InlineSnapshot
import Onboarding
import Testing

/// Validation as the user meets it on each screen: the timeline shows which field errors appear
/// on "Continue" and that each goes as soon as its field is edited. Nothing is sent until the
/// input is valid.
@MainActor
@Suite("Onboarding: validation on the screens", .snapshots(placeholders: .standard))
struct ValidationTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenUnder18_shouldRefuseTheDateOfBirthUntilCorrected() async throws {
    let api = APIStub.builder().success(.userInfo, .testMake()).build()
    let app = OnboardingTestApp(storage: InMemoryStorage(accessToken: "access-1", step: .userInfo))
    app.start(api: api)
    let userInfo = try app.viewModel(route: \.userInfo)
    let timeline = userInfo.timeline()

    await timeline.record(after: "submit() empty") { await userInfo.submit() }
    timeline.record(after: "type the name") {
      userInfo.firstName = "Ada"
      userInfo.lastName = "Lovelace"
    }
    timeline.record(after: "type 18/05/2008") { userInfo.dateOfBirth = "18/05/2008" }
    await timeline.record(after: "submit()") { await userInfo.submit() }
    timeline.record(after: "type 17/05/2008") { userInfo.dateOfBirth = "17/05/2008" }
    await timeline.record(after: "submit()") { await userInfo.submit() }

    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: timeline, as: .states(.changes)) {
      """
      ▿ UserInfoScreen
        - state: UserInfoViewModel.State.editing
        - firstName: ""
        - lastName: ""
        - dateOfBirth: ""
        - nationality: "GB"
        - errors: 0 key/value pairs

      → submit() empty
        + errors["dateOfBirth"]: "Enter your date of birth as DD/MM/YYYY."
        + errors["firstName"]: "Enter your first name."
        + errors["lastName"]: "Enter your last name."

      → type the name
        firstName: "" → "Ada"

      →
        - errors["firstName"]: "Enter your first name."

      →
        lastName: "" → "Lovelace"

      →
        - errors["lastName"]: "Enter your last name."

      → type 18/05/2008
        dateOfBirth: "" → "18/05/2008"

      →
        - errors["dateOfBirth"]: "Enter your date of birth as DD/MM/YYYY."

      → submit()
        + errors["dateOfBirth"]: "You must be 18 or older."

      → type 17/05/2008
        dateOfBirth: "18/05/2008" → "17/05/2008"

      →
        - errors["dateOfBirth"]: "You must be 18 or older."

      → submit()
        state: UserInfoViewModel.State.editing → UserInfoViewModel.State.saving

      →
        state: UserInfoViewModel.State.saving → UserInfoViewModel.State.editing
      """
    }
    api.expectInlineSnapshot(.full) {
      """
      POST /onboarding/user
      {
        "date_of_birth" : "2008-05-17",
        "first_name" : "Ada",
        "last_name" : "Lovelace",
        "nationality" : "GB"
      }
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenEmailIsInvalid_shouldSayItUntilEdited() async throws {
    let api = APIStub.builder().success(.email).build()
    let app = OnboardingTestApp(storage: InMemoryStorage(accessToken: "access-1", step: .email))
    app.start(api: api)
    let email = try app.viewModel(route: \.email)
    let timeline = email.timeline()

    timeline.record(after: "type ada@example") { email.email = "ada@example" }
    await timeline.record(after: "submit()") { await email.submit() }
    timeline.record(after: "type ada@example.com") { email.email = "ada@example.com" }
    await timeline.record(after: "submit()") { await email.submit() }

    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: timeline, as: .states(.changes)) {
      """
      ▿ EmailScreen
        - state: EmailViewModel.State.editing
        - email: ""

      → type ada@example
        email: "" → "ada@example"

      → submit()
        state: EmailViewModel.State.editing → EmailViewModel.State.invalidEmail

      → type ada@example.com
        email: "ada@example" → "ada@example.com"

      →
        state: EmailViewModel.State.invalidEmail → EmailViewModel.State.editing

      → submit()
        state: EmailViewModel.State.editing → EmailViewModel.State.saving

      →
        state: EmailViewModel.State.saving → EmailViewModel.State.editing
      """
    }
    api.expectInlineSnapshot(.full) {
      """
      POST /onboarding/email
      {
        "email" : "ada@example.com"
      }
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenPostcodeIsInvalid_shouldSayItUntilEdited() async throws {
    let api = APIStub.builder().success(.addressLookup, .testMake(addresses: [.testMake()])).build()
    let app = OnboardingTestApp(storage: InMemoryStorage(accessToken: "access-1", step: .address))
    app.start(api: api)
    let address = try app.viewModel(route: \.address)
    let timeline = address.timeline()

    timeline.record(after: "type SW1") { address.postcode = "SW1" }
    await timeline.record(after: "search()") { await address.search() }
    timeline.record(after: "type sw1a2aa") { address.postcode = "sw1a2aa" }
    await timeline.record(after: "search()") { await address.search() }

    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: timeline, as: .states(.changes)) {
      """
      ▿ AddressScreen
        - state: AddressViewModel.State.editing
        - postcode: ""

      → type SW1
        postcode: "" → "SW1"

      → search()
        state: AddressViewModel.State.editing → AddressViewModel.State.invalidPostcode

      → type sw1a2aa
        postcode: "SW1" → "sw1a2aa"

      →
        state: AddressViewModel.State.invalidPostcode → AddressViewModel.State.editing

      → search()
        postcode: "sw1a2aa" → "SW1A 2AA"

      →
        state: AddressViewModel.State.editing → AddressViewModel.State.searching

      →
        state: AddressViewModel.State.searching → AddressViewModel.State.suggestions([Address(line1: "10 Downing Street", line2: "", city: "London", postcode: "SW1A 2AA")])
      """
    }
    api.expectInlineSnapshot(.full) {
      """
      GET /address/lookup?postcode=SW1A%202AA
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenShareCodeIsShort_shouldSayItUntilEdited() async throws {
    let api = APIStub.builder().success(.shareCode).build()
    let app = OnboardingTestApp(storage: InMemoryStorage(accessToken: "access-1", step: .shareCode))
    app.start(api: api)
    let shareCode = try app.viewModel(route: \.shareCode)
    let timeline = shareCode.timeline()

    timeline.record(after: "type w4k8r2") { shareCode.input = "w4k8r2" }
    await timeline.record(after: "submit()") { await shareCode.submit() }
    timeline.record(after: "type w4k8r2p9x") { shareCode.input = "w4k8r2p9x" }
    await timeline.record(after: "submit()") { await shareCode.submit() }

    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: timeline, as: .states(.changes)) {
      """
      ▿ ShareCodeScreen
        - state: ShareCodeViewModel.State.editing
        - input: ""

      → type w4k8r2
        input: "" → "W4K 8R2"

      → submit()
        state: ShareCodeViewModel.State.editing → ShareCodeViewModel.State.invalidCode

      → type w4k8r2p9x
        input: "W4K 8R2" → "W4K 8R2 P9X"

      →
        state: ShareCodeViewModel.State.invalidCode → ShareCodeViewModel.State.editing

      → submit()
        state: ShareCodeViewModel.State.editing → ShareCodeViewModel.State.saving

      →
        state: ShareCodeViewModel.State.saving → ShareCodeViewModel.State.editing
      """
    }
    api.expectInlineSnapshot(.full) {
      """
      POST /onboarding/share-code
      {
        "share_code" : "W4K8R2P9X"
      }
      """
    }
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test
  func whenManualAddressIsIncomplete_shouldMarkEachFieldUntilEdited() async throws {
    let api = APIStub.builder()
      .success(.addressLookup, .testMake(addresses: []))
      .success(.address)
      .build()
    let app = OnboardingTestApp(storage: InMemoryStorage(accessToken: "access-1", step: .address))
    app.start(api: api)
    let address = try app.viewModel(route: \.address)
    address.postcode = "NW1 6XE"
    await address.search()
    address.enterManually()
    let manual = try app.viewModel(route: \.addressManual)
    let timeline = manual.timeline()

    timeline.record(after: "clear the postcode") { manual.postcode = "" }
    await timeline.record(after: "submit()") { await manual.submit() }
    timeline.record(after: "type the street and town") {
      manual.line1 = "221B Baker Street"
      manual.city = "London"
    }
    await timeline.record(after: "submit()") { await manual.submit() }
    timeline.record(after: "type nw16xe") { manual.postcode = "nw16xe" }
    await timeline.record(after: "submit()") { await manual.submit() }

    api.expectAllAnswersUsed()
    assertInlineSnapshot(of: timeline, as: .states(.changes)) {
      """
      ▿ AddressManualScreen
        - state: AddressManualViewModel.State.editing
        - line1: ""
        - line2: ""
        - city: ""
        - postcode: "NW1 6XE"
        - errors: 0 key/value pairs

      → clear the postcode
        postcode: "NW1 6XE" → ""

      → submit()
        + errors["city"]: "Enter your town or city."
        + errors["line1"]: "Enter the first line of your address."
        + errors["postcode"]: "Enter a UK postcode."

      → type the street and town
        line1: "" → "221B Baker Street"

      →
        - errors["line1"]: "Enter the first line of your address."

      →
        city: "" → "London"

      →
        - errors["city"]: "Enter your town or city."

      → submit()
        (no change)

      → type nw16xe
        postcode: "" → "nw16xe"

      →
        - errors["postcode"]: "Enter a UK postcode."

      → submit()
        state: AddressManualViewModel.State.editing → AddressManualViewModel.State.saving

      →
        state: AddressManualViewModel.State.saving → AddressManualViewModel.State.editing
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
}
