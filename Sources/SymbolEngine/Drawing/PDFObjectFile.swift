/// The object layer of a PDF file: numbered objects written in order behind a header,
/// followed by the cross-reference table and the trailer.
///
/// Objects are reserved (numbered) before their bodies are known, so a page can name a
/// content stream that is finished last. Everything is ASCII except the binary marker
/// comment, and nothing depends on the clock, so equal objects give identical bytes.
struct PDFObjectFile {
  /// Object bodies by number - 1; `nil` until set.
  private var bodies: [[UInt8]?] = []

  /// Reserves the next object number.
  mutating func reserve() -> Int {
    bodies.append(nil)
    return bodies.count
  }

  /// Sets the body (what goes between `N 0 obj` and `endobj`) of a reserved object.
  mutating func set(_ number: Int, _ body: String) {
    bodies[number - 1] = Array(body.utf8)
  }

  /// Sets a stream object: the dictionary entries besides `/Length`, then the data.
  mutating func setStream(_ number: Int, dictionary: String, data: String) {
    let bytes = Array(data.utf8)
    let entries = dictionary.isEmpty ? "" : dictionary + " "
    var body = Array("<< \(entries)/Length \(bytes.count) >>\nstream\n".utf8)
    body += bytes
    body += Array("\nendstream".utf8)
    bodies[number - 1] = body
  }

  /// Reserves and sets an object in one go, returning its number.
  mutating func add(_ body: String) -> Int {
    let number = reserve()
    set(number, body)
    return number
  }

  /// Reserves and sets a stream object in one go, returning its number.
  mutating func addStream(dictionary: String, data: String) -> Int {
    let number = reserve()
    setStream(number, dictionary: dictionary, data: data)
    return number
  }

  /// The complete file with `root` as the document catalog. An object left unset is
  /// written as `null`, so the table stays consistent even if a caller forgot one.
  func bytes(root: Int) -> [UInt8] {
    // The second line's bytes above 127 tell transfer tools the file is binary.
    var output = Array("%PDF-1.4\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]
    var offsets: [Int] = []
    offsets.reserveCapacity(bodies.count)
    for (index, body) in bodies.enumerated() {
      offsets.append(output.count)
      output += Array("\(index + 1) 0 obj\n".utf8)
      output += body ?? Array("null".utf8)
      output += Array("\nendobj\n".utf8)
    }
    let table = output.count
    // Every entry is exactly 20 bytes: ten-digit offset, generation, type, space, newline.
    var xref = "xref\n0 \(bodies.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { xref += Self.padded(offset, to: 10) + " 00000 n \n" }
    xref += "trailer\n<< /Size \(bodies.count + 1) /Root \(root) 0 R >>\nstartxref\n\(table)\n%%EOF\n"
    output += Array(xref.utf8)
    return output
  }

  private static func padded(_ value: Int, to width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
