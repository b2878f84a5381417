/// The last request a screen sent and the backend's answer, so that submitting the same input
/// again (after going back to the screen) moves on without sending the request twice.
///
/// ```swift
/// if let challenge = answered.answer(for: phone) { return try await onCodeSent(phone, challenge) }
/// let challenge = try await api.send(.requestSMS(phone: phone))
/// answered.remember(challenge, for: phone)
/// ```
struct AnsweredRequest<Input: Equatable & Sendable, Answer: Sendable>: Sendable {
  private var last: (input: Input, answer: Answer)?

  /// The answer the backend gave for `input`, if `input` was the last one sent.
  func answer(for input: Input) -> Answer? {
    guard let last, last.input == input else { return nil }
    return last.answer
  }

  /// Remembers the backend's answer to `input`.
  mutating func remember(_ answer: Answer, for input: Input) {
    last = (input, answer)
  }
}
