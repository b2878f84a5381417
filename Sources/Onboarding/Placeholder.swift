// Placeholder: replaced as the target's issue lands.
