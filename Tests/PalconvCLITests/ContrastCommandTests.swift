import Foundation
import Testing

@testable import PalconvCLI

@Suite struct ContrastCommandTests {
  /// Mid (#888888) and, in the group Surfaces, Paper (#ffffff): the pair of the APCA reference
  /// vectors `#888` on `#fff` (Lc 63.056469930209424) and `#fff` on `#888` (−68.54146436644962);
  /// ColorAide's WCAG 2.1 ratio for them is 3.544886215299399.
  static let sample = "TPAL\n#888888 Mid\n[Surfaces]\n#ffffff Paper\n"

  @Test func tableListsBothOrdersAligned() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.sample)
    let result = palconv(["contrast", input])
    #expect(result.code == 0)
    #expect(result.stderr.isEmpty)
    #expect(
      result.out == """
        Text   Background    Ratio  AA    AA large  AAA   AAA large  APCA Lc  APCA level
        Mid    Paper        3.54:1  fail  pass      fail  fail          63.1  content
        Paper  Mid          3.54:1  fail  pass      fail  fail         -68.5  content

        """)
  }

  @Test func colourSamplesOnlyWhenColourIsOn() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.sample)
    let result = palconv(["contrast", input, "--color", "always"])
    #expect(result.code == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("Text   Background  Sample    Ratio"))
    #expect(lines[1].contains("\u{1B}[38;2;136;136;136;48;2;255;255;255m  Aa  \u{1B}[0m"))
    let environment = PalconvEnvironment(variables: ["NO_COLOR": "1"], stdoutIsTerminal: true)
    #expect(!palconv(["contrast", input], environment: environment).out.contains("\u{1B}"))
  }

  @Test func jsonHasThePairsWithFullNumbers() throws {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.sample)
    let result = palconv(["contrast", input, "--format", "json"])
    #expect(result.code == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [[String: Any]])
    #expect(array.count == 2)
    #expect(array[0]["text"] as? String == "Mid")
    #expect(array[0]["background"] as? String == "Paper")
    #expect(array[0]["textColor"] as? String == "#888888")
    #expect(array[0]["backgroundColor"] as? String == "#FFFFFF")
    let ratio = try #require(array[0]["ratio"] as? Double)
    #expect(abs(ratio - 3.544886215299399) < 1e-6)
    let lc = try #require(array[0]["apca"] as? Double)
    #expect(abs(lc - 63.056469930209424) < 1e-6)
    let reverse = try #require(array[1]["apca"] as? Double)
    #expect(abs(reverse - -68.54146436644962) < 1e-6)
    #expect(array[0]["aa"] as? Bool == false)
    #expect(array[0]["aaLarge"] as? Bool == true)
    #expect(array[0]["apcaLevel"] as? String == "content")
    #expect(result.out.hasPrefix("[\n  {\"text\": \"Mid\", \"background\": \"Paper\", "))
    #expect(palconv(["contrast", input, "--format", "json"]).stdout == result.stdout)
  }

  @Test func minimumsMakeACheck() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.sample)
    let failing = palconv(["contrast", input, "--min-ratio", "4.5", "--format", "json"])
    #expect(failing.code == 1)
    #expect(
      failing.errLines == [
        "\(input): error: \"Mid\" on \"Paper\": contrast 3.54:1 is below 4.5:1 [contrast.min-ratio]",
        "\(input): error: \"Paper\" on \"Mid\": contrast 3.54:1 is below 4.5:1 [contrast.min-ratio]",
      ])
    #expect(failing.out.hasPrefix("[\n"))
    #expect(palconv(["contrast", input, "--min-ratio", "3"]).code == 0)
    let apca = palconv(["contrast", input, "--min-apca", "65"])
    #expect(apca.code == 1)
    #expect(
      apca.errLines == [
        "\(input): error: \"Mid\" on \"Paper\": APCA Lc 63.1 is below 65 [contrast.min-apca]"
      ])
    #expect(palconv(["contrast", input, "--min-apca", "60"]).code == 0)
  }

  @Test func failuresPastTheLimitAreCounted() {
    let temp = TempFolder()
    var text = "TPAL\n"
    for index in 0..<30 { text += "#7f7f7f Grey \(index)\n" }
    text += "#808080 Other\n"
    let input = temp.write("a.tpal", text)
    let result = palconv(["contrast", input, "--background", "Other", "--min-ratio", "2"])
    #expect(result.code == 1)
    #expect(result.errLines.count == 21)
    #expect(
      result.errLines.last
        == "\(input): error: and 10 more like these (30 in all; the first 20 are listed) [contrast.min-ratio]"
    )
  }

  @Test func textAndBackgroundChooseByNameOrGroup() {
    let temp = TempFolder()
    let input = temp.write(
      "a.tpal", "TPAL\n#000000 Ink\n#333333 Ink soft\n[Surfaces]\n#ffffff Paper\n#eeeeee Fog\n")
    let result = palconv(["contrast", input, "--text", "Ink*", "--background", "Surfaces"])
    #expect(result.code == 0)
    let rows = result.out.split(separator: "\n").dropFirst().map {
      $0.split(separator: "  ", omittingEmptySubsequences: true).prefix(2).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
    #expect(
      rows == [["Ink", "Paper"], ["Ink", "Fog"], ["Ink soft", "Paper"], ["Ink soft", "Fog"]])
    let none = palconv(["contrast", input, "--text", "Nothing*"])
    #expect(none.code == 1)
    #expect(
      none.errLines == [
        "\(input): error: no swatch or group name matches --text 'Nothing*' [contrast.no-match]"
      ])
  }

  @Test func translucentTextIsBlendedOverTheBackground() throws {
    let temp = TempFolder()
    // Black at 40 % on white is shown as #999999: APCA vector `#0006` on `#fff`, Lc 54.62.
    let input = temp.write("a.tpal", "TPAL\n#00000066 Glass\n#ffffff Paper\n")
    let result = palconv(["contrast", input, "--text", "Glass", "--format", "json"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [[String: Any]])
    #expect(array.count == 1)
    #expect(array[0]["textColor"] as? String == "#00000066")
    let lc = try #require(array[0]["apca"] as? Double)
    #expect(abs(lc - 54.62184067441377) < 1e-5)
    let html = palconv(["contrast", input, "--text", "Glass", "--format", "html"])
    #expect(html.out.contains("style=\"color: #999999; background: #FFFFFF\">Aa Sample</td>"))
  }

  @Test func htmlPageEscapesNames() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", "TPAL\n#000000 <b>&\n#ffffff Paper\n")
    let result = palconv(["contrast", input, "--format", "html"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
    #expect(result.out.contains("<tr><td>&lt;b&gt;&amp;</td><td>Paper</td>"))
    #expect(!result.out.contains("<b>&"))
    #expect(result.out.contains("<td class=\"number\">21.00:1</td>"))
    #expect(result.out.hasSuffix("</html>\n"))
  }

  @Test func badValuesAreUsageErrors() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.sample)
    let format = palconv(["contrast", input, "--format", "xml"])
    #expect(format.code == 64)
    #expect(
      format.errLines.first
        == "Error: the value of '--format' must be table, json or html, not 'xml'")
    let ratio = palconv(["contrast", input, "--min-ratio", "30"])
    #expect(ratio.code == 64)
    #expect(
      ratio.errLines.first
        == "Error: the value of '--min-ratio' must be a number from 1 to 21, not '30'")
    #expect(palconv(["contrast", input, "--min-apca", "-5"]).code == 64)
    #expect(palconv(["contrast"]).errLines.first == "Error: missing expected argument '<input>'")
  }

  /// 120 swatches: 14,280 pairs, more than are printed by default.
  static let large: String = {
    var text = "TPAL\n"
    for index in 0..<120 {
      text += "#\(String(format: "%02x%02x%02x", index, 255 - index, index / 2)) S\(index)\n"
    }
    return text
  }()

  @Test func largeTablesArePrintedInChunks() throws {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.large)
    let table = palconv(["contrast", input, "--all-pairs"])
    #expect(table.code == 0)
    let lines = table.out.split(separator: "\n")
    #expect(lines.count == 1 + 120 * 119)
    // Every row's ratio ends where the title "Ratio" does: the columns stay aligned.
    let end = try #require(lines[0].range(of: "Ratio")?.upperBound.utf16Offset(in: lines[0]))
    #expect(
      lines.dropFirst().allSatisfy { Array(Array($0.utf8)[end - 2..<end]) == Array(":1".utf8) })
    #expect(table.stderr.isEmpty)
    let json = palconv(["contrast", input, "--format", "json", "--all-pairs"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [[String: Any]])
    #expect(array.count == 120 * 119)
    #expect(array.last?["text"] as? String == "S119")
    #expect(array.last?["background"] as? String == "S118")
  }

  @Test func atMostTenThousandPairsArePrintedByDefault() throws {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.large)
    let leftOut =
      "4280 of the 14280 pairs are left out (the first 10000 are printed): --max-pairs N "
      + "prints more, --all-pairs every one"
    let warning = "\(input): warning: \(leftOut) [contrast.pairs-left-out]"

    let table = palconv(["contrast", input])
    #expect(table.code == 0)
    let lines = table.out.split(separator: "\n")
    #expect(lines.count == 1 + 10_000 + 1)
    // The first 10,000 in order: S0 to S83 on every other swatch (9,996 pairs), then S84 on
    // S0 to S3.
    #expect(lines[10_000].hasPrefix("S84   S3 "))
    #expect(lines.last.map(String.init) == leftOut)
    #expect(table.errLines == [warning])

    let json = palconv(["contrast", input, "--format", "json"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout)) as? [[String: Any]])
    #expect(array.count == 10_000)
    #expect(array.last?["text"] as? String == "S84")
    #expect(array.last?["background"] as? String == "S3")
    #expect(json.errLines == [warning])

    let html = palconv(["contrast", input, "--format", "html"])
    #expect(html.out.components(separatedBy: "<tr><td>").count - 1 == 10_000)
    #expect(html.out.hasSuffix("</tbody>\n</table>\n<p>\(leftOut)</p>\n</body>\n</html>\n"))
    #expect(html.errLines == [warning])
  }

  @Test func maxPairsAndAllPairs() throws {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.large)
    let five = palconv(["contrast", input, "--max-pairs", "5", "--format", "json"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(five.stdout)) as? [[String: Any]])
    #expect(array.map { $0["background"] as? String } == ["S1", "S2", "S3", "S4", "S5"])
    #expect(five.errLines.first?.contains("14275 of the 14280 pairs are left out") == true)
    // Exactly as many as there are: nothing left out, no warning.
    let exact = palconv(["contrast", input, "--max-pairs", "14280"])
    #expect(exact.stderr.isEmpty && exact.out.split(separator: "\n").count == 1 + 14_280)
    for bad in [
      ["--max-pairs", "0"], ["--max-pairs", "ten"], ["--max-pairs", "5", "--all-pairs"],
    ] {
      let result = palconv(["contrast", input] + bad)
      #expect(result.code == 64, "\(bad)")
    }
    #expect(
      palconv(["contrast", input, "--max-pairs", "0"]).errLines.first
        == "Error: the value of '--max-pairs' must be a whole number of at least 1, not '0'")
  }

  /// A check covers the pairs left out of the output as well.
  @Test func checksCoverEveryPair() {
    let temp = TempFolder()
    let input = temp.write("a.tpal", Self.large)
    let result = palconv(["contrast", input, "--max-pairs", "3", "--min-ratio", "21"])
    #expect(result.code == 1)
    #expect(result.out.split(separator: "\n").count == 1 + 3 + 1)
    #expect(
      result.errLines.contains(
        "\(input): error: and 14260 more like these (14280 in all; the first 20 are listed) "
          + "[contrast.min-ratio]"))
  }
}
