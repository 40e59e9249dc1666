/// Builds length-limited canonical Huffman codes for the DEFLATE writer.
///
/// A Huffman tree gives the optimal lengths; a code deeper than the limit is flattened the way
/// zlib's `gen_bitlen` does it (leaves moved up while the code stays complete), then lengths
/// are dealt to symbols by frequency. The result is always a complete prefix code with at
/// least two codes, as every inflater accepts.
enum HuffmanCodeBuilder {
  /// Code lengths for `frequencies`, none longer than `limit`.
  ///
  /// - Parameters:
  ///   - frequencies: How often each symbol occurs.
  ///   - limit: The longest code allowed (15, or 7 for the code-length code).
  /// - Returns: A length per symbol; 0 for symbols that do not occur.
  static func lengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
    var used = frequencies.indices.filter { frequencies[$0] > 0 }
    // At least two codes, so that one bit is always sent and the code is complete.
    var padding = 0
    while used.count < 2 {
      if !used.contains(padding) { used.append(padding) }
      padding += 1
    }
    used.sort()
    let weight = { (symbol: Int) in max(frequencies[symbol], 1) }
    // Leaves sorted by weight (then symbol), merged with the two-queue method.
    let leaves = used.sorted { (weight($0), $0) < (weight($1), $1) }
    var nodeWeight = leaves.map(weight)
    var parent = [Int](repeating: -1, count: 2 * leaves.count - 1)
    var leafCursor = 0
    var innerCursor = leaves.count
    func takeSmallest() -> Int {
      if leafCursor < leaves.count
        && (innerCursor >= nodeWeight.count || nodeWeight[leafCursor] <= nodeWeight[innerCursor])
      {
        leafCursor += 1
        return leafCursor - 1
      }
      innerCursor += 1
      return innerCursor - 1
    }
    for _ in 0..<(leaves.count - 1) {
      let first = takeSmallest()
      let second = takeSmallest()
      parent[first] = nodeWeight.count
      parent[second] = nodeWeight.count
      nodeWeight.append(nodeWeight[first] + nodeWeight[second])
    }
    // Depths, from the root down (parents come after their children).
    var depth = [Int](repeating: 0, count: nodeWeight.count)
    for node in stride(from: nodeWeight.count - 2, through: 0, by: -1) {
      depth[node] = depth[parent[node]] + 1
    }
    // Leaves deeper than the limit are moved up two at a time (JPEG's Annex K.3 procedure):
    // the pair's parent becomes a leaf and a shallower leaf becomes the parent of one of the
    // pair and itself. The code stays complete.
    let deepest = depth[0..<leaves.count].max() ?? 1
    var counts = [Int](repeating: 0, count: max(deepest, limit) + 1)
    for leaf in 0..<leaves.count { counts[depth[leaf]] += 1 }
    for bits in stride(from: deepest, to: limit, by: -1) {
      while counts[bits] > 0 {
        var shallower = bits - 2
        while shallower > 1 && counts[shallower] == 0 { shallower -= 1 }
        counts[bits] -= 2
        counts[bits - 1] += 1
        counts[shallower + 1] += 2
        counts[shallower] -= 1
      }
    }
    // The least frequent symbols (the start of `leaves`) get the longest codes.
    var result = [UInt8](repeating: 0, count: frequencies.count)
    var leaf = 0
    for bits in stride(from: limit, through: 1, by: -1) {
      for _ in 0..<counts[bits] {
        result[leaves[leaf]] = UInt8(bits)
        leaf += 1
      }
    }
    return result
  }

  /// The canonical codes of `lengths`, bit-reversed for LSB-first output.
  ///
  /// - Parameter lengths: Code length per symbol.
  /// - Returns: Each symbol's code, reversed so it can be written least significant bit first.
  static func reversedCodes(_ lengths: [UInt8]) -> [Int] {
    var counts = [Int](repeating: 0, count: 16)
    for length in lengths where length > 0 { counts[Int(length)] += 1 }
    var next = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1...15 {
      code = (code + counts[length - 1]) << 1
      next[length] = code
    }
    return lengths.map { length in
      guard length > 0 else { return 0 }
      var value = next[Int(length)]
      next[Int(length)] += 1
      var reversed = 0
      for _ in 0..<length {
        reversed = reversed << 1 | value & 1
        value >>= 1
      }
      return reversed
    }
  }
}
