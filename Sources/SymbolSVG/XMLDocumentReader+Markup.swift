extension XMLDocumentReader {
  /// Skips `<!-- … -->`; comments carry nothing the SVG reader needs.
  mutating func skipComment() throws(XMLError) {
    let start = scanner.position
    scanner.advance(by: Self.commentStart.count)
    guard scanner.skip(through: Self.commentEnd) else {
      throw XMLError("unterminated comment, expected '-->' to close it", at: start)
    }
  }

  /// Skips a processing instruction, accepting `<?xml …?>` only as the very first thing.
  mutating func skipProcessingInstruction() throws(XMLError) {
    let start = scanner.position
    let isFirst = scanner.offset == 0
    scanner.advance(by: Self.processingInstructionStart.count)
    let target = try scanner.readName("a processing instruction target after '<?'")
    if target.lowercased() == "xml" && !isFirst {
      throw XMLError(
        "expected the XML declaration <?xml …?> only at the very start of the document", at: start)
    }
    guard scanner.skip(through: Self.processingInstructionEnd) else {
      throw XMLError(
        "unterminated processing instruction \(MessageQuotation.quoted(target, opening: "<?", closing: "")), expected '?>'",
        at: start)
    }
  }

  /// Skips `<!DOCTYPE …>` including an internal subset in `[…]`, without interpreting any
  /// declaration in it: entities declared there stay undefined on purpose.
  mutating func skipDoctype() throws(XMLError) {
    let start = scanner.position
    guard isBeforeRoot, !hasSeenDoctype else {
      throw XMLError("expected at most one DOCTYPE, before the root element", at: start)
    }
    hasSeenDoctype = true
    scanner.advance(by: Self.doctypeStart.count)
    var isInSubset = false
    while let byte = scanner.current {
      switch byte {
      case XMLScanner.doubleQuote, XMLScanner.singleQuote:
        // Quoted literals may contain '>', ']' or '[' that must not end anything.
        scanner.advance()
        while let inner = scanner.current, inner != byte { scanner.advance() }
      case XMLScanner.lessThan where isInSubset && scanner.hasPrefix(Self.commentStart):
        guard scanner.skip(through: Self.commentEnd) else {
          throw XMLError("unterminated comment in the DOCTYPE, expected '-->'", at: scanner.position)
        }
        continue
      case UInt8(ascii: "[") where !isInSubset:
        isInSubset = true
      case UInt8(ascii: "]") where isInSubset:
        isInSubset = false
      case XMLScanner.greaterThan where !isInSubset:
        scanner.advance()
        return
      default:
        break
      }
      scanner.advance()
    }
    throw XMLError("unterminated DOCTYPE, expected '>' to close it", at: start)
  }
}
