/// The member names at the start of a JSON document that may be cut off, for sniffers.
///
/// A sniffer sees only the first bytes of a file, which is rarely a whole JSON document, so
/// ``JSONParser`` cannot read it. The scanner walks those bytes with a forgiving tokenizer and
/// lists each object member it meets, with its depth, the object that holds it and, for a
/// string value, the string's raw bytes. It stops, keeping what it found, at the end of the
/// prefix, at anything that is not JSON, or after ``maximumMembers`` members; it never
/// allocates more than the members it lists.
///
///     let scan = JSONPrefixScan.scan(prefix)
///     scan.topLevelKeys  // ["compatibleVersion", "pluginVersion", "colors"]
package struct JSONPrefixScan: Sendable {
  /// One member of an object.
  package struct Member: Sendable, Equatable {
    /// The member name's raw bytes between the quotes (escapes left as they are).
    package var key: ArraySlice<UInt8>
    /// How many containers hold the member: 1 for a member of the root object; each object or
    /// array around it adds one, so a member of an object in an array member of the root has
    /// depth 3.
    package var depth: Int
    /// The serial number of the object holding the member: members of one object share it.
    package var object: Int
    /// The first byte of the value (`{`, `[`, `"`, a digit, `-`, `t`, `f`, `n`), or `nil` when
    /// the prefix ends before it.
    package var valueStart: UInt8?
    /// The raw bytes of a string value, when the value is a string the prefix holds whole.
    package var string: ArraySlice<UInt8>?

    /// Whether the key's bytes are `name`'s UTF-8 bytes.
    ///
    /// - Parameter name: A member name without escapes.
    /// - Returns: `true` on a match.
    package func hasKey(_ name: String) -> Bool {
      key.elementsEqual(name.utf8)
    }

    /// Whether the value is a string whose bytes are `text`'s UTF-8 bytes.
    ///
    /// - Parameter text: The expected string.
    /// - Returns: `true` on a match.
    package func hasString(_ text: String) -> Bool {
      string?.elementsEqual(text.utf8) ?? false
    }
  }

  /// The most members listed; a sniffer needs the first few dozen.
  package static let maximumMembers = 2048

  /// Whether the document starts with `{` (after a byte order mark and whitespace).
  package var rootIsObject = false
  /// Whether the document starts with `[`.
  package var rootIsArray = false
  /// The members met, in document order.
  package var members: [Member] = []

  /// The names of the root object's members, in order, as text (invalid UTF-8 repaired).
  package var topLevelKeys: [String] {
    members.filter { $0.depth == 1 }.map { String(decoding: $0.key, as: UTF8.self) }
  }

  /// The root object's first member named `name`.
  ///
  /// - Parameter name: A member name.
  /// - Returns: The member, or `nil`.
  package func topLevel(_ name: String) -> Member? {
    members.first { $0.depth == 1 && $0.hasKey(name) }
  }

  /// Whether any object at any depth has a member named `name`.
  ///
  /// - Parameter name: A member name.
  /// - Returns: `true` when one was met.
  package func containsKey(_ name: String) -> Bool {
    members.contains { $0.hasKey(name) }
  }

  /// Scans a prefix.
  ///
  /// - Parameter prefix: The first bytes of a file, a UTF-8 byte order mark included.
  /// - Returns: What the prefix shows.
  /// - Complexity: O(*n*) in the prefix length.
  package static func scan(_ prefix: ArraySlice<UInt8>) -> JSONPrefixScan {
    var walker = Walker(bytes: prefix)
    walker.run()
    return walker.result
  }

  /// The tokenizer: a stack of open containers, each object with its serial number.
  private struct Walker {
    enum Container {
      case object(Int)
      case array
    }

    let bytes: ArraySlice<UInt8>
    var index: Int
    var stack: [Container] = []
    var objects = 0
    var result = JSONPrefixScan()

    init(bytes: ArraySlice<UInt8>) {
      self.bytes = bytes
      self.index = bytes.startIndex
      if bytes.starts(with: ASCII.byteOrderMark) { index += 3 }
    }

    /// The next byte that is not JSON whitespace, not consumed.
    mutating func peek() -> UInt8? {
      while index < bytes.endIndex {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return bytes[index]
        }
      }
      return nil
    }

    /// The raw bytes of a string whose opening quote is at `index`, consumed with its quotes.
    mutating func string() -> ArraySlice<UInt8>? {
      let start = index + 1
      var cursor = start
      while cursor < bytes.endIndex {
        switch bytes[cursor] {
        case UInt8(ascii: "\""):
          index = cursor + 1
          return bytes[start..<cursor]
        case UInt8(ascii: "\\"): cursor += 2
        default: cursor += 1
        }
      }
      return nil
    }

    /// Skips a number or literal; `false` when the prefix ends inside it.
    mutating func scalar() -> Bool {
      while index < bytes.endIndex {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"):
          return true
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "E"):
          index += 1
        default: return false
        }
      }
      return false
    }

    /// Reads one value; containers are opened, not read whole. `false` to stop.
    mutating func value() -> (ok: Bool, string: ArraySlice<UInt8>?) {
      guard let byte = peek() else { return (false, nil) }
      switch byte {
      case UInt8(ascii: "{"):
        index += 1
        objects += 1
        stack.append(.object(objects))
        return (true, nil)
      case UInt8(ascii: "["):
        index += 1
        stack.append(.array)
        return (true, nil)
      case UInt8(ascii: "\""):
        guard let text = string() else { return (false, nil) }
        return (true, text)
      default:
        return (scalar(), nil)
      }
    }

    /// After a value inside a container: a comma, or the container's end. `false` to stop.
    mutating func afterValue() -> Bool {
      while let top = stack.last {
        guard let byte = peek() else { return false }
        index += 1
        switch (byte, top) {
        case (UInt8(ascii: ","), _): return true
        case (UInt8(ascii: "}"), .object), (UInt8(ascii: "]"), .array): stack.removeLast()
        default: return false
        }
      }
      return true
    }

    mutating func run() {
      guard let first = peek() else { return }
      result.rootIsObject = first == UInt8(ascii: "{")
      result.rootIsArray = first == UInt8(ascii: "[")
      guard value().ok else { return }
      while let top = stack.last, result.members.count < JSONPrefixScan.maximumMembers {
        // An empty container closes at once.
        if let byte = peek(), byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
          if !afterValue() { return }
          continue
        }
        switch top {
        case .object(let serial):
          guard peek() == UInt8(ascii: "\""), let key = string(), peek() == UInt8(ascii: ":")
          else { return }
          index += 1
          let start = peek()
          var member = Member(key: key, depth: stack.count, object: serial, valueStart: start)
          let (ok, text) = value()
          member.string = text
          result.members.append(member)
          guard ok else { return }
          if start == UInt8(ascii: "{") || start == UInt8(ascii: "[") { continue }
        case .array:
          let start = peek()
          guard value().ok else { return }
          if start == UInt8(ascii: "{") || start == UInt8(ascii: "[") { continue }
        }
        if stack.isEmpty || !afterValue() { return }
      }
    }
  }
}
