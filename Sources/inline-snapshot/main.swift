print("inline-snapshot: not implemented yet")
