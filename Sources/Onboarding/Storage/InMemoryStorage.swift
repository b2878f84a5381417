import Foundation

/// ``OnboardingStorage`` in memory, guarded by a lock.
///
/// ```swift
/// let storage = InMemoryStorage(accessToken: "access", phone: "+441234567890", step: .email)
/// ```
public final class InMemoryStorage: OnboardingStorage, @unchecked Sendable {
  // @unchecked: every stored property is read and written only under `lock`.
  private let lock = NSLock()
  private var values: Values

  /// See ``OnboardingStorage/deviceID``.
  public let deviceID: UUID

  private struct Values {
    var accessToken: String?
    var refreshToken: String?
    var phone: String?
    var otpID: String?
    var passcode: String?
    var step: OnboardingStep?
    var requirements: OnboardingRequirements?
    var pendingTermsVersion: String?
  }

  /// Creates storage holding the given values (all empty by default), on a new device unless
  /// `deviceID` is given.
  public init(
    deviceID: UUID = UUID(),
    accessToken: String? = nil,
    refreshToken: String? = nil,
    phone: String? = nil,
    otpID: String? = nil,
    passcode: String? = nil,
    step: OnboardingStep? = nil,
    requirements: OnboardingRequirements? = nil,
    pendingTermsVersion: String? = nil
  ) {
    self.deviceID = deviceID
    values = Values(
      accessToken: accessToken, refreshToken: refreshToken, phone: phone, otpID: otpID,
      passcode: passcode, step: step, requirements: requirements, pendingTermsVersion: pendingTermsVersion
    )
  }

  private func read<Value>(_ keyPath: KeyPath<Values, Value>) -> Value {
    lock.withLock { values[keyPath: keyPath] }
  }

  private func write<Value>(_ keyPath: WritableKeyPath<Values, Value>, _ value: Value) {
    lock.withLock { values[keyPath: keyPath] = value }
  }

  /// See ``OnboardingStorage/accessToken``.
  public var accessToken: String? {
    get { read(\.accessToken) }
    set { write(\.accessToken, newValue) }
  }
  /// See ``OnboardingStorage/refreshToken``.
  public var refreshToken: String? {
    get { read(\.refreshToken) }
    set { write(\.refreshToken, newValue) }
  }
  /// See ``OnboardingStorage/phone``.
  public var phone: String? {
    get { read(\.phone) }
    set { write(\.phone, newValue) }
  }
  /// See ``OnboardingStorage/otpID``.
  public var otpID: String? {
    get { read(\.otpID) }
    set { write(\.otpID, newValue) }
  }
  /// See ``OnboardingStorage/passcode``.
  public var passcode: String? {
    get { read(\.passcode) }
    set { write(\.passcode, newValue) }
  }
  /// See ``OnboardingStorage/step``.
  public var step: OnboardingStep? {
    get { read(\.step) }
    set { write(\.step, newValue) }
  }
  /// See ``OnboardingStorage/requirements``.
  public var requirements: OnboardingRequirements? {
    get { read(\.requirements) }
    set { write(\.requirements, newValue) }
  }
  /// See ``OnboardingStorage/pendingTermsVersion``.
  public var pendingTermsVersion: String? {
    get { read(\.pendingTermsVersion) }
    set { write(\.pendingTermsVersion, newValue) }
  }
}
