/// Reads prefixes that XML namespaces bind to SVG's or XLink's vocabulary as those
/// vocabularies, before the reader looks at names.
///
/// The reader matches names as written: `rect`, `svg:rect`, `xlink:href`. XML allows any
/// prefix for a namespace, and some tools write others: Python's ElementTree serialises an
/// SVG it did not register as `<ns0:svg xmlns:ns0="http://www.w3.org/2000/svg">` with
/// `ns1:href` for XLink's `href`, which browsers and rsvg-convert draw and the reader refused
/// ("the root element is <ns0:svg>"). This pass renames such elements to their local names
/// and such attributes to `xlink:…`, so every later stage (style-sheet type selectors
/// included) sees the names it knows. A prefix bound to another namespace (`inkscape:`)
/// keeps its name and stays another vocabulary; `svg:` and `xlink:` are read as before.
enum XMLNamespacePrefixes {
  /// XLink's namespace, whose `href` a `use` may carry.
  static let xlinkNamespace = "http://www.w3.org/1999/xlink"

  /// `root`'s document with SVG-bound prefixes removed from element names and XLink-bound
  /// ones written `xlink:` on attributes; `root` itself, not copied, when no element binds
  /// a prefix other than `svg` to SVG's namespace or other than `xlink` to XLink's.
  static func resolvingPrefixes(of root: XMLElement) -> XMLElement {
    let records = root.tree.records
    guard records.contains(where: { $0.attributes.contains(where: bindsAnotherPrefix) }) else { return root }
    var renamed = records
    // Depth first with explicit stacks: documents may nest tens of thousands of levels.
    var pending: [(index: Int, bindings: [Substring: String])] = [(root.index, [:])]
    while let (index, inherited) = pending.popLast() {
      let record = records[index]
      var bindings = inherited
      for attribute in record.attributes where attribute.name.hasPrefix("xmlns:") {
        bindings[attribute.name.dropFirst(6)] = attribute.value
      }
      if let (prefix, local) = split(record.name), prefix != "svg", bindings[prefix] == SVGReader.namespace {
        renamed[index].name = String(local)
      }
      for (position, attribute) in record.attributes.enumerated() {
        guard let (prefix, local) = split(attribute.name), prefix != "xlink", prefix != "xmlns",
          bindings[prefix] == xlinkNamespace
        else { continue }
        renamed[index].attributes[position].name = "xlink:" + local
      }
      for case .element(let child) in record.children {
        pending.append((child, bindings))
      }
    }
    return XMLElement(tree: XMLTree(records: renamed), index: root.index)
  }

  /// Whether `attribute` binds SVG's namespace to a prefix other than `svg`, or XLink's to
  /// one other than `xlink`: only then is there anything to rename.
  private static func bindsAnotherPrefix(_ attribute: XMLAttribute) -> Bool {
    guard attribute.name.hasPrefix("xmlns:") else { return false }
    let prefix = attribute.name.dropFirst(6)
    return (attribute.value == SVGReader.namespace && prefix != "svg")
      || (attribute.value == xlinkNamespace && prefix != "xlink")
  }

  /// A qualified name's prefix and local part, or `nil` for a name without a prefix.
  private static func split(_ name: String) -> (prefix: Substring, local: Substring)? {
    guard let colon = name.firstIndex(of: ":"), colon != name.startIndex else { return nil }
    let local = name[name.index(after: colon)...]
    return local.isEmpty ? nil : (name[..<colon], local)
  }
}
