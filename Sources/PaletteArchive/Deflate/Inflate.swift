package import PaletteCore

/// A raw DEFLATE (RFC 1951) decoder: stored, fixed and dynamic Huffman blocks.
///
/// Decoding is bounded: the output may not pass ``ArchiveLimits/maxOutputBytes`` nor
/// ``ArchiveLimits/maxCompressionRatio`` times the input, so a hostile stream costs an error,
/// not memory. Every error is a ``PaletteError`` at `.byte(offset:)`, an index into the slice's
/// base collection (so a slice of a file reports file offsets).
package enum Inflate {
  /// Decompresses one DEFLATE stream, which ends with its final block; bytes after it are not
  /// read.
  ///
  /// - Parameters:
  ///   - bytes: The compressed bytes; the stream starts at `bytes.startIndex`.
  ///   - limits: The output and ratio limits.
  ///   - format: The caller's format identifier, for errors.
  /// - Returns: The output and how many input bytes the stream used.
  /// - Throws: ``PaletteError`` of kind `.unexpectedEndOfInput` (truncated), `.invalidValue`
  ///   (a malformed block, code or distance) or `.limitExceeded`.
  package static func decompress(
    _ bytes: ArraySlice<UInt8>, limits: ArchiveLimits = .standard, format: String
  ) throws(PaletteError) -> (output: [UInt8], consumed: Int) {
    let origin = bytes.startIndex
    let result: Result<(output: [UInt8], consumed: Int), PaletteError> =
      bytes.withUnsafeBufferPointer { input in
        var inflater = Inflater(input: input, limits: limits, origin: origin, format: format)
        defer { inflater.release() }
        do throws(PaletteError) {
          try inflater.run()
        } catch {
          return .failure(error)
        }
        let consumed = (inflater.consumedBits + 7) / 8
        if inflater.outputCount > limits.outputCeiling(forInput: consumed) {
          return .failure(inflater.limitError(at: consumed))
        }
        return .success((inflater.takeOutput(), consumed))
      }
    return try result.get()
  }

  /// The output window a streaming decode keeps: DEFLATE's largest distance.
  static let window = 32_768
  /// The output buffer of a streaming decode: the window and room for the output made between
  /// two hand-overs.
  package static let streamingOutputBytes = 256 << 10
  /// The input buffer of a streaming decode whose input is in several pieces: room for a
  /// stored block (65,535 bytes) and its length, and more.
  package static let streamingInputBytes = 128 << 10

  /// Decompresses one DEFLATE stream that starts at logical offset `start` of `bytes`, handing
  /// the output to `sink` in pieces as it is made, so that only a 32 KiB window of it is kept
  /// (``streamingOutputBytes`` in all, and ``streamingInputBytes`` more when the input is in
  /// several pieces).
  ///
  /// - Parameters:
  ///   - bytes: The compressed bytes, possibly in pieces.
  ///   - start: The logical offset where the stream starts; errors are located at logical
  ///     offsets.
  ///   - limits: The output and ratio limits; the ratio is measured against the bytes from
  ///     `start` to the end.
  ///   - format: The caller's format identifier, for errors.
  ///   - sink: Called with each piece of output, in order; what it throws ends the decode.
  /// - Returns: The size of the whole output and how many input bytes the stream used.
  /// - Throws: ``PaletteError`` as ``decompress(_:limits:format:)``, or what `sink` throws.
  package static func decompress(
    _ bytes: SplitBytes, from start: Int, limits: ArchiveLimits = .standard, format: String,
    into sink: (UnsafeBufferPointer<UInt8>) throws(PaletteError) -> Void
  ) throws(PaletteError) -> (outputCount: Int, consumed: Int) {
    try withoutActuallyEscaping(sink) { (sink) throws(PaletteError) in
      try bytes.storage.withUnsafeBufferPointer {
        (storage) throws(PaletteError) -> (outputCount: Int, consumed: Int) in
        var inflater = Inflater(
          pieces: bytes, from: start, storage: storage, limits: limits, format: format, sink: sink)
        defer { inflater.release() }
        try inflater.run()
        try inflater.flush()
        let consumed = (inflater.consumedBits + 7) / 8
        let total = inflater.discarded + inflater.outputCount
        if total > limits.outputCeiling(forInput: consumed) {
          throw inflater.limitError(at: consumed)
        }
        return (total, consumed)
      }
    }
  }
}

/// The decoding state: input cursor with a 64-bit bit buffer, and the growing output.
struct Inflater {
  /// The literal/length primary table width.
  static let literalBits = 10
  /// The distance primary table width.
  static let distanceBits = 8
  /// The code-length code's table width (its codes are at most 7 bits).
  static let codeLengthBits = 7

  /// What each literal/length symbol decodes to.
  static let literalSymbols: [UInt32] = (0..<288).map { symbol in
    switch symbol {
    case 0..<256: HuffmanDecodingTable.entry(.symbol, value: symbol)
    case 256: HuffmanDecodingTable.entry(.endOfBlock, value: 0)
    case 257...285:
      HuffmanDecodingTable.entry(
        .length, value: DeflateAlphabet.lengthBase[symbol - 257],
        extra: DeflateAlphabet.lengthExtra[symbol - 257])
    default: HuffmanDecodingTable.entry(.invalid, value: symbol)
    }
  }
  /// What each distance symbol decodes to.
  static let distanceSymbols: [UInt32] = (0..<32).map { symbol in
    symbol < 30
      ? HuffmanDecodingTable.entry(
        .symbol, value: DeflateAlphabet.distanceBase[symbol],
        extra: DeflateAlphabet.distanceExtra[symbol])
      : HuffmanDecodingTable.entry(.invalid, value: symbol)
  }
  /// What each code-length symbol decodes to: itself.
  static let codeLengthSymbols: [UInt32] = (0..<19).map {
    HuffmanDecodingTable.entry(.symbol, value: $0)
  }
  /// The fixed literal/length decoder.
  static let fixedLiterals: HuffmanDecodingTable = table(
    DeflateAlphabet.fixedLiteralLengths, literalSymbols, literalBits)
  /// The fixed distance decoder.
  static let fixedDistances: HuffmanDecodingTable = table(
    DeflateAlphabet.fixedDistanceLengths, distanceSymbols, distanceBits)

  /// Builds a table known to be valid.
  private static func table(
    _ lengths: [UInt8], _ symbols: [UInt32], _ bits: Int
  )
    -> HuffmanDecodingTable
  {
    lengths.withUnsafeBufferPointer { lengths in
      symbols.withUnsafeBufferPointer { symbols in
        guard
          let table = try? HuffmanDecodingTable(
            lengths: lengths, symbols: symbols, primaryBits: bits, allowsSingleCode: false)
        else { preconditionFailure("the fixed DEFLATE codes are complete prefix codes") }
        return table
      }
    }
  }

  /// The input (for input in pieces, the buffer they are copied into).
  var base: UnsafePointer<UInt8>?
  /// The input's length (for input in pieces, the bytes in the buffer).
  var count: Int
  /// The length of the whole input.
  let totalCount: Int
  /// For input in pieces: the buffer they are copied into, its capacity, the storage they are
  /// in and where the next byte comes from.
  var stage: UnsafeMutablePointer<UInt8>?
  var stageCapacity = 0
  var storage: UnsafePointer<UInt8>?
  var source: SplitBytes.Cursor?
  /// The offset in the input of the first byte of ``base``.
  var streamBase = 0
  /// The next input byte to load into the bit buffer (may pass `count`: zeros are loaded
  /// past the end, and ``checkOverrun()`` turns their use into an error).
  var position = 0
  /// Bits not yet consumed, least significant first.
  var bitBuffer: UInt64 = 0
  /// How many bits of ``bitBuffer`` are valid.
  var bitCount = 0
  /// The output.
  var output: UnsafeMutablePointer<UInt8>
  /// Bytes written to ``output``.
  var outputCount = 0
  /// Bytes allocated at ``output``.
  var outputCapacity: Int
  /// The most output allowed.
  let ceiling: Int
  /// The limits, for error messages.
  let limits: ArchiveLimits
  /// The offset of the input's first byte, for error locations.
  let origin: Int
  /// The format identifier, for errors.
  let format: String
  /// Where the output goes when it is streamed: then ``output`` keeps only the window.
  let sink: ((UnsafeBufferPointer<UInt8>) throws(PaletteError) -> Void)?
  /// Output bytes dropped from the front of ``output`` after they were handed over.
  var discarded = 0
  /// How many bytes of ``output`` were handed over.
  var delivered = 0

  /// Creates the state over `input`.
  init(input: UnsafeBufferPointer<UInt8>, limits: ArchiveLimits, origin: Int, format: String) {
    base = input.baseAddress
    count = input.count
    totalCount = input.count
    self.limits = limits
    ceiling = limits.outputCeiling(forInput: input.count)
    outputCapacity = max(
      64, min(ceiling, max(1024, input.count.multipliedReportingOverflow(by: 4).partialValue)))
    output = .allocate(capacity: outputCapacity)
    self.origin = origin
    self.format = format
    sink = nil
  }

  /// Creates the state over the bytes of `pieces` from `start`, streaming the output to `sink`.
  init(
    pieces: SplitBytes, from start: Int, storage: UnsafeBufferPointer<UInt8>,
    limits: ArchiveLimits, format: String,
    sink: @escaping (UnsafeBufferPointer<UInt8>) throws(PaletteError) -> Void
  ) {
    totalCount = max(0, pieces.count - start)
    self.limits = limits
    ceiling = limits.outputCeiling(forInput: totalCount)
    outputCapacity = Inflate.streamingOutputBytes
    output = .allocate(capacity: outputCapacity)
    origin = start
    self.format = format
    self.sink = sink
    if totalCount == 0 {
      base = nil
      count = 0
    } else if let first = pieces.pieces.first, pieces.pieces.count == 1,
      let address = storage.baseAddress
    {
      base = UnsafePointer(address + first.lowerBound + start)
      count = totalCount
    } else {
      stageCapacity = Inflate.streamingInputBytes
      let stage = UnsafeMutablePointer<UInt8>.allocate(capacity: stageCapacity)
      self.stage = stage
      self.storage = storage.baseAddress
      source = SplitBytes.Cursor(pieces, at: start)
      base = UnsafePointer(stage)
      count = 0
      pullInput()
    }
  }

  /// Frees the buffers.
  func release() {
    output.deallocate()
    stage?.deallocate()
  }

  /// Moves the input not yet used to the front of the input buffer and fills the rest from
  /// the pieces (input in pieces only).
  mutating func pullInput() {
    guard let stage, let storage, var source, source.remaining > 0 else { return }
    let keep = max(0, min(count, position - (bitCount + 7) / 8))
    if keep > 0 {
      UnsafeMutableRawPointer(stage).copyMemory(from: stage + keep, byteCount: count - keep)
      count -= keep
      position -= keep
      streamBase += keep
    }
    count += source.copy(from: storage, to: stage + count, limit: stageCapacity - count)
    self.source = source
  }

  /// Hands the output not yet handed over to the sink.
  mutating func flush() throws(PaletteError) {
    guard let sink, delivered < outputCount else { return }
    try sink(UnsafeBufferPointer(start: output + delivered, count: outputCount - delivered))
    delivered = outputCount
  }

  /// A copy of the output.
  func takeOutput() -> [UInt8] { Array(UnsafeBufferPointer(start: output, count: outputCount)) }

  /// Bits consumed from the input so far.
  var consumedBits: Int { (streamBase + position) * 8 - bitCount }

  /// The input offset of the byte holding the next unread bit.
  var offset: Int { min(consumedBits / 8, totalCount) }

  /// An error at an input offset.
  func failure(_ kind: PaletteError.Kind, _ message: String, at offset: Int) -> PaletteError {
    PaletteError(
      kind, message + " at byte \(origin + offset)", format: format,
      location: .byte(offset: origin + offset))
  }

  /// The error for output beyond the ceiling.
  func limitError(at offset: Int) -> PaletteError {
    let ratioBound = max(offset, 1).multipliedReportingOverflow(by: limits.maxCompressionRatio)
    if !ratioBound.overflow && ratioBound.partialValue < limits.maxOutputBytes {
      return failure(
        .limitExceeded,
        "the compressed data expands more than \(limits.maxCompressionRatio):1, beyond what a "
          + "DEFLATE stream can honestly reach (a zip bomb)", at: offset)
    }
    return failure(
      .limitExceeded, "the data inflates to more than the limit of \(limits.maxOutputBytes) bytes",
      at: offset)
  }

  /// Loads input into the bit buffer until it holds at least 56 bits.
  @inline(__always)
  mutating func refill() {
    if position &+ 8 <= count, let base {
      let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
      bitBuffer |= UInt64(littleEndian: word) &<< UInt64(bitCount)
      position &+= (63 &- bitCount) &>> 3
      bitCount |= 56
    } else {
      refillNearEnd()
    }
  }

  /// Loads byte by byte, zeros past the end (input in pieces: after fetching more).
  mutating func refillNearEnd() {
    if source != nil {
      pullInput()
      if position &+ 8 <= count, let base {
        let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
        bitBuffer |= UInt64(littleEndian: word) &<< UInt64(bitCount)
        position &+= (63 &- bitCount) &>> 3
        bitCount |= 56
        return
      }
    }
    while bitCount <= 56 {
      if position < count, let base { bitBuffer |= UInt64(base[position]) &<< UInt64(bitCount) }
      position += 1
      bitCount += 8
    }
  }

  /// Takes `n` bits (at most 32, after a refill).
  @inline(__always)
  mutating func bits(_ n: Int) -> Int {
    let value = Int(truncatingIfNeeded: bitBuffer & ((1 &<< UInt64(n)) &- 1))
    bitBuffer &>>= UInt64(n)
    bitCount &-= n
    return value
  }

  /// Throws when the bits consumed reach past the end of the input.
  @inline(__always)
  func checkOverrun() throws(PaletteError) {
    if position > count && consumedBits > totalCount * 8 {
      throw failure(
        .unexpectedEndOfInput, "the compressed data ends inside a block", at: totalCount)
    }
  }

  /// Makes room for `n` more output bytes, within the ceiling.
  @inline(__always)
  mutating func reserve(_ n: Int) throws(PaletteError) {
    if outputCount &+ n > outputCapacity { try grow(n) }
  }

  /// Enlarges the output buffer; when the output is streamed, hands it over and keeps only
  /// the window instead.
  mutating func grow(_ n: Int) throws(PaletteError) {
    guard discarded + outputCount + n <= ceiling else { throw limitError(at: offset) }
    if sink != nil {
      try flush()
      let keep = min(outputCount, Inflate.window)
      let drop = outputCount - keep
      if drop > 0 {
        UnsafeMutableRawPointer(output).copyMemory(from: output + drop, byteCount: keep)
        discarded += drop
        outputCount = keep
        delivered = keep
      }
      if outputCount + n <= outputCapacity { return }
    }
    let capacity = min(ceiling, max(outputCount + n, outputCapacity * 2))
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    larger.update(from: output, count: outputCount)
    output.deallocate()
    output = larger
    outputCapacity = capacity
  }

  /// Decodes blocks until the final one.
  mutating func run() throws(PaletteError) {
    if totalCount == 0 {
      throw failure(.unexpectedEndOfInput, "the compressed data is empty", at: 0)
    }
    var isFinal = false
    repeat {
      let start = offset
      refill()
      isFinal = bits(1) == 1
      let type = bits(2)
      try checkOverrun()
      switch type {
      case 0: try storedBlock()
      case 1:
        try Self.fixedLiterals.entries.withUnsafeBufferPointer { (literals) throws(PaletteError) in
          try Self.fixedDistances.entries.withUnsafeBufferPointer {
            (distances) throws(PaletteError) in
            try huffmanBlock(literals, distances)
          }
        }
      case 2:
        let (literals, distances) = try dynamicTables()
        try literals.entries.withUnsafeBufferPointer { (literals) throws(PaletteError) in
          try distances.entries.withUnsafeBufferPointer { (distances) throws(PaletteError) in
            try huffmanBlock(literals, distances)
          }
        }
      default:
        throw failure(.invalidValue, "a DEFLATE block has the reserved block type 3", at: start)
      }
    } while !isFinal
  }

  /// Copies a stored block.
  mutating func storedBlock() throws(PaletteError) {
    _ = bits(bitCount & 7)
    var at = position - bitCount / 8
    // Input in pieces: fetch until the length and the whole block are in the buffer.
    while let source, source.remaining > 0 {
      if at + 4 <= count, let base, Int(base[at]) | Int(base[at + 1]) << 8 <= count - at - 4 {
        break
      }
      let before = count - at
      pullInput()
      at = position - bitCount / 8
      if count - at == before { break }
    }
    guard at + 4 <= count, let base else {
      throw failure(
        .unexpectedEndOfInput, "the compressed data ends inside a stored block's length",
        at: min(streamBase + at, totalCount))
    }
    let length = Int(base[at]) | Int(base[at + 1]) << 8
    let complement = Int(base[at + 2]) | Int(base[at + 3]) << 8
    guard length == ~complement & 0xFFFF else {
      throw failure(
        .invalidValue, "a stored block's length \(length) does not match its complement",
        at: streamBase + at)
    }
    at += 4
    guard length <= count - at else {
      throw failure(
        .unexpectedEndOfInput,
        "the compressed data ends inside a stored block: \(length) bytes are needed, "
          + "\(count - at) left", at: streamBase + at)
    }
    try reserve(length)
    (output + outputCount).update(from: base + at, count: length)
    outputCount += length
    position = at + length
    bitBuffer = 0
    bitCount = 0
  }

  /// Reads a dynamic block's code lengths and builds its two decoders.
  mutating func dynamicTables() throws(PaletteError) -> (
    HuffmanDecodingTable, HuffmanDecodingTable
  ) {
    let start = offset
    refill()
    let literalCount = bits(5) + 257
    let distanceCount = bits(5) + 1
    let codeLengthCount = bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else {
      throw failure(
        .invalidValue,
        "a dynamic block declares \(literalCount) literal/length and \(distanceCount) distance "
          + "codes (at most 286 and 30)", at: start)
    }
    var codeLengthLengths = [UInt8](repeating: 0, count: 19)
    for index in 0..<codeLengthCount {
      if bitCount < 3 { refill() }
      codeLengthLengths[DeflateAlphabet.codeLengthOrder[index]] = UInt8(bits(3))
    }
    try checkOverrun()
    let codeLengths = try build(
      codeLengthLengths, Self.codeLengthSymbols, Self.codeLengthBits, single: false,
      what: "code-length", at: start)
    let total = literalCount + distanceCount
    var lengths = [UInt8](repeating: 0, count: total)
    var index = 0
    try codeLengths.entries.withUnsafeBufferPointer { (table) throws(PaletteError) in
      while index < total {
        refill()
        let at = offset
        let entry = table[Int(bitBuffer & 0x7F)]
        guard entry >> 13 & 7 == HuffmanDecodingTable.Kind.symbol.rawValue else {
          throw failure(.invalidValue, "a code-length code is not in the code-length table", at: at)
        }
        _ = bits(Int(entry & 31))
        let symbol = Int(entry >> 16)
        if symbol < 16 {
          lengths[index] = UInt8(symbol)
          index += 1
        } else {
          var value: UInt8 = 0
          let repeats: Int
          switch symbol {
          case 16:
            guard index > 0 else {
              throw failure(
                .invalidValue, "a code-length repeat (16) comes before any length", at: at)
            }
            value = lengths[index - 1]
            repeats = 3 + bits(2)
          case 17: repeats = 3 + bits(3)
          default: repeats = 11 + bits(7)
          }
          guard repeats <= total - index else {
            throw failure(
              .invalidValue,
              "a code-length repeat runs past the \(total) lengths the block declares", at: at)
          }
          for fill in index..<(index + repeats) { lengths[fill] = value }
          index += repeats
        }
        try checkOverrun()
      }
    }
    guard lengths[256] != 0 else {
      throw failure(.invalidValue, "a dynamic block has no end-of-block code", at: start)
    }
    let literals = try build(
      Array(lengths[0..<literalCount]), Self.literalSymbols, Self.literalBits, single: true,
      what: "literal/length", at: start)
    let distances = try build(
      Array(lengths[literalCount...]), Self.distanceSymbols, Self.distanceBits, single: true,
      what: "distance", at: start)
    return (literals, distances)
  }

  /// Builds a decoder from code lengths, turning a bad set into an error.
  func build(
    _ lengths: [UInt8], _ symbols: [UInt32], _ bits: Int, single: Bool, what: String, at: Int
  ) throws(PaletteError) -> HuffmanDecodingTable {
    let built: Result<HuffmanDecodingTable, HuffmanDecodingTable.Problem> =
      lengths.withUnsafeBufferPointer { lengths in
        symbols.withUnsafeBufferPointer { symbols in
          Result { () throws(HuffmanDecodingTable.Problem) in
            try HuffmanDecodingTable(
              lengths: lengths, symbols: symbols, primaryBits: bits, allowsSingleCode: single)
          }
        }
      }
    switch built {
    case .success(let table): return table
    case .failure(.overSubscribed):
      throw failure(.invalidValue, "the \(what) code lengths are over-subscribed", at: at)
    case .failure(.incomplete):
      throw failure(.invalidValue, "the \(what) code lengths are incomplete", at: at)
    }
  }

  /// Appends `length` bytes copied from `back` bytes before the end of the output (room for
  /// them is reserved; the count is not advanced).
  @inline(__always)
  func copyMatch(length: Int, back: Int) {
    let target = output + outputCount
    let source = target - back
    if back >= 8 && outputCapacity &- outputCount >= length &+ 8 {
      // Eight bytes at a time, each word read from bytes already written; the last word may
      // write up to 7 bytes past the match, inside the buffer, which later output overwrites.
      var step = 0
      repeat {
        UnsafeMutableRawPointer(target + step).storeBytes(
          of: UnsafeRawPointer(source + step).loadUnaligned(as: UInt64.self), as: UInt64.self)
        step &+= 8
      } while step < length
    } else if back >= length {
      target.update(from: source, count: length)
    } else {
      // An overlapping match repeats the last `back` bytes: copy them, then copy the doubled
      // pattern, each copy from the same start and never overlapping itself.
      var done = 0
      var period = back
      while done < length {
        let count = min(period, length - done)
        (target + done).update(from: source, count: count)
        done += count
        period *= 2
      }
    }
  }

  /// Decodes one Huffman block's symbols until its end-of-block code.
  mutating func huffmanBlock(
    _ literals: UnsafeBufferPointer<UInt32>, _ distances: UnsafeBufferPointer<UInt32>
  ) throws(PaletteError) {
    let literalMask = UInt64(1 << Self.literalBits - 1)
    let distanceMask = UInt64(1 << Self.distanceBits - 1)
    while true {
      refill()
      var entry = literals[Int(truncatingIfNeeded: bitBuffer & literalMask)]
      if entry & 0xE000 == 0x6000 {
        let width = UInt64(entry >> 8 & 31)
        let index =
          Int(entry >> 16)
          + Int(truncatingIfNeeded: (bitBuffer >> UInt64(Self.literalBits)) & (1 << width - 1))
        _ = bits(Self.literalBits)
        entry = literals[index]
      }
      let kind = entry >> 13 & 7
      if kind == 0 {
        _ = bits(Int(entry & 31))
        if outputCount == outputCapacity { try grow(1) }
        output[outputCount] = UInt8(truncatingIfNeeded: entry >> 16)
        outputCount &+= 1
        if position > count { try checkOverrun() }
        continue
      }
      if kind == 1 {
        let at = offset
        _ = bits(Int(entry & 31))
        let length = Int(entry >> 16) &+ bits(Int(entry >> 8 & 31))
        var distance = distances[Int(truncatingIfNeeded: bitBuffer & distanceMask)]
        if distance & 0xE000 == 0x6000 {
          let width = UInt64(distance >> 8 & 31)
          let index =
            Int(distance >> 16)
            + Int(truncatingIfNeeded: (bitBuffer >> UInt64(Self.distanceBits)) & (1 << width - 1))
          _ = bits(Self.distanceBits)
          distance = distances[index]
        }
        guard distance & 0xE000 == 0 else {
          throw failure(.invalidValue, "an invalid distance code", at: at)
        }
        _ = bits(Int(distance & 31))
        let back = Int(distance >> 16) &+ bits(Int(distance >> 8 & 31))
        if position > count { try checkOverrun() }
        guard back <= outputCount else {
          throw failure(
            .invalidValue,
            "a match reaches \(back) bytes back, before the start of the output "
              + "(\(outputCount) bytes)", at: at)
        }
        try reserve(length)
        copyMatch(length: length, back: back)
        outputCount &+= length
        continue
      }
      if kind == 2 {
        _ = bits(Int(entry & 31))
        try checkOverrun()
        return
      }
      throw failure(.invalidValue, "an invalid literal/length code", at: offset)
    }
  }
}
