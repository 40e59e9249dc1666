public import PaletteCore

extension Palette {
  /// The palettes merged in order into one.
  ///
  /// Each palette's groups are kept: a named group joins the group of that name that an
  /// earlier palette (or an earlier group) started, so `Brand` from two files is one `Brand`;
  /// swatches outside any named group keep their own unnamed groups, in order. With
  /// ``MergeOptions/flatten`` every swatch goes into one unnamed group. The palette name,
  /// description and column hint are the first palette's that has each.
  ///
  /// Two swatches of different palettes *conflict* when they have the same name in the same
  /// group (or, flattened, anywhere) but differ in colour or kind; an identical swatch from a
  /// later palette is dropped without a conflict. The *n*-th swatch of a name in a later
  /// palette is compared with the *n*-th of that name in the first palette that had it (with
  /// its first when it had fewer), so a palette merged with a copy of itself has no conflicts. Unnamed swatches never conflict, and
  /// neither do the swatches of one palette among themselves (a file's own repeated names,
  /// such as GIMP's `Untitled`, are kept as they are: merging changes no single input). Each conflict is
  /// resolved by ``MergeOptions/onConflict`` and listed in the result.
  ///
  ///     let result = Palette.merging([brand, extra], options: MergeOptions(onConflict: .last))
  ///
  /// - Parameters:
  ///   - palettes: The palettes, earliest first.
  ///   - options: The conflict policy and whether to flatten.
  /// - Returns: The merged palette, the conflicts and the number of identical duplicates.
  /// - Complexity: O(*n*) in the total number of swatches.
  public static func merging(
    _ palettes: [Palette], options: MergeOptions = MergeOptions()
  )
    -> MergeResult
  {
    var merged = Palette(
      name: palettes.lazy.compactMap(\.name).first,
      description: palettes.lazy.compactMap(\.description).first,
      columns: palettes.lazy.compactMap(\.columns).first, groups: [])
    var namedGroups: [String: Int] = [:]
    /// Where the swatches of each (group, name) were put by the first palette that had it.
    struct Key: Hashable {
      var group: String?
      var name: String
    }
    var seen: [Key: (input: Int, places: [(group: Int, position: Int)])] = [:]
    var conflicts: [MergeConflict] = []
    var identical = 0
    if options.flatten { merged.groups = [PaletteGroup()] }

    for (input, palette) in palettes.enumerated() {
      // How many swatches of each (group, name) this palette has had so far.
      var occurrences: [Key: Int] = [:]
      for group in palette.groups {
        let target: Int
        if options.flatten {
          target = 0
        } else if let name = group.name, let existing = namedGroups[name] {
          target = existing
        } else {
          target = merged.groups.count
          merged.groups.append(PaletteGroup(name: group.name, location: group.location))
          if let name = group.name { namedGroups[name] = target }
        }
        let scope = options.flatten ? nil : group.name
        for swatch in group.swatches {
          guard let name = swatch.name else {
            merged.groups[target].swatches.append(swatch)
            continue
          }
          let key = Key(group: scope, name: name)
          let occurrence = occurrences[key, default: 0]
          occurrences[key] = occurrence + 1
          guard let earlier = seen[key], earlier.input != input else {
            let place = (target, merged.groups[target].swatches.count)
            seen[key, default: (input, [])].places.append(place)
            merged.groups[target].swatches.append(swatch)
            continue
          }
          // The n-th swatch of a name meets the earlier palette's n-th (or, past its count,
          // its first), so a palette merged with its own copy conflicts nowhere.
          let place = earlier.places[occurrence < earlier.places.count ? occurrence : 0]
          let first = merged.groups[place.group].swatches[place.position]
          if first == swatch {
            identical += 1
            continue
          }
          conflicts.append(
            MergeConflict(
              name: name, groupName: scope, firstInput: earlier.input, first: first,
              laterInput: input, later: swatch, resolution: options.onConflict))
          switch options.onConflict {
          case .first, .error: break
          case .last: merged.groups[place.group].swatches[place.position] = swatch
          case .keepBoth: merged.groups[target].swatches.append(swatch)
          }
        }
      }
    }
    merged.groups.removeAll { $0.swatches.isEmpty && $0.name == nil }
    return MergeResult(palette: merged, conflicts: conflicts, identicalCount: identical)
  }
}
