/// A byte sequence stored in pieces of one buffer, read as if the pieces were one after
/// another: a PNG's image data spread over its `IDAT` chunks, read without copying them into
/// one array.
///
/// Offsets are logical: 0 is the first byte of the first piece.
package struct SplitBytes: Sendable {
  /// The buffer the pieces are in.
  package let storage: [UInt8]
  /// The pieces, in order; empty ones are dropped.
  package let pieces: [Range<Int>]
  /// The logical offset of each piece's first byte.
  private let starts: [Int]
  /// The total length.
  package let count: Int

  /// The bytes of `pieces` of `storage`, in that order.
  ///
  /// - Parameters:
  ///   - storage: The buffer.
  ///   - pieces: Ranges inside it.
  package init(_ storage: [UInt8], pieces: [Range<Int>]) {
    self.storage = storage
    self.pieces = pieces.filter { !$0.isEmpty }
    var starts: [Int] = []
    var total = 0
    for piece in self.pieces {
      starts.append(total)
      total += piece.count
    }
    self.starts = starts
    count = total
  }

  /// All of `bytes`, as one piece.
  package init(_ bytes: [UInt8]) {
    self.init(bytes, pieces: [0..<bytes.count])
  }

  /// The byte at a logical offset, `0..<count`.
  package subscript(offset: Int) -> UInt8 {
    storage[place(of: offset).index]
  }

  /// The piece holding a logical offset, `0..<count`, and the byte's index in ``storage``.
  func place(of offset: Int) -> (piece: Int, index: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low, pieces[low].lowerBound + offset - starts[low])
  }

  /// A cursor that copies the bytes from a logical offset on, piece by piece.
  struct Cursor {
    /// The pieces.
    let pieces: [Range<Int>]
    /// The piece being read.
    var piece: Int
    /// The next index in the storage.
    var index: Int
    /// Bytes left to read.
    private(set) var remaining: Int

    /// A cursor at `offset` of `bytes`.
    init(_ bytes: SplitBytes, at offset: Int) {
      pieces = bytes.pieces
      remaining = max(0, bytes.count - offset)
      guard remaining > 0 else {
        piece = pieces.count
        index = 0
        return
      }
      (piece, index) = bytes.place(of: offset)
    }

    /// Copies up to `limit` bytes from `storage` to `destination`, advancing.
    ///
    /// - Returns: How many were copied.
    mutating func copy(
      from storage: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, limit: Int
    ) -> Int {
      var copied = 0
      while copied < limit, remaining > 0, piece < pieces.count {
        let available = pieces[piece].upperBound - index
        let take = min(available, limit - copied)
        (destination + copied).update(from: storage + index, count: take)
        copied += take
        remaining -= take
        index += take
        if index == pieces[piece].upperBound {
          piece += 1
          index = piece < pieces.count ? pieces[piece].lowerBound : 0
        }
      }
      return copied
    }
  }
}
