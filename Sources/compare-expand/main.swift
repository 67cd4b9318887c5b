// `compare-expand INPUT OUTPUT`: expands one real TCA or ReactorKit source file for the build
// (the tool behind `ExpandPlugin`). A construct it does not understand is reported as
// `INPUT:line:column: error: …`, which SwiftPM shows at that place in the real file, and
// nothing is written.
import SwiftExpand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  ToolIO.fail("usage: compare-expand INPUT OUTPUT")
}
let (input, output) = (arguments[1], arguments[2])
guard let bytes = ToolIO.read(input) else {
  ToolIO.fail("error: \(input): cannot be read: \(String(cString: strerror(errno)))")
}
do throws(ExpandError) {
  let expanded = try Expander().expand(path: input, bytes: bytes)
  guard ToolIO.write(expanded, to: output) else {
    ToolIO.fail("error: \(output): cannot be written: \(String(cString: strerror(errno)))")
  }
} catch {
  ToolIO.fail("\(error)")
}
