/// A raw DEFLATE (RFC 1951) writer: LZ77 with a bounded hash chain, then each block written
/// with fixed or dynamic Huffman codes or stored, whichever is smallest. Deterministic: the
/// same input always gives the same bytes.
package enum Deflate {
  /// Tokens per block: large enough that a dynamic block's header pays off, small enough for
  /// the codes to follow changes in the data.
  static let blockTokens = 1 << 15

  /// Compresses `bytes` into one raw DEFLATE stream.
  ///
  /// - Parameter bytes: The data.
  /// - Returns: The stream, ending with a final block.
  package static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var writer = DeflateBlockWriter()
    bytes.withUnsafeBufferPointer { input in
      var tokens: [MatchFinder.Token] = []
      tokens.reserveCapacity(min(blockTokens, input.count))
      var blockStart = 0
      MatchFinder.tokens(input) { token, end in
        tokens.append(token)
        if tokens.count == blockTokens {
          writer.write(
            tokens, raw: UnsafeBufferPointer(rebasing: input[blockStart..<end]),
            isFinal: end == input.count)
          tokens.removeAll(keepingCapacity: true)
          blockStart = end
        }
      }
      if !tokens.isEmpty || input.isEmpty {
        writer.write(
          tokens, raw: UnsafeBufferPointer(rebasing: input[blockStart...]), isFinal: true)
      }
    }
    return writer.sink.finish()
  }
}

/// Writes token blocks, choosing the cheapest encoding for each.
struct DeflateBlockWriter {
  /// The output.
  var sink = BitSink()

  /// The length symbol (257–285) of each match length 0–258.
  static let lengthSymbols: [UInt16] = {
    var table = [UInt16](repeating: 0, count: 259)
    for (index, base) in DeflateAlphabet.lengthBase.enumerated() {
      let end =
        index + 1 < DeflateAlphabet.lengthBase.count ? DeflateAlphabet.lengthBase[index + 1] : 259
      for length in base..<end { table[length] = UInt16(257 + index) }
    }
    table[258] = 285
    return table
  }()

  /// The distance symbol (0–29) of each distance 0–32 768.
  static let distanceSymbols: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 32_769)
    for (index, base) in DeflateAlphabet.distanceBase.enumerated() {
      let end =
        index + 1 < DeflateAlphabet.distanceBase.count
        ? DeflateAlphabet.distanceBase[index + 1] : 32_769
      for distance in base..<end { table[distance] = UInt8(index) }
    }
    return table
  }()

  /// The fixed literal/length codes, reversed for output.
  static let fixedLiteralCodes = HuffmanCodeBuilder.reversedCodes(
    DeflateAlphabet.fixedLiteralLengths)
  /// The fixed distance codes, reversed for output.
  static let fixedDistanceCodes = HuffmanCodeBuilder.reversedCodes(
    DeflateAlphabet.fixedDistanceLengths)

  /// One code-length symbol of a dynamic header with its extra bits.
  struct CodeLengthToken {
    var symbol: Int
    var extra: Int
  }

  /// Writes one block (or several stored blocks) for `tokens`, which encode `raw`.
  mutating func write(
    _ tokens: [MatchFinder.Token], raw: UnsafeBufferPointer<UInt8>, isFinal: Bool
  ) {
    var literalFrequencies = [Int](repeating: 0, count: 286)
    var distanceFrequencies = [Int](repeating: 0, count: 30)
    var extraBits = 0
    for token in tokens {
      if token.length == 0 {
        literalFrequencies[Int(token.distance)] += 1
      } else {
        let lengthSymbol = Int(Self.lengthSymbols[Int(token.length)])
        let distanceSymbol = Int(Self.distanceSymbols[Int(token.distance)])
        literalFrequencies[lengthSymbol] += 1
        distanceFrequencies[distanceSymbol] += 1
        extraBits +=
          DeflateAlphabet.lengthExtra[lengthSymbol - 257]
          + DeflateAlphabet.distanceExtra[distanceSymbol]
      }
    }
    literalFrequencies[256] = 1

    let literalLengths = HuffmanCodeBuilder.lengths(literalFrequencies, limit: 15)
    let distanceLengths = HuffmanCodeBuilder.lengths(distanceFrequencies, limit: 15)
    let literalCount = max(257, (literalLengths.lastIndex { $0 != 0 } ?? 0) + 1)
    let distanceCount = max(1, (distanceLengths.lastIndex { $0 != 0 } ?? 0) + 1)
    let header = Self.runLengths(
      Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount]))
    var codeLengthFrequencies = [Int](repeating: 0, count: 19)
    for token in header { codeLengthFrequencies[token.symbol] += 1 }
    let codeLengthLengths = HuffmanCodeBuilder.lengths(codeLengthFrequencies, limit: 7)
    var codeLengthCount = 19
    while codeLengthCount > 4
      && codeLengthLengths[DeflateAlphabet.codeLengthOrder[codeLengthCount - 1]] == 0
    {
      codeLengthCount -= 1
    }

    func cost(_ frequencies: [Int], _ lengths: [UInt8]) -> Int {
      zip(frequencies, lengths).reduce(0) { $0 + $1.0 * Int($1.1) }
    }
    var dynamicBits = 3 + 14 + 3 * codeLengthCount + extraBits
    for token in header {
      dynamicBits += Int(codeLengthLengths[token.symbol]) + Self.codeLengthExtra(token.symbol)
    }
    dynamicBits +=
      cost(literalFrequencies, literalLengths) + cost(distanceFrequencies, distanceLengths)
    let fixedBits =
      3 + extraBits + cost(literalFrequencies, Array(DeflateAlphabet.fixedLiteralLengths[..<286]))
      + cost(distanceFrequencies, Array(DeflateAlphabet.fixedDistanceLengths[..<30]))
    let storedBlocks = max(1, (raw.count + 65_534) / 65_535)
    let storedBits = storedBlocks * (3 + 7 + 32) + 8 * raw.count

    if storedBits < min(fixedBits, dynamicBits) {
      writeStored(raw, isFinal: isFinal)
    } else if fixedBits <= dynamicBits {
      sink.write(isFinal ? 1 : 0, 1)
      sink.write(1, 2)
      writeTokens(
        tokens, literalCodes: Self.fixedLiteralCodes,
        literalLengths: DeflateAlphabet.fixedLiteralLengths,
        distanceCodes: Self.fixedDistanceCodes,
        distanceLengths: DeflateAlphabet.fixedDistanceLengths)
    } else {
      sink.write(isFinal ? 1 : 0, 1)
      sink.write(2, 2)
      sink.write(literalCount - 257, 5)
      sink.write(distanceCount - 1, 5)
      sink.write(codeLengthCount - 4, 4)
      for index in 0..<codeLengthCount {
        sink.write(Int(codeLengthLengths[DeflateAlphabet.codeLengthOrder[index]]), 3)
      }
      let codeLengthCodes = HuffmanCodeBuilder.reversedCodes(codeLengthLengths)
      for token in header {
        sink.write(codeLengthCodes[token.symbol], Int(codeLengthLengths[token.symbol]))
        sink.write(token.extra, Self.codeLengthExtra(token.symbol))
      }
      writeTokens(
        tokens, literalCodes: HuffmanCodeBuilder.reversedCodes(literalLengths),
        literalLengths: literalLengths,
        distanceCodes: HuffmanCodeBuilder.reversedCodes(distanceLengths),
        distanceLengths: distanceLengths)
    }
  }

  /// The extra bits after a code-length symbol.
  static func codeLengthExtra(_ symbol: Int) -> Int {
    switch symbol {
    case 16: 2
    case 17: 3
    case 18: 7
    default: 0
    }
  }

  /// Writes the tokens and the end-of-block code with the given codes.
  mutating func writeTokens(
    _ tokens: [MatchFinder.Token], literalCodes: [Int], literalLengths: [UInt8],
    distanceCodes: [Int], distanceLengths: [UInt8]
  ) {
    for token in tokens {
      if token.length == 0 {
        let literal = Int(token.distance)
        sink.write(literalCodes[literal], Int(literalLengths[literal]))
        continue
      }
      let length = Int(token.length)
      let lengthSymbol = Int(Self.lengthSymbols[length])
      sink.write(literalCodes[lengthSymbol], Int(literalLengths[lengthSymbol]))
      sink.write(
        length - DeflateAlphabet.lengthBase[lengthSymbol - 257],
        DeflateAlphabet.lengthExtra[lengthSymbol - 257])
      let distance = Int(token.distance)
      let distanceSymbol = Int(Self.distanceSymbols[distance])
      sink.write(distanceCodes[distanceSymbol], Int(distanceLengths[distanceSymbol]))
      sink.write(
        distance - DeflateAlphabet.distanceBase[distanceSymbol],
        DeflateAlphabet.distanceExtra[distanceSymbol])
    }
    sink.write(literalCodes[256], Int(literalLengths[256]))
  }

  /// Writes `raw` as stored blocks of at most 65 535 bytes.
  mutating func writeStored(_ raw: UnsafeBufferPointer<UInt8>, isFinal: Bool) {
    var start = 0
    repeat {
      let length = min(65_535, raw.count - start)
      let last = start + length == raw.count
      sink.write(isFinal && last ? 1 : 0, 1)
      sink.write(0, 2)
      sink.align()
      sink.write(length, 16)
      sink.write(~length & 0xFFFF, 16)
      sink.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: raw[start..<(start + length)]))
      start += length
    } while start < raw.count
  }

  /// The code lengths as code-length symbols: 16 repeats the previous length 3–6 times, 17
  /// and 18 give runs of 3–10 and 11–138 zeros.
  static func runLengths(_ lengths: [UInt8]) -> [CodeLengthToken] {
    var tokens: [CodeLengthToken] = []
    var index = 0
    while index < lengths.count {
      let value = lengths[index]
      var run = 1
      while index + run < lengths.count && lengths[index + run] == value { run += 1 }
      index += run
      if value == 0 {
        while run >= 11 {
          let take = min(run, 138)
          tokens.append(CodeLengthToken(symbol: 18, extra: take - 11))
          run -= take
        }
        if run >= 3 {
          tokens.append(CodeLengthToken(symbol: 17, extra: run - 3))
          run = 0
        }
      } else {
        tokens.append(CodeLengthToken(symbol: Int(value), extra: 0))
        run -= 1
        while run >= 3 {
          let take = min(run, 6)
          tokens.append(CodeLengthToken(symbol: 16, extra: take - 3))
          run -= take
        }
      }
      for _ in 0..<run { tokens.append(CodeLengthToken(symbol: Int(value), extra: 0)) }
    }
    return tokens
  }
}
