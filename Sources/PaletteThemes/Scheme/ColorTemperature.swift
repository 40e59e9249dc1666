#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Warm and cool versions of a colour, after Ou, Woodcock and Wright's colour temperature
/// (2004), which the content and fidelity schemes take their tertiary colour from.
///
/// A colour's temperature is a function of its CIELAB hue and chroma; the colour's hue circle
/// (every whole hue at its chroma and tone) runs from the coldest to the warmest, and a colour's
/// relative temperature is where it stands between them.
struct ColorTemperature {
  /// The colour the others are found for.
  let input: HCT
  /// The colour at each whole hue 0...360 with the input's chroma and tone.
  let byHue: [HCT]
  /// The temperature of each colour of ``byHue``.
  let temperatures: [Double]
  /// The input's temperature.
  let inputTemperature: Double
  /// The coldest and the warmest colour of the circle and the input, with their temperatures.
  let coldest: (hct: HCT, temperature: Double)
  let warmest: (hct: HCT, temperature: Double)

  init(_ input: HCT) {
    self.input = input
    let byHue = (0...360).map { HCT(hue: Double($0), chroma: input.chroma, tone: input.tone) }
    self.byHue = byHue
    self.temperatures = byHue.map(Self.rawTemperature)
    self.inputTemperature = Self.rawTemperature(input)
    // A stable sort by temperature of the circle followed by the input: the coldest is the
    // first of the lowest, the warmest the last of the highest.
    var coldest = (hct: byHue[0], temperature: temperatures[0])
    var warmest = coldest
    for (hct, temperature) in zip(byHue + [input], temperatures + [inputTemperature]) {
      if temperature < coldest.temperature { coldest = (hct, temperature) }
      if temperature >= warmest.temperature { warmest = (hct, temperature) }
    }
    self.coldest = coldest
    self.warmest = warmest
  }

  /// The temperature: −0.5 + 0.02·C^1.07·cos(h − 50°), with CIELAB chroma C and hue h.
  static func rawTemperature(_ color: HCT) -> Double {
    let lab = ColorScience.lab(color.rgba8)
    let hue = ColorScience.sanitizeDegrees(atan2(lab.b, lab.a) * 180.0 / Double.pi)
    let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
    return -0.5 + 0.02 * pow(chroma, 1.07)
      * cos(ColorScience.sanitizeDegrees(hue - 50.0) * Double.pi / 180.0)
  }

  /// Where a temperature stands between the coldest and the warmest, 0...1; 0.5 when they
  /// are the same.
  func relative(_ temperature: Double) -> Double {
    let range = warmest.temperature - coldest.temperature
    return range == 0 ? 0.5 : (temperature - coldest.temperature) / range
  }

  /// Whether `angle` lies on the arc from `a` to `b`, counter-clockwise.
  private static func isBetween(_ angle: Double, _ a: Double, _ b: Double) -> Bool {
    a < b ? a <= angle && angle <= b : a <= angle || angle <= b
  }

  /// The colour of the circle, on the other side of the coldest–warmest axis, whose relative
  /// temperature is 1 minus the input's.
  var complement: HCT {
    let coldestHue = coldest.hct.hue
    let warmestHue = warmest.hct.hue
    let range = warmest.temperature - coldest.temperature
    let inputIsColdToWarm = Self.isBetween(input.hue, coldestHue, warmestHue)
    let startHue = inputIsColdToWarm ? warmestHue : coldestHue
    let endHue = inputIsColdToWarm ? coldestHue : warmestHue
    var smallestError = 1000.0
    var answer = byHue[Int(input.hue.rounded(.toNearestOrAwayFromZero))]
    let wanted = 1.0 - relative(inputTemperature)
    for addend in 0...360 {
      let hue = ColorScience.sanitizeDegrees(startHue + Double(addend))
      guard Self.isBetween(hue, startHue, endHue) else { continue }
      let index = Int(hue.rounded(.toNearestOrAwayFromZero))
      let error = abs(wanted - (temperatures[index] - coldest.temperature) / range)
      if error < smallestError {
        smallestError = error
        answer = byHue[index]
      }
    }
    return answer
  }

  /// `count` colours analogous to the input, the input among them: the hue circle split into
  /// `divisions` steps of equal change in temperature.
  func analogous(count: Int, divisions: Int) -> [HCT] {
    let startHue = Int(input.hue.rounded(.toNearestOrAwayFromZero))
    let start = byHue[startHue]
    func relativeAt(_ hue: Int) -> Double { relative(temperatures[hue]) }
    var lastTemperature = relativeAt(startHue)
    var all = [start]
    var totalChange = 0.0
    for i in 0..<360 {
      let hue = (startHue + i) % 360
      let temperature = relativeAt(hue)
      totalChange += abs(temperature - lastTemperature)
      lastTemperature = temperature
    }
    let step = totalChange / Double(divisions)
    var change = 0.0
    var addend = 1
    lastTemperature = relativeAt(startHue)
    while all.count < divisions {
      let hue = (startHue + addend) % 360
      let hct = byHue[hue]
      let temperature = relativeAt(hue)
      change += abs(temperature - lastTemperature)
      var wanted = Double(all.count) * step
      var satisfied = change >= wanted
      var indexAddend = 1
      // A hue may stand for several steps when the temperature jumps (black and white have
      // no analogues at all).
      while satisfied && all.count < divisions {
        all.append(hct)
        wanted = Double(all.count + indexAddend) * step
        satisfied = change >= wanted
        indexAddend += 1
      }
      lastTemperature = temperature
      addend += 1
      if addend > 360 {
        while all.count < divisions { all.append(hct) }
        break
      }
    }
    var answers = [input]
    let counterClockwise = (count - 1) / 2
    for i in stride(from: 1, through: counterClockwise, by: 1) {
      answers.insert(all[((-i % all.count) + all.count) % all.count], at: 0)
    }
    let clockwise = count - counterClockwise - 1
    for i in stride(from: 1, through: clockwise, by: 1) {
      answers.append(all[i % all.count])
    }
    return answers
  }
}
