/// A growable buffer of trivial values owned by a rasterizer and reused across calls.
///
/// The filler's hot loops index raw memory; this type keeps that memory's lifetime and
/// growth in one place so no other code holds an unmanaged pointer. It is a class only to
/// free the memory in `deinit`; it is never shared between rasterizers.
final class ScratchBuffer<Element: BitwiseCopyable> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var capacity: Int
  /// How many elements are in use; the rest is spare capacity.
  var count = 0

  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// Makes room for at least `minimum` elements, keeping the first `count`.
  @inline(__always)
  func reserve(_ minimum: Int) {
    if minimum > capacity { grow(to: minimum) }
  }

  @inline(never)
  private func grow(to minimum: Int) {
    let newCapacity = max(minimum, capacity * 2)
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Appends one element, growing when full.
  @inline(__always)
  func append(_ value: Element) {
    if count == capacity { grow(to: count + 1) }
    (base + count).initialize(to: value)
    count += 1
  }

  /// Resizes to `newCount` elements set to `value` (used for zeroed cell bands).
  func resize(to newCount: Int, filling value: Element) {
    reserve(newCount)
    base.update(repeating: value, count: newCount)
    count = newCount
  }
}
