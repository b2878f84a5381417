/// Carries a non-`Sendable` value into a task that the sender waits for.
///
/// Sound only as a hand-off: the sender does not touch the value until the receiving task is done
/// (or abandoned after a timeout, when the sender never touches it again).
struct UncheckedTransfer<Value>: @unchecked Sendable {
  var value: Value
}
