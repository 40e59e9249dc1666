extension MaterialScheme {
  /// The tone of a role at this scheme's appearance and contrast level.
  ///
  /// A role in a tone pair (an accent and its container, a fixed fill and its dim form) is
  /// solved with its partner: each moves to reach its ratio with the background (to exactly
  /// its ratio when contrast is reduced), then the farther one moves out until the two are
  /// `delta` apart, then the nearer one in; neither may land in 50...59. Any other role keeps
  /// its tone when it reaches its ratio with its background and moves to the nearest tone
  /// that does otherwise (to exactly the ratio when contrast is reduced); a fill avoids
  /// 50...59, and text on two fills (the fixed ones) takes a tone that reaches the ratio with
  /// both.
  ///
  /// - Parameter role: The role.
  /// - Returns: The tone, 0...100.
  public func tone(of role: MaterialRole) -> Double {
    if let pair = role.tonePair {
      return pairedTone(of: role, in: pair)
    }
    var answer = role.standardTone(in: self)
    guard let background = role.background(in: self), let curve = role.contrastCurve else {
      return answer
    }
    let backgroundTone = tone(of: background)
    let ratio = curve.value(at: contrast)
    if Contrast.ratio(ofTones: backgroundTone, answer) < ratio {
      answer = Contrast.foregroundTone(on: backgroundTone, ratio: ratio)
    }
    if contrast < 0 {
      answer = Contrast.foregroundTone(on: backgroundTone, ratio: ratio)
    }
    if role.isBackground && 50 <= answer && answer < 60 {
      answer = Contrast.ratio(ofTones: 49, backgroundTone) >= ratio ? 49 : 60
    }
    guard let second = role.secondBackground else { return answer }

    let firstTone = backgroundTone
    let secondTone = tone(of: second)
    let upper = max(firstTone, secondTone)
    let lower = min(firstTone, secondTone)
    if Contrast.ratio(ofTones: upper, answer) >= ratio
      && Contrast.ratio(ofTones: lower, answer) >= ratio
    {
      return answer
    }
    let lightOption = Contrast.lighter(than: upper, ratio: ratio)
    let darkOption = Contrast.darker(than: lower, ratio: ratio)
    if Contrast.prefersLightForeground(firstTone) || Contrast.prefersLightForeground(secondTone) {
      return lightOption ?? 100
    }
    if lightOption != nil && darkOption == nil { return lightOption ?? 100 }
    return darkOption ?? 0
  }

  /// The tone of a role solved together with its partner.
  private func pairedTone(of role: MaterialRole, in pair: TonePair) -> Double {
    let firstIsNearer = pair.polarity == .nearer || !isDark
    let nearer = firstIsNearer ? pair.first : pair.second
    let farther = firstIsNearer ? pair.second : pair.first
    let direction: Double = isDark ? 1 : -1
    let delta = pair.delta
    var nearTone = nearer.standardTone(in: self)
    var farTone = farther.standardTone(in: self)

    if let background = role.background(in: self), let nearCurve = nearer.contrastCurve,
      let farCurve = farther.contrastCurve
    {
      let nearRatio = nearCurve.value(at: contrast)
      let farRatio = farCurve.value(at: contrast)
      let backgroundTone = tone(of: background)
      if Contrast.ratio(ofTones: backgroundTone, nearTone) < nearRatio {
        nearTone = Contrast.foregroundTone(on: backgroundTone, ratio: nearRatio)
      }
      if Contrast.ratio(ofTones: backgroundTone, farTone) < farRatio {
        farTone = Contrast.foregroundTone(on: backgroundTone, ratio: farRatio)
      }
      if contrast < 0 {
        nearTone = Contrast.foregroundTone(on: backgroundTone, ratio: nearRatio)
        farTone = Contrast.foregroundTone(on: backgroundTone, ratio: farRatio)
      }
    }

    if (farTone - nearTone) * direction < delta {
      farTone = min(max(nearTone + delta * direction, 0), 100)
      if (farTone - nearTone) * direction < delta {
        nearTone = min(max(farTone - delta * direction, 0), 100)
      }
    }

    func leaveAwkwardBand() {
      if direction > 0 {
        nearTone = 60
        farTone = max(farTone, nearTone + delta * direction)
      } else {
        nearTone = 49
        farTone = min(farTone, nearTone + delta * direction)
      }
    }
    if 50 <= nearTone && nearTone < 60 {
      leaveAwkwardBand()
    } else if 50 <= farTone && farTone < 60 {
      if pair.stayTogether {
        leaveAwkwardBand()
      } else {
        farTone = direction > 0 ? 60 : 49
      }
    }
    return role == nearer ? nearTone : farTone
  }
}
