/// Even steps in `t` for the rasterizer's curves: how many, and the reciprocals of the
/// counts the direct route uses, so that setting up a curve's steps needs no division (a
/// division's latency sits on the path to the curve's first line).
enum UniformStep {
  /// Below this many segments (by Wang's bound) both routes step curves evenly: the direct
  /// route here, and `EdgeBuilder` through `Flattener`, whose own default is 16. Wang's
  /// bound can ask for more segments than the parabola method, but a step costs a few
  /// additions where a parabola point costs a square root and a curve evaluation, and a
  /// cubic is not cut into quadratics first. Up to 64 the even steps win: on the direct
  /// route 4–10% fewer instructions for `heart` at 64–256 px than with a limit of 16
  /// (callgrind); on `EdgeBuilder`'s, `venn` 7–11% and `heart` 6% faster at 1024 px
  /// (`symbol-bench raster`, alternating A/B runs), though at 1024 px `heart` takes 298
  /// segments against 280 and each of `venn`'s circles 172 against 184.
  @inline(__always) static var segmentLimit: Int { 64 }

  /// How many times both routes halve a cubic that needs more than `segmentLimit` even
  /// steps before `Flattener` cuts what is left into quadratics (see `Flattener.halves`):
  /// up to 16 pieces, each stepped evenly by its own curvature. Against quadratics at once,
  /// `heart` at 1024 px (whose two largest cubics are halved) took 2% fewer instructions
  /// per fill and erred by 12.3 levels instead of 13.8.
  @inline(__always) static var cubicHalvings: Int { 4 }

  /// 1/k for k = 0...64 (1 for k = 0), each the closest double to 1/k. Written out as
  /// literals, the table is a constant in the binary: computed with `map` it was set up
  /// lazily, behind a check on every curve (2.4% of the instructions of `gear` at 16 px,
  /// 0–2% of the time at 16–32 px).
  static let reciprocals: [Double] = [
    1.0, 1.0, 0.5, 0.3333333333333333, 0.25, 0.2, 0.16666666666666666, 0.14285714285714285,
    0.125, 0.1111111111111111, 0.1, 0.09090909090909091, 0.08333333333333333,
    0.07692307692307693, 0.07142857142857142, 0.06666666666666667, 0.0625, 0.058823529411764705,
    0.05555555555555555, 0.05263157894736842, 0.05, 0.047619047619047616, 0.045454545454545456,
    0.043478260869565216, 0.041666666666666664, 0.04, 0.038461538461538464, 0.037037037037037035,
    0.03571428571428571, 0.034482758620689655, 0.03333333333333333, 0.03225806451612903, 0.03125,
    0.030303030303030304, 0.029411764705882353, 0.02857142857142857, 0.027777777777777776,
    0.02702702702702703, 0.02631578947368421, 0.02564102564102564, 0.025, 0.024390243902439025,
    0.023809523809523808, 0.023255813953488372, 0.022727272727272728, 0.022222222222222223,
    0.021739130434782608, 0.02127659574468085, 0.020833333333333332, 0.02040816326530612, 0.02,
    0.0196078431372549, 0.019230769230769232, 0.018867924528301886, 0.018518518518518517,
    0.01818181818181818, 0.017857142857142856, 0.017543859649122806, 0.017241379310344827,
    0.01694915254237288, 0.016666666666666666, 0.01639344262295082, 0.016129032258064516,
    0.015873015873015872, 0.015625,
  ]
}
