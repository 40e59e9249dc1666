import PaletteCore

/// How a PNG's samples become colours: the colour type, depth, palette and transparency.
///
/// A pixel's colour is given as a ``Sample``: four channels at 16 bits for 16-bit images and at
/// 8 bits otherwise (low-depth grey scaled by bit replication, indices looked up in the palette),
/// so equal colours have equal samples and no precision is lost.
struct PNGPixelModel {
  /// A colour: red, green, blue and alpha, 8-bit or 16-bit as ``isWide`` says, packed
  /// red-first in 16-bit fields.
  typealias Sample = UInt64

  let header: PNGHeader
  /// Whether samples hold 16-bit channels.
  let isWide: Bool
  /// For an indexed image, each entry's colour; 256 entries, those past the palette unused.
  private let entries: [Sample]
  /// The number of palette entries.
  let paletteCount: Int
  /// The transparent grey or RGB sample of a `tRNS` chunk (grey repeated), at image depth.
  private let transparentKey: (UInt16, UInt16, UInt16)?

  /// Creates the model of a walked file.
  init(_ container: PNGContainer) {
    header = container.header
    isWide = header.bitDepth == 16
    paletteCount = container.palette.count
    var entries = [Sample](repeating: 0, count: 256)
    let alphas = container.transparency ?? []
    for (index, entry) in container.palette.enumerated() {
      let alpha = index < alphas.count ? alphas[index] : 255
      entries[index] = Self.pack(
        UInt16(entry.red), UInt16(entry.green), UInt16(entry.blue), UInt16(alpha))
    }
    self.entries = entries
    if let data = container.transparency, header.colorType != .indexed {
      func u16(_ at: Int) -> UInt16 { UInt16(data[at]) << 8 | UInt16(data[at + 1]) }
      transparentKey =
        header.colorType == .grey ? (u16(0), u16(0), u16(0)) : (u16(0), u16(2), u16(4))
    } else {
      transparentKey = nil
    }
  }

  /// Packs four channels.
  static func pack(_ red: UInt16, _ green: UInt16, _ blue: UInt16, _ alpha: UInt16) -> Sample {
    UInt64(red) << 48 | UInt64(green) << 32 | UInt64(blue) << 16 | UInt64(alpha)
  }

  /// The alpha channel of a sample.
  static func alpha(of sample: Sample) -> UInt16 { UInt16(truncatingIfNeeded: sample) }

  /// The colour of the pixel whose samples start at `index` in `samples`, or `nil` for an
  /// index past the palette.
  @inline(__always)
  func sample(_ samples: UnsafeBufferPointer<UInt16>, at index: Int) -> Sample? {
    let opaque: UInt16 = isWide ? 0xFFFF : 0xFF
    switch header.colorType {
    case .indexed:
      let entry = Int(samples[index])
      return entry < paletteCount ? entries[entry] : nil
    case .grey:
      let raw = samples[index]
      let grey = isWide ? raw : scaled(raw)
      let alpha = transparentKey.map { $0.0 == raw ? 0 : opaque } ?? opaque
      return Self.pack(grey, grey, grey, alpha)
    case .greyAlpha:
      let grey = samples[index]
      return Self.pack(grey, grey, grey, samples[index + 1])
    case .rgb:
      let red = samples[index]
      let green = samples[index + 1]
      let blue = samples[index + 2]
      let clear = transparentKey.map { $0 == (red, green, blue) } ?? false
      return Self.pack(red, green, blue, clear ? 0 : opaque)
    case .rgba:
      return Self.pack(samples[index], samples[index + 1], samples[index + 2], samples[index + 3])
    }
  }

  /// A low-depth grey sample at 8 bits: 1-bit × 255, 2-bit × 85, 4-bit × 17, 8-bit as is.
  private func scaled(_ value: UInt16) -> UInt16 {
    switch header.bitDepth {
    case 1: value * 255
    case 2: value * 85
    case 4: value * 17
    default: value
    }
  }

  /// The sample as 8-bit RGBA (16-bit channels rounded: `round(v · 255 / 65535)`).
  func rgba8(_ sample: Sample) -> RGBA8 {
    func channel(_ shift: UInt64) -> UInt8 {
      let value = UInt32(truncatingIfNeeded: sample >> shift) & 0xFFFF
      return isWide ? UInt8((value * 255 + 32767) / 65535) : UInt8(truncatingIfNeeded: value)
    }
    return RGBA8(red: channel(48), green: channel(32), blue: channel(16), alpha: channel(0))
  }

  /// The sample as a colour: 8-bit channels through ``PaletteCore/PaletteColor/srgb8(_:_:_:alpha:)``,
  /// 16-bit ones as `v / 65535`.
  func color(_ sample: Sample) -> PaletteColor {
    guard isWide else {
      let value = rgba8(sample)
      return .srgb8(value.red, value.green, value.blue, alpha: value.alpha)
    }
    func unit(_ shift: UInt64) -> Float {
      Float(Double(UInt16(truncatingIfNeeded: sample >> shift)) / 65535)
    }
    return .srgb(unit(48), unit(32), unit(16), alpha: unit(0))
  }
}
