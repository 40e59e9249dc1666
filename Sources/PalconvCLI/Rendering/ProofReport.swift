import PaletteCore
import PaletteICC
import PaletteSheet

/// A press proof printed: the text table, the JSON document (keys in docs/cli.md) and the
/// swatch sheet of `palconv proof`.
struct ProofReport {
  /// The proof.
  let proof: PressProof
  /// The palette proofed.
  let palette: Palette
  /// The profile's path as given.
  let profilePath: String
  /// The intent's word (`perceptual`, `relative`, …).
  let intentName: String
  /// `--max-delta-e`, if given.
  let maximumDeltaE: Double?

  /// `cmyk(100%, 72%, 0%, 12.5%)`, `rgb(12.0, 200.5, 3.0)` or `gray(40%)`: the device values.
  func deviceText(_ entry: PressProofEntry) -> String {
    func percent(_ value: Double) -> String { NumberText.short(value * 100, digits: 1) + "%" }
    switch entry.device.count {
    case 4: return "cmyk(" + entry.device.map(percent).joined(separator: ", ") + ")"
    case 3:
      return "rgb("
        + entry.device.map { NumberText.short($0 * 255, digits: 1) }.joined(separator: ", ") + ")"
    case 1: return "gray(" + percent(entry.device[0]) + ")"
    default: return entry.device.map { NumberText.short($0) }.joined(separator: " ")
    }
  }

  /// The group name of an entry's swatch, if it has one.
  func groupName(_ entry: PressProofEntry) -> String? {
    palette.groups[entry.groupIndex].name
  }

  /// The swatch's own colour as 8-bit sRGB (gamut-mapped), from its Lab.
  func sourceHex(_ entry: PressProofEntry) -> String {
    let lab = entry.sourceLab
    return PaletteColor(.lab(l: Float(lab.x), a: Float(lab.y), b: Float(lab.z))).rgba8.hexString()
  }

  /// The line naming the profile, intent and compensation.
  var heading: String {
    "Proof through \(profilePath)"
      + (proof.profile.profileDescription.map { " (\($0))" } ?? "")
      + ", \(intentName)\(proof.blackPointCompensation ? " with black point compensation" : "")"
  }

  /// The summary line.
  var summary: String {
    let count = proof.entries.count
    var text =
      "\(count) swatch\(count == 1 ? "" : "es"): \(proof.outOfGamut.count) out of gamut, "
      + "largest ΔE00 \(NumberText.fixed(proof.maximumDeltaE, digits: 2))"
    if let maximumDeltaE {
      text +=
        ", \(proof.failing(maximumDeltaE: maximumDeltaE).count) over "
        + NumberText.short(maximumDeltaE)
    }
    return text
  }

  /// The text table.
  func text() -> String {
    var rows = [["Swatch", "Gamut", "ΔE00", "Prints as", "sRGB"]]
    for entry in proof.entries {
      rows.append([
        entry.swatch.listLabel, entry.isInGamut ? "in" : "out",
        NumberText.fixed(entry.deltaE, digits: 2), deviceText(entry),
        entry.printedColor.rgba8.hexString(),
      ])
    }
    return heading + "\n" + TextTable.render(rows) + summary + "\n"
  }

  /// The JSON document.
  func json() -> String {
    let json = DiagnosticRenderer.jsonString
    func number(_ value: Double) -> String {
      value.isFinite ? NumberText.short(value, digits: 4) : "null"
    }
    func triple(_ value: SIMD3<Double>) -> String {
      "[\(number(value.x)), \(number(value.y)), \(number(value.z))]"
    }
    let space: String
    switch proof.profile.colorSpace {
    case .cmyk: space = "cmyk"
    case .rgb: space = "rgb"
    default: space = "gray"
    }
    var out = "{\n"
    out += "  \"profile\": \(json(profilePath)),\n"
    out += "  \"profileDescription\": \(proof.profile.profileDescription.map(json) ?? "null"),\n"
    out += "  \"intent\": \(json(intentName)),\n"
    out += "  \"blackPointCompensation\": \(proof.blackPointCompensation),\n"
    out += "  \"maxDeltaE\": \(maximumDeltaE.map(number) ?? "null"),\n"
    out += "  \"swatches\": ["
    for (index, entry) in proof.entries.enumerated() {
      let members = [
        "\"name\": \(entry.swatch.name.map(json) ?? "null")",
        "\"group\": \(groupName(entry).map(json) ?? "null")",
        "\"color\": \(json(sourceHex(entry)))",
        "\"lab\": \(triple(entry.sourceLab))",
        "\"inGamut\": \(entry.isInGamut)",
        "\"deltaE\": \(number(entry.deltaE))",
        "\"device\": {\"space\": \(json(space)), \"values\": ["
          + entry.device.map(number).joined(separator: ", ") + "], \"asGiven\": "
          + "\(entry.isDeviceColor)}",
        "\"printed\": {\"lab\": \(triple(entry.printedLab)), \"srgb\": "
          + "\(json(entry.printedColor.rgba8.hexString()))}",
        "\"passes\": \(maximumDeltaE.map { String(entry.passes(maximumDeltaE: $0)) } ?? "null")",
      ]
      out += (index == 0 ? "\n" : ",\n") + "    {" + members.joined(separator: ", ") + "}"
    }
    out += proof.entries.isEmpty ? "],\n" : "\n  ],\n"
    let failing = maximumDeltaE.map { String(proof.failing(maximumDeltaE: $0).count) } ?? "null"
    out +=
      "  \"summary\": {\"swatches\": \(proof.entries.count), \"outOfGamut\": "
      + "\(proof.outOfGamut.count), \"maxDeltaE\": \(number(proof.maximumDeltaE)), "
      + "\"failing\": \(failing)}\n}\n"
    return out
  }

  /// The HTML swatch sheet: every swatch with a strip of what it prints as, out-of-gamut
  /// swatches flagged.
  func sheet() throws(PaletteError) -> [UInt8] {
    var format = SheetFormat(.html)
    format.conversion = proof.reading
    format.marks = proof.entries.map { entry in
      var note =
        (entry.isInGamut ? "in gamut" : "out of gamut") + " · ΔE00 "
        + NumberText.fixed(entry.deltaE, digits: 2)
      if let maximumDeltaE, !entry.passes(maximumDeltaE: maximumDeltaE) { note += " · fails" }
      return SheetMark(
        groupIndex: entry.groupIndex, swatchIndex: entry.swatchIndex, isFlagged: !entry.isInGamut,
        note: note, printed: entry.printedColor.rgba8,
        printedLabel: "prints " + deviceText(entry))
    }
    var shown = palette
    shown.name = (palette.name ?? "Palette") + " — proof through " + profilePath
    return try format.encode(shown)
  }
}
