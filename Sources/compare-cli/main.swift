import CompareKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// NB: the executable is only wiring: every command lives in CompareKit, where a user's own
// executable calls the same entry point with its own pairs.
exit(CompareCLI.main(pairs: FeaturePair.builtIn))
