import CompareKit
import CompareKitTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// NB: what a user's executable is: the built-in pairs and its own, through the one entry point.
exit(CompareCLI.main(pairs: FeaturePair.builtIn + FeaturePair.testPairs))
