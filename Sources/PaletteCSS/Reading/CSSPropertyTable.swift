/// Which declaration of each property wins: the last one in its context, as in the cascade.
///
/// Properties are numbered once through one dictionary; everything else is an array look-up.
struct CSSPropertyTable: Sendable {
  /// `key(context, name)` to the property's number.
  private var numbers: [String: Int] = [:]
  /// Per property number: the first and the last (winning) declaration.
  private(set) var first: [Int] = []
  private(set) var winner: [Int] = []
  /// Per declaration: its property number.
  private(set) var property: [Int] = []

  init(_ declarations: [CSSRawDeclaration]) {
    numbers.reserveCapacity(declarations.count)
    property.reserveCapacity(declarations.count)
    for (index, declaration) in declarations.enumerated() {
      let key = CSSPropertyTable.key(context: declaration.context, name: declaration.name)
      if let number = numbers[key] {
        winner[number] = index
        property.append(number)
      } else {
        numbers[key] = first.count
        property.append(first.count)
        first.append(index)
        winner.append(index)
      }
    }
  }

  /// The look-up key of a property in a context.
  static func key(context: String?, name: String) -> String {
    guard let context else { return name }
    return "\u{1}" + context + "\u{1}" + name
  }

  /// The winning declaration of `name` in `context`, if the file declares it there.
  func winner(context: String?, name: String) -> Int? {
    numbers[CSSPropertyTable.key(context: context, name: name)].map { winner[$0] }
  }

  /// Whether declaration `index` is the first of its property.
  func isFirst(_ index: Int) -> Bool { first[property[index]] == index }

  /// Whether declaration `index` is the one whose value counts.
  func isWinner(_ index: Int) -> Bool { winner[property[index]] == index }
}
