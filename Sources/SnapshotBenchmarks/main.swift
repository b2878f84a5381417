print("snapshot-benchmarks: not implemented yet")
