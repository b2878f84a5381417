enum RewriterFixtures {
  static let all: [String] = []
}
