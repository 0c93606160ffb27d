/// Optimal-string-alignment (restricted Damerau-Levenshtein) distance.
enum EditDistance {
  /// The number of insertions, deletions, substitutions and adjacent transpositions
  /// needed to turn `source` into `target`.
  static func distance(_ source: String, _ target: String) -> Int {
    let a = Array(source)
    let b = Array(target)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      previous2 = previous
      previous = current
    }
    return previous[b.count]
  }

  /// The distance between `source` and `target` when it is at most `limit`, else `nil`.
  ///
  /// Only the cells within `limit` of the diagonal can hold such a distance, so the work
  /// grows with the length times the limit, not the product of the lengths: two names of
  /// 30,000 characters took 8 s in `distance(_:_:)`.
  static func distance(_ source: String, _ target: String, atMost limit: Int) -> Int? {
    let a = Array(source)
    let b = Array(target)
    guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let beyond = limit + 1
    var previous2 = [Int](repeating: beyond, count: b.count + 1)
    var previous = (0...b.count).map { min($0, beyond) }
    var current = [Int](repeating: beyond, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - limit)
      let high = min(b.count, i + limit)
      current[0] = min(i, beyond)
      if low > 1 { current[low - 1] = beyond }
      var rowBest = current[0]
      if low <= high {
        for j in low...high {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = min(value, previous2[j - 2] + 1)
          }
          current[j] = min(value, beyond)
          rowBest = min(rowBest, current[j])
        }
      }
      if high < b.count { current[high + 1] = beyond }
      guard rowBest <= limit else { return nil }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
