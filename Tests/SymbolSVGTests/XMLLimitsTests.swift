import SymbolSVG
import SymbolTestSupport
import Testing

@Suite("XML parser: depth, limits and robustness")
struct XMLLimitsTests {
  private func nestedGroups(_ depth: Int) -> String {
    String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth)
  }

  /// Follows first children down to the bottom, without recursion.
  private func depth(of root: XMLElement) -> Int {
    var depth = 1
    var current = root
    while let child = current.childElements.first {
      depth += 1
      current = child
    }
    return depth
  }

  @Test func twentyThousandNestedGroupsParseCompareAndRelease() throws {
    let document = nestedGroups(20_000)
    do {
      let root = try XMLParser.parse(document)
      #expect(depth(of: root) == 20_000)
      // Equality and hashing walk the whole tree; they must not recurse either.
      let again = try XMLParser.parse(document)
      #expect(root == again)
      #expect(root.hashValue == again.hashValue)
      // A copy that outlives its document must also be safe to release.
      let copy = XMLElement(name: "wrapper", children: [.element(root)])
      #expect(depth(of: copy) == 20_001)
    }
    // Everything above has been released here; reaching this line means no stack overflow.
    #expect(Bool(true))
  }

  @Test func depthLimitIsEnforcedAtTheBoundary() throws {
    let deepest = try XMLParser.parse(nestedGroups(100_000))
    #expect(depth(of: deepest) == 100_000)

    #expect(
      throws: XMLError(
        line: 1, column: 300_001,
        message: "element <g> is nested deeper than the limit of 100000 levels at line 1, column 300001")
    ) {
      try XMLParser.parse(nestedGroups(100_001))
    }
    let shallow = XMLParser.Limits(maximumDepth: 2)
    #expect(throws: XMLError.self) { try XMLParser.parse("<a><b><c/></b></a>", limits: shallow) }
    #expect(try XMLParser.parse("<a><b/></a>", limits: shallow).name == "a")
  }

  @Test func nodeAndSizeLimits() {
    let fewNodes = XMLParser.Limits(maximumNodeCount: 3)
    #expect(
      throws: XMLError(
        line: 1, column: 12, message: "document has more than the limit of 3 nodes at line 1, column 12")
    ) {
      try XMLParser.parse("<a><b/><c/><d/></a>", limits: fewNodes)
    }
    let tiny = XMLParser.Limits(maximumInputBytes: 4)
    #expect(
      throws: XMLError(
        line: 1, column: 1,
        message: "input of 8 bytes is larger than the limit of 4 bytes at line 1, column 1")
    ) {
      try XMLParser.parse("<a></a>\n", limits: tiny)
    }
  }

  /// Parses and, on failure, checks that the error is well-formed; crashing is the real failure.
  private func parseSurvives(_ bytes: [UInt8]) {
    do {
      _ = try XMLParser.parse(utf8: bytes, limits: XMLParser.Limits(maximumDepth: 50))
    } catch {
      #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
    }
  }

  @Test func randomGarbageNeverCrashes() {
    var random = SplitMix64(seed: 0x5EED_0F_5EED)
    let fragments = [
      "<", ">", "/", "/>", "</", "a", "g", "svg", "x:y", "=", "\"", "'", "&", ";", "#", "#x", "1", "F",
      "&amp;", "&#", "&lt", "<!--", "-->", "<![CDATA[", "]]>", "<?xml", "?>", "<!DOCTYPE", "[", "]",
      " ", "\n", "\r", "\t", "é", "😀", "\u{0}", "<!", "-", "a=\"b\"",
    ].map { Array($0.utf8) }
    for _ in 0..<3_000 {
      var document: [UInt8] = []
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        document += fragments[Int.random(in: 0..<fragments.count, using: &random)]
      }
      parseSurvives(document)
    }
    for _ in 0..<1_000 {
      parseSurvives(
        (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
    }
    let valid = Array("<svg a='1'><g>t&amp;<![CDATA[x]]><!--c--></g><path d=\"M0 0\"/></svg>".utf8)
    for _ in 0..<2_000 {
      var mutated = valid
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let index = Int.random(in: 0..<mutated.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: mutated[index] = UInt8.random(in: 0...255, using: &random)
        case 1: mutated.remove(at: index)
        default: mutated.insert(valid[Int.random(in: 0..<valid.count, using: &random)], at: index)
        }
        if mutated.isEmpty { break }
      }
      parseSurvives(mutated)
    }
  }
}
