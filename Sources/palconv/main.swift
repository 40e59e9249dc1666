import PalconvCLI

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#endif

/// A C stream as a byte stream; binary output goes through `fwrite` unchanged.
struct StandardStream: ByteOutputStream {
  let file: UnsafeMutablePointer<FILE>
  mutating func write(bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
  }
  mutating func write(_ string: String) { fputs(string, file) }
}

// First, before any other thread starts: Ctrl-C and `kill` remove what is being written.
InterruptHandling.install()

var out = StandardStream(file: stdout)
var err = StandardStream(file: stderr)
let code = Palconv.run(
  Array(CommandLine.arguments.dropFirst()), environment: .current(), stdout: &out, stderr: &err)
exit(code)
