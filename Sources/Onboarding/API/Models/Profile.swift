/// The signed-in user as `GET /profile` returns it.
public struct Profile: Codable, Sendable, Hashable {
  /// The account id.
  public var id: String
  /// Given name.
  public var firstName: String
  /// Family name.
  public var lastName: String
  /// The phone in E.164 form, e.g. `+441234567890`.
  public var phone: String

  /// Creates a profile.
  public init(id: String, firstName: String, lastName: String, phone: String) {
    self.id = id
    self.firstName = firstName
    self.lastName = lastName
    self.phone = phone
  }
}
