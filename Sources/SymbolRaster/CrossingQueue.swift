/// The crossings a union sweep has found between neighbouring edges, highest first (least
/// y): a binary heap. A crossing may be stale by the time it comes up (its edges are no
/// longer neighbours); the sweep checks.
struct CrossingQueue {
  /// Where two edges cross, `left` the one on the left above the crossing.
  struct Crossing {
    var y: Double
    var left: Int32
    var right: Int32
  }

  private var heap: [Crossing] = []

  /// How many crossings are waiting.
  var count: Int { heap.count }

  /// The highest crossing, not taken.
  var first: Crossing? { heap.first }

  /// Queues a crossing.
  mutating func insert(_ crossing: Crossing) {
    heap.append(crossing)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].y < heap[parent].y else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Takes the highest crossing.
  mutating func removeFirst() -> Crossing? {
    guard let first = heap.first, let last = heap.popLast() else { return nil }
    guard !heap.isEmpty else { return first }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { break }
      let right = left + 1
      let child = right < heap.count && heap[right].y < heap[left].y ? right : left
      guard heap[child].y < heap[parent].y else { break }
      heap.swapAt(child, parent)
      parent = child
    }
    return first
  }
}
