import PalconvCLI

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

struct StandardStream: TextOutputStream {
  let file: UnsafeMutablePointer<FILE>
  mutating func write(_ string: String) { fputs(string, file) }
}

var out = StandardStream(file: stdout)
var err = StandardStream(file: stderr)
exit(Palconv.run(Array(CommandLine.arguments.dropFirst()), stdout: &out, stderr: &err))
