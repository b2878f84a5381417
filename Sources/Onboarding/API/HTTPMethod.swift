/// The HTTP verbs the onboarding backend uses.
public enum HTTPMethod: String, Sendable, Hashable {
  case get = "GET"
  case post = "POST"
}
