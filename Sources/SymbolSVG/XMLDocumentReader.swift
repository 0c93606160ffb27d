/// Reads a normalised document into an `XMLTree`, keeping open elements on an explicit stack
/// so that nesting depth is bounded by the configured limit, not by the thread's stack.
struct XMLDocumentReader {
  /// An element whose end tag has not been read yet.
  private struct OpenElement {
    let recordIndex: Int
    let name: String
    let position: XMLSourcePosition
    var children: [XMLChildReference] = []
  }

  static let commentStart = Array("<!--".utf8)
  static let commentEnd = Array("-->".utf8)
  static let cdataStart = Array("<![CDATA[".utf8)
  static let cdataEnd = Array("]]>".utf8)
  static let doctypeStart = Array("<!DOCTYPE".utf8)
  static let processingInstructionStart = Array("<?".utf8)
  static let processingInstructionEnd = Array("?>".utf8)
  static let endTagStart = Array("</".utf8)

  var scanner: XMLScanner
  let limits: XMLParser.Limits
  private var records: [XMLElementRecord] = []
  private var openElements: [OpenElement] = []
  /// Character data not yet turned into a node, so that text, CDATA and references separated
  /// only by comments end up as one text node.
  private var pendingText: [UInt8] = []
  private var nodeCount = 0
  /// The root's name once it has been closed; anything but whitespace, comments and
  /// processing instructions after it is an error.
  private var closedRootName: String?
  var hasSeenDoctype = false

  init(bytes: [UInt8], limits: XMLParser.Limits) {
    scanner = XMLScanner(bytes: bytes)
    self.limits = limits
  }

  /// Whether markup read now would be before the root element.
  var isBeforeRoot: Bool { records.isEmpty }

  mutating func read() throws(XMLError) -> XMLTree {
    while let byte = scanner.current {
      if byte != XMLScanner.lessThan {
        try readText()
      } else if scanner.hasPrefix(Self.commentStart) {
        try skipComment()
      } else if scanner.hasPrefix(Self.cdataStart) {
        try readCDATA()
      } else if scanner.hasPrefix(Self.doctypeStart) {
        try skipDoctype()
      } else if scanner.hasPrefix(Self.processingInstructionStart) {
        try skipProcessingInstruction()
      } else if scanner.hasPrefix(Self.endTagStart) {
        try readEndTag()
      } else if scanner.peek(1) == UInt8(ascii: "!") {
        throw XMLError(
          "expected a comment, CDATA section or DOCTYPE after '<!'", at: scanner.position)
      } else {
        try readStartTag()
      }
    }
    if let open = openElements.last {
      throw XMLError(
        "expected \(MessageQuotation.endTag(open.name)) to close \(MessageQuotation.tag(open.name)) from line \(open.position.line), "
          + "found end of input", at: scanner.position)
    }
    guard !records.isEmpty else {
      throw XMLError("expected a root element, found end of input", at: scanner.position)
    }
    return XMLTree(records: records)
  }

  private mutating func readStartTag() throws(XMLError) {
    let start = scanner.position
    scanner.advance()
    let name = try scanner.readName("an element name after '<'")
    if let closedRootName {
      throw XMLError(
        "expected nothing but comments and whitespace after the root element \(MessageQuotation.tag(closedRootName)), "
          + "found a second root element \(MessageQuotation.tag(name))", at: start)
    }
    guard openElements.count < limits.maximumDepth else {
      throw XMLError(
        "element \(MessageQuotation.tag(name)) is nested deeper than the limit of \(limits.maximumDepth) levels",
        at: start)
    }
    let attributes = try readAttributes(of: name)
    let isEmpty = scanner.current == XMLScanner.slash
    scanner.advance(by: isEmpty ? 2 : 1)

    try flushPendingText()
    try countNode(at: start)
    let recordIndex = records.count
    records.append(
      XMLElementRecord(
        name: name, attributes: attributes, line: start.line, column: start.column, children: []))
    if !openElements.isEmpty {
      openElements[openElements.count - 1].children.append(.element(recordIndex))
    }
    if isEmpty {
      if openElements.isEmpty { closedRootName = name }
    } else {
      openElements.append(OpenElement(recordIndex: recordIndex, name: name, position: start))
    }
  }

  /// Reads attributes up to, but not past, the closing `>` or `/>`.
  private mutating func readAttributes(of element: String) throws(XMLError) -> [XMLAttribute] {
    var attributes: [XMLAttribute] = []
    // Positions by name, built once an element has many attributes: a few are searched
    // faster than hashed, and a dictionary per element was a tenth of reading a large
    // drawing; a million attributes must not be searched each time.
    var seen: [String: XMLSourcePosition] = [:]
    // Quoted once, and only for an error: the name can be megabytes long and every
    // attribute's message names it.
    var quotedTag: String?
    func tag() -> String {
      if let quotedTag { return quotedTag }
      let quoted = MessageQuotation.tag(element)
      quotedTag = quoted
      return quoted
    }
    while true {
      let hadWhitespace = scanner.skipWhitespace()
      switch scanner.current {
      case XMLScanner.greaterThan:
        return attributes
      case XMLScanner.slash where scanner.peek(1) == XMLScanner.greaterThan:
        return attributes
      case nil:
        throw XMLError(
          "expected '>' or '/>' to end the start tag \(tag()), found end of input",
          at: scanner.position)
      default:
        guard hadWhitespace else {
          throw XMLError(
            "expected whitespace, '>' or '/>' in the start tag \(tag()), found "
              + scanner.describeCurrent(), at: scanner.position)
        }
      }
      let position = scanner.position
      let name = try scanner.readName("an attribute name, '>' or '/>' in the start tag \(tag())")
      if let first = Self.firstPosition(of: name, at: position, in: attributes, index: &seen) {
        throw XMLError(
          "duplicate attribute \(MessageQuotation.quoted(name)) on \(tag()) (first given at line \(first.line), "
            + "column \(first.column))", at: position)
      }
      scanner.skipWhitespace()
      guard scanner.current == XMLScanner.equals else {
        throw XMLError(
          "expected '=' after attribute \(MessageQuotation.quoted(name)), found \(scanner.describeCurrent())",
          at: scanner.position)
      }
      scanner.advance()
      scanner.skipWhitespace()
      let value = try readAttributeValue(of: name)
      attributes.append(
        XMLAttribute(name: name, value: value, line: position.line, column: position.column))
    }
  }

  /// Where the attribute `name` was given among `attributes`, the element's so far, or `nil`;
  /// past a few attributes `index` holds their positions by name, and is kept up to date
  /// with `name` at `position` (which the caller then appends).
  private static func firstPosition(
    of name: String, at position: XMLSourcePosition, in attributes: [XMLAttribute],
    index: inout [String: XMLSourcePosition]
  ) -> XMLSourcePosition? {
    let searchedLimit = 16
    if attributes.count < searchedLimit {
      guard let first = attributes.first(where: { $0.name == name }) else { return nil }
      return XMLSourcePosition(line: first.line, column: first.column)
    }
    if index.isEmpty {
      for attribute in attributes {
        index[attribute.name] = XMLSourcePosition(line: attribute.line, column: attribute.column)
      }
    }
    if let first = index[name] { return first }
    index[name] = position
    return nil
  }

  private mutating func readAttributeValue(of name: String) throws(XMLError) -> String {
    guard let quote = scanner.current, quote == XMLScanner.doubleQuote || quote == XMLScanner.singleQuote
    else {
      throw XMLError(
        "expected a value in quotes (\" or ') for attribute \(MessageQuotation.quoted(name)), found "
          + scanner.describeCurrent(), at: scanner.position)
    }
    let opening = scanner.position
    scanner.advance()
    // Most values hold no reference, no '<' and no whitespace to normalise: such a run up
    // to the closing quote is the value as written, taken at once rather than byte by byte.
    let bytes = scanner.bytes
    let start = scanner.offset
    var end = start
    while end < bytes.count {
      let byte = bytes[end]
      if byte == quote || byte == XMLScanner.lessThan || byte == XMLScanner.ampersand || byte == 0x09
        || byte == 0x0A || byte == 0x0D
      {
        break
      }
      end += 1
    }
    scanner.advance(withinLineTo: end)
    if end < bytes.count && bytes[end] == quote {
      scanner.advance()
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
    var value = Array(bytes[start..<end])
    while true {
      guard let byte = scanner.current else {
        throw XMLError(
          "expected a closing \(quote == XMLScanner.doubleQuote ? "\"" : "'") for the value of "
            + "attribute \(MessageQuotation.quoted(name)) opened at line \(opening.line), column \(opening.column), "
            + "found end of input", at: scanner.position)
      }
      switch byte {
      case quote:
        scanner.advance()
        return String(decoding: value, as: UTF8.self)
      case XMLScanner.lessThan:
        throw XMLError(
          "expected no '<' in the value of attribute \(MessageQuotation.quoted(name))", at: scanner.position,
          advice: "write it as &lt;")
      case XMLScanner.ampersand:
        try scanner.readReference(into: &value)
      case 0x09, 0x0A, 0x0D:
        // XML attribute-value normalisation: literal whitespace characters become spaces.
        value.append(0x20)
        scanner.advance()
      default:
        value.append(byte)
        scanner.advance()
      }
    }
  }

  private mutating func readEndTag() throws(XMLError) {
    let start = scanner.position
    scanner.advance(by: 2)
    let name = try scanner.readName("an element name after '</'")
    try flushPendingText()
    guard let open = openElements.last else {
      let context =
        closedRootName.map { "after the root element \(MessageQuotation.tag($0)) was closed" }
        ?? "before the root"
      throw XMLError(
        "found end tag \(MessageQuotation.endTag(name)) \(context), with no element open", at: start)
    }
    guard open.name == name else {
      throw XMLError(
        "expected \(MessageQuotation.endTag(open.name)) to close \(MessageQuotation.tag(open.name)) from line \(open.position.line), "
          + "found \(MessageQuotation.endTag(name))", at: start)
    }
    scanner.skipWhitespace()
    guard scanner.current == XMLScanner.greaterThan else {
      throw XMLError(
        "expected '>' to end the end tag \(MessageQuotation.endTag(name)), found \(scanner.describeCurrent())",
        at: scanner.position)
    }
    scanner.advance()
    records[open.recordIndex].children = open.children
    openElements.removeLast()
    if openElements.isEmpty { closedRootName = name }
  }

  private mutating func readText() throws(XMLError) {
    guard !openElements.isEmpty else {
      try skipWhitespaceOutsideRoot()
      return
    }
    while let byte = scanner.current, byte != XMLScanner.lessThan {
      if byte == XMLScanner.ampersand {
        try scanner.readReference(into: &pendingText)
      } else if byte == UInt8(ascii: "]") && scanner.hasPrefix(Self.cdataEnd) {
        throw XMLError("expected no ']]>' in text outside a CDATA section", at: scanner.position)
      } else {
        pendingText.append(byte)
        scanner.advance()
      }
    }
  }

  mutating func readCDATA() throws(XMLError) {
    let start = scanner.position
    guard !openElements.isEmpty else {
      throw XMLError(
        closedRootName == nil
          ? "expected the root element, found a CDATA section"
          : "expected nothing but comments and whitespace after the root element, found a CDATA section",
        at: start)
    }
    scanner.advance(by: Self.cdataStart.count)
    let contentStart = scanner.offset
    guard scanner.skip(through: Self.cdataEnd) else {
      throw XMLError("unterminated CDATA section, expected ']]>' to close it", at: start)
    }
    pendingText.append(contentsOf: scanner.bytes[contentStart..<scanner.offset - Self.cdataEnd.count])
  }

  private mutating func skipWhitespaceOutsideRoot() throws(XMLError) {
    scanner.skipWhitespace()
    guard let byte = scanner.current, byte != XMLScanner.lessThan else { return }
    if let closedRootName {
      throw XMLError(
        "expected nothing but comments and whitespace after the root element \(MessageQuotation.tag(closedRootName)), "
          + "found text", at: scanner.position)
    }
    throw XMLError("expected '<' to start the root element, found text", at: scanner.position)
  }

  private mutating func flushPendingText() throws(XMLError) {
    guard !pendingText.isEmpty, !openElements.isEmpty else { return }
    try countNode(at: scanner.position)
    openElements[openElements.count - 1].children.append(
      .text(String(decoding: pendingText, as: UTF8.self)))
    pendingText.removeAll(keepingCapacity: true)
  }

  private mutating func countNode(at position: XMLSourcePosition) throws(XMLError) {
    nodeCount += 1
    guard nodeCount <= limits.maximumNodeCount else {
      throw XMLError(
        "document has more than the limit of \(limits.maximumNodeCount) nodes", at: position)
    }
  }
}
