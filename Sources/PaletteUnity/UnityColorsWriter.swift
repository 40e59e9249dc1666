import PaletteCore
import PaletteYAML

/// Writes a colour preset library as Unity 2018.3 and later write it.
enum UnityColorsWriter {
  /// The lines before the library's name: the YAML header and the `MonoBehaviour` fields
  /// Unity writes for an editor asset of the built-in `ColorPresetLibrary` script.
  static let header = """
    %YAML 1.1
    %TAG !u! tag:unity3d.com,2011:
    --- !u!114 &1
    MonoBehaviour:
      m_ObjectHideFlags: 52
      m_CorrespondingSourceObject: {fileID: 0}
      m_PrefabInstance: {fileID: 0}
      m_PrefabAsset: {fileID: 0}
      m_GameObject: {fileID: 0}
      m_Enabled: 1
      m_EditorHideFlags: 0
      m_Script: {fileID: 12323, guid: 0000000000000000e000000000000000, type: 0}

    """

  static func write(_ palette: Palette) throws(PaletteError) -> [UInt8] {
    var out = header
    out += "  m_Name: " + YAMLText.scalar(palette.name ?? "") + "\n"
    out += "  m_EditorClassIdentifier: \n"
    let swatches = palette.allSwatches
    out += swatches.isEmpty ? "  m_Presets: []\n" : "  m_Presets:\n"
    for (index, swatch) in swatches.enumerated() {
      // Another model's colour is converted, gamut-mapped as the loss report says.
      let color = try swatch.writableColor(
        in: [.srgb], checkingAlpha: true, position: index + 1, format: "unity-colors")
      let values = color.components.values
      out += "  - m_Name: " + YAMLText.scalar(swatch.name ?? "") + "\n"
      out += "    m_Color: {r: \(number(values[0])), g: \(number(values[1])), "
      out += "b: \(number(values[2])), a: \(number(color.alpha))}\n"
    }
    return Array(out.utf8)
  }

  /// The shortest text that reads back as the same `Float`; whole numbers without `.0`.
  private static func number(_ value: Float) -> String {
    DecimalText.literal(value, negativeZero: "-0")
  }
}
