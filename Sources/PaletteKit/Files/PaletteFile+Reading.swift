public import PaletteCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension PaletteFile {
  /// Reads a whole file, refusing files larger than `limit`.
  ///
  /// Symbolic links are followed. A directory, a dangling link or a file without read
  /// permission gives an error of kind ``/PaletteCore/PaletteError/Kind/io``; a file larger than
  /// `limit` gives ``/PaletteCore/PaletteError/Kind/limitExceeded`` without reading it.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The largest size accepted, in bytes; ``defaultSizeLimit`` by default.
  /// - Returns: The bytes.
  /// - Throws: ``/PaletteCore/PaletteError`` with `path` set.
  /// - Complexity: O(*n*) in the file size.
  public static func read(
    at path: String, limit: Int = defaultSizeLimit
  ) throws(PaletteError)
    -> [UInt8]
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ioError("cannot open", errno, path: path) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw ioError("cannot stat", errno, path: path) }
    if info.st_mode & S_IFMT == S_IFDIR {
      throw PaletteError(.io, "cannot read: it is a directory", path: path)
    }
    if info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit {
      throw sizeError(limit: limit, path: path)
    }
    // A regular file's size is known: read into an array of that capacity (plus one byte,
    // for the final empty read), not one that doubles as it fills.
    let expected = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) + 1 : 0
    return try read(descriptor: descriptor, limit: limit, path: path, expectedSize: expected)
  }

  /// Reads everything from an open descriptor (a pipe, standard input), refusing more than
  /// `limit` bytes.
  ///
  /// - Parameters:
  ///   - descriptor: An open file descriptor; it is not closed.
  ///   - limit: The largest size accepted, in bytes.
  ///   - path: The name to report in errors, such as `"<stdin>"`.
  /// - Returns: The bytes.
  /// - Throws: ``/PaletteCore/PaletteError`` of kind ``/PaletteCore/PaletteError/Kind/io`` or
  ///   ``/PaletteCore/PaletteError/Kind/limitExceeded``.
  /// - Complexity: O(*n*) in the number of bytes read.
  public static func read(
    descriptor: Int32, limit: Int = defaultSizeLimit, path: String
  )
    throws(PaletteError) -> [UInt8]
  {
    try read(descriptor: descriptor, limit: limit, path: path, expectedSize: 0)
  }

  /// ``read(descriptor:limit:path:)`` with room reserved for `expectedSize` bytes up front.
  static func read(
    descriptor: Int32, limit: Int, path: String, expectedSize: Int
  )
    throws(PaletteError) -> [UInt8]
  {
    var result: [UInt8] = []
    if expectedSize > 0 {
      // A file of known size is read straight into the result's storage: one call for its
      // bytes and one that finds the end, with no buffer to clear and no copy.
      let capacity = min(expectedSize, limit + 1)
      var failure: Int32 = 0
      var reachedEnd = false
      result = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        count = 0
        guard let base = buffer.baseAddress else { return }
        while count < capacity {
          let read = Glibc.read(descriptor, base + count, capacity - count)
          if read < 0 {
            if errno == EINTR { continue }
            failure = errno
            return
          }
          if read == 0 {
            reachedEnd = true
            return
          }
          count += read
        }
      }
      if failure != 0 { throw ioError("cannot read", failure, path: path) }
      if result.count > limit { throw sizeError(limit: limit, path: path) }
      if reachedEnd { return result }
      // The file grew since its size was taken: read the rest in chunks.
    }
    let chunk = 64 * 1024
    var buffer = [UInt8](repeating: 0, count: chunk)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, chunk) }
      if count < 0 {
        if errno == EINTR { continue }
        throw ioError("cannot read", errno, path: path)
      }
      if count == 0 { return result }
      result.append(contentsOf: buffer[0..<count])
      if result.count > limit { throw sizeError(limit: limit, path: path) }
    }
  }

  /// The error for an input over the size limit.
  static func sizeError(limit: Int, path: String) -> PaletteError {
    PaletteError(
      .limitExceeded, "the file is larger than the input size limit of \(limit) bytes",
      path: path)
  }

  static func ioError(_ action: String, _ code: Int32, path: String) -> PaletteError {
    SystemError.error(action, code, path: path)
  }
}
