import CompareKit
import TodosCompare

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The whole program: compare-cli's commands over the built-in pairs and this package's own.
exit(CompareCLI.main(pairs: FeaturePair.builtIn + [.todos]))
