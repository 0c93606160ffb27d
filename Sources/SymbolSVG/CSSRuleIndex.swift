/// A style sheet's rules filed by a part of each selector that an element must have, so that
/// the cascade tests an element only against the selectors that could select it.
///
/// Filing follows browsers: a selector goes under its id if it has one, else under one of its
/// classes, else its type, else in the universal list; an element looks only in the lists of
/// its id, of each of its classes and of its type, and in the universal one. Testing every rule
/// against every element instead cost rules × elements even when nothing matched: 100,000
/// `.cN` rules over 200,000 elements of another class ran for over 90 s.
///
/// Selectors that require the same type, ids and classes select the same elements, whatever the
/// order or repetition of their parts (`.a.b`, `.b.a.a`), so they share one entry, which keeps
/// per property only the declarations that can still win the cascade: the strongest valid
/// one, and a stronger invalid one, which the cascade ignores and reports. A sheet that repeats
/// `rect { fill: red }` 20,000 times thus costs each of 20,000 `<rect>`s one test rather than
/// 20,000 (0.8 MB that ran for over 90 s). What remains is the matching itself: an element costs
/// the entries filed under its keys, and those that match it offer their surviving declarations.
///
/// The winners are exactly those of testing every rule (`CSSStyleSheet.matchingDeclarations`):
/// a rule counts with the specificity of its most specific matching selector, then source order.
struct CSSRuleIndex: Sendable {
  /// A style-sheet declaration with what ranks it against the sheet's other declarations of the
  /// same property and importance.
  struct RankedDeclaration: Sendable {
    var declaration: CSSDeclaration
    /// The specificity of the selector it is filed with.
    var specificity: CSSSpecificity
    /// The rule's position in the sheet.
    var ruleIndex: Int
    /// The declaration's position within its rule.
    var position: Int

    /// Whether `other` beats this declaration at equal importance: by specificity, then by
    /// source order, which is the rule's position and then the position within the rule.
    func loses(to other: RankedDeclaration) -> Bool {
      (specificity, ruleIndex, position) < (other.specificity, other.ruleIndex, other.position)
    }
  }

  /// What a selector requires of an element; selectors with equal requirements are
  /// interchangeable for matching.
  private struct Requirement: Hashable {
    var typeName: String?
    var id: String?
    /// Distinct and sorted, so that `.b.a.a` and `.a.b` are one requirement.
    var classes: [String]

    /// Nil when the selector names two different ids, which no element can have.
    init?(_ selector: CSSSelector) {
      let ids = Set(selector.ids)
      guard ids.count <= 1 else { return nil }
      typeName = selector.typeName
      id = ids.first
      classes = Set(selector.classes).sorted()
    }

    func isMet(
      typeName elementType: String, id elementID: String?, classes elementClasses: Set<String>
    ) -> Bool {
      if let typeName, typeName != elementType { return false }
      if let id, id != elementID { return false }
      return classes.allSatisfy(elementClasses.contains)
    }
  }

  /// An id, class or type name under which requirements are filed, or the universal list.
  private enum Key: Hashable {
    case id(String)
    case className(String)
    case typeName(String)
    case universal
  }

  /// A property at one importance.
  private struct Slot: Hashable {
    var property: String
    var isImportant: Bool
  }

  private struct Entry: Sendable {
    var requirement: Requirement
    /// Where the entry's declarations are in `declarations`: per property and importance, the
    /// strongest valid declaration and an invalid one stronger than it, since any other
    /// declaration of the entry loses to the valid one whenever the entry matches.
    var declarations: Range<Int>
  }

  /// The entries, those filed under one key next to each other.
  private var entries: [Entry] = []
  /// Where each key's entries are in `entries`. Ranges rather than an array per key keep a
  /// sheet of 200,000 `#id` rules from allocating 200,000 arrays.
  private var buckets: [Key: Range<Int>] = [:]
  /// The entries' declarations, those of one entry next to each other.
  private var declarations: [RankedDeclaration] = []

  /// Files `rules`, given in source order, keeping only their declarations of `properties`
  /// (a rule with none of them is left out), of which `isValid` tells which can be used.
  init(rules: [CSSRule], properties: Set<String>, isValid: (CSSDeclaration) -> Bool) {
    let (requirements, declarationRanges) = Self.collect(
      rules, properties: properties, isValid: isValid, into: &declarations)
    // A class shared by many selectors makes a poor key: filing `.a.q` under `q` would test it
    // against every element of class `q`. The class used by the fewest entries is the key.
    var classUse: [String: Int] = [:]
    for requirement in requirements {
      for name in requirement.classes { classUse[name, default: 0] += 1 }
    }
    var keyNumbers: [Key: Int] = [:]
    var keys: [Key] = []
    var keyOfEntry: [Int] = []
    for requirement in requirements {
      let rarestClass = requirement.classes.min { classUse[$0, default: 0] < classUse[$1, default: 0] }
      let key: Key
      if let id = requirement.id {
        key = .id(id)
      } else if let rarestClass {
        key = .className(rarestClass)
      } else if let typeName = requirement.typeName {
        key = .typeName(typeName)
      } else {
        key = .universal
      }
      if let number = keyNumbers[key] {
        keyOfEntry.append(number)
      } else {
        keyNumbers[key] = keys.count
        keyOfEntry.append(keys.count)
        keys.append(key)
      }
    }
    let (entryOrder, entryRanges) = Self.groupContiguously(keyOfEntry, groupCount: keys.count)
    entries = entryOrder.map { Entry(requirement: requirements[$0], declarations: declarationRanges[$0]) }
    for (number, key) in keys.enumerated() { buckets[key] = entryRanges[number] }
  }

  /// The distinct requirements of the rules' selectors and, for each, the range in
  /// `declarations` of its strongest valid declaration per property and importance, each
  /// preceded by an invalid one stronger than it, if any.
  private static func collect(
    _ rules: [CSSRule], properties: Set<String>, isValid: (CSSDeclaration) -> Bool,
    into declarations: inout [RankedDeclaration]
  ) -> (requirements: [Requirement], ranges: [Range<Int>]) {
    var entryOf: [Requirement: Int] = [:]
    var requirements: [Requirement] = []
    var all: [(entry: Int, declaration: RankedDeclaration, isValid: Bool)] = []
    // Sheets repeat declarations (`fill: red` in rule after rule), and checking a value
    // parses it: 20,000 `rect { fill: red }` took twice as long to file when each was checked.
    var validity: [CSSDeclaration: Bool] = [:]
    func checked(_ declaration: CSSDeclaration) -> Bool {
      if let known = validity[declaration] { return known }
      let result = isValid(declaration)
      validity[declaration] = result
      return result
    }
    for (ruleIndex, rule) in rules.enumerated() {
      // Positions stay those within the whole rule, so source order is unchanged.
      let kept = rule.declarations.enumerated().filter { properties.contains($0.element.property) }
        .map { (position: $0.offset, declaration: $0.element, isValid: checked($0.element)) }
      guard !kept.isEmpty else { continue }
      for selector in rule.selectors {
        // A selector that can match nothing contributes nothing.
        guard let requirement = Requirement(selector) else { continue }
        let entry: Int
        if let existing = entryOf[requirement] {
          entry = existing
        } else {
          entry = requirements.count
          entryOf[requirement] = entry
          requirements.append(requirement)
        }
        for item in kept {
          let ranked = RankedDeclaration(
            declaration: item.declaration, specificity: selector.specificity, ruleIndex: ruleIndex,
            position: item.position)
          all.append((entry, ranked, item.isValid))
        }
      }
    }
    let (order, groups) = groupContiguously(all.map(\.entry), groupCount: requirements.count)
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(groups.count)
    for group in groups {
      let start = declarations.count
      // Per entry, so the tables are as small as the entry and gone once it is filed.
      var slots: [Slot] = []
      var strongestValid: [Slot: RankedDeclaration] = [:]
      var strongestInvalid: [Slot: RankedDeclaration] = [:]
      for item in order[group] {
        let (_, ranked, isValid) = all[item]
        let slot = Slot(property: ranked.declaration.property, isImportant: ranked.declaration.isImportant)
        if strongestValid[slot] == nil && strongestInvalid[slot] == nil { slots.append(slot) }
        if isValid {
          if strongestValid[slot].map({ $0.loses(to: ranked) }) ?? true { strongestValid[slot] = ranked }
        } else if strongestInvalid[slot].map({ $0.loses(to: ranked) }) ?? true {
          strongestInvalid[slot] = ranked
        }
      }
      for slot in slots {
        let valid = strongestValid[slot]
        if let invalid = strongestInvalid[slot], valid.map({ $0.loses(to: invalid) }) ?? true {
          declarations.append(invalid)
        }
        if let valid { declarations.append(valid) }
      }
      ranges.append(start..<declarations.count)
    }
    return (requirements, ranges)
  }

  /// A counting sort: the positions of `groups` ordered by group, and where each group's run is.
  ///
  /// - Parameters:
  ///   - groups: each item's group, in `0..<groupCount`.
  ///   - groupCount: the number of groups.
  /// - Returns: the items' positions, each group's in their original order, and the range of
  ///   each group's items in that list.
  private static func groupContiguously(
    _ groups: [Int], groupCount: Int
  ) -> (order: [Int], ranges: [Range<Int>]) {
    var counts = [Int](repeating: 0, count: groupCount)
    for group in groups { counts[group] += 1 }
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(groupCount)
    var start = 0
    for count in counts {
      ranges.append(start..<(start + count))
      start += count
    }
    var next = ranges.map(\.lowerBound)
    var order = [Int](repeating: 0, count: groups.count)
    for (item, group) in groups.enumerated() {
      order[next[group]] = item
      next[group] += 1
    }
    return (order, ranges)
  }

  /// How many entries ``forEachDeclaration(typeName:id:classes:_:)`` tests against the
  /// element: those filed under its id, its distinct classes, its type and the universal list.
  func candidateCount(typeName: String, id: String?, classes: [String]) -> Int {
    func count(_ key: Key) -> Int { buckets[key]?.count ?? 0 }
    var total = count(.typeName(typeName)) + count(.universal)
    if let id { total += count(.id(id)) }
    for name in Set(classes) { total += count(.className(name)) }
    return total
  }

  /// Calls `body` with the declarations of the entries that match the element: for each
  /// entry, only its strongest valid normal and `!important` declaration of each property
  /// and a stronger invalid one, so a declaration that cannot win is never offered, while
  /// one whose rule has several matching selectors comes once per selector's entry, with
  /// that selector's specificity.
  ///
  /// - Parameters:
  ///   - typeName: the element name.
  ///   - id: the `id` attribute, if any.
  ///   - classes: the element's class names; repetitions are allowed.
  ///   - body: called in no particular order; the cascade keeps the strongest of each property.
  func forEachDeclaration(
    typeName: String, id: String?, classes: [String], _ body: (RankedDeclaration) -> Void
  ) {
    let classSet = Set(classes)
    func consider(_ key: Key) {
      guard let range = buckets[key] else { return }
      for entry in entries[range] where entry.requirement.isMet(typeName: typeName, id: id, classes: classSet)
      {
        for ranked in declarations[entry.declarations] { body(ranked) }
      }
    }
    // Each entry is filed under one key and the keys looked up here are distinct, so no entry
    // is tested twice.
    if let id { consider(.id(id)) }
    for name in classSet { consider(.className(name)) }
    consider(.typeName(typeName))
    consider(.universal)
  }
}
