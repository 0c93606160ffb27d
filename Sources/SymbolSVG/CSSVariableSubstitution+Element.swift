/// Replacing `var()` in one element's specified values, against its parent's computed ones.
extension CSSVariableSubstitution {
  /// `own`, an element's specified values, with its custom properties computed and every
  /// `var()` of its other properties replaced, for the cascade to inherit and type; and the
  /// problems met, one per property.
  ///
  /// A custom property takes its value with its references replaced, referring to the
  /// element's other custom properties and to those it inherits (`parent`, computed
  /// already); one in a cycle of references, or whose references fail, is invalid at
  /// computed-value time and has no value (`initial`). Another property whose references
  /// fail, or whose replaced value `invalidity` refuses (it returns why), is `unset`: it
  /// inherits or takes its initial value, rather than the declaration it beat (CSS Custom
  /// Properties §3.1, as Chromium draws it).
  static func substituting(
    own: [String: String], parent: [String: String], invalidity: (String, String) -> String?
  ) -> (values: [String: String], problems: [SVGStyleValueError]) {
    var resolver = Resolver(own: own, parent: parent)
    var values = own
    var problems: [SVGStyleValueError] = []
    // By name, so that the messages come in the same order on every run.
    for (property, raw) in own.sorted(by: { $0.key < $1.key }) {
      let quoted = "\(property) \(MessageQuotation.quoted(CSSDeclarationParser.trimmed(raw)))"
      if isCustomProperty(property) {
        guard CSSCascade.cssWideKeyword(raw) == nil else { continue }
        do throws(Failure) {
          if let value = try resolver.value(of: property, depth: 0) {
            values[property] = value
            continue
          }
        } catch {}
        values[property] = "initial"
        if let failure = resolver.failures[property] {
          let reason =
            failure == .cyclic(property)
            ? "is part of a cycle of custom properties" : resolver.explain(failure)
          problems.append(
            SVGStyleValueError(
              property: property, message: "\(quoted) \(reason); the custom property has no value"))
        }
        continue
      }
      guard containsVar(raw) else { continue }
      let reason: String
      do throws(Failure) {
        let value = CSSDeclarationParser.trimmed(
          try substitute(
            raw,
            lookup: { name, depth throws(Failure) in
              try resolver.value(of: name, depth: depth)
            }))
        guard let invalid = invalidity(property, value) else {
          values[property] = value
          continue
        }
        reason = "becomes \(MessageQuotation.quoted(value)), which is invalid: \(invalid)"
      } catch {
        reason = resolver.explain(error)
      }
      values[property] = "unset"
      problems.append(
        SVGStyleValueError(property: property, message: "\(quoted) \(reason); the property is unset"))
    }
    return (values, problems)
  }

  /// Computes an element's custom properties on demand, finding cycles among its own.
  private struct Resolver {
    let own: [String: String]
    let parent: [String: String]
    /// The computed value of each own custom property worked out, `nil` when invalid.
    var resolved: [String: String?] = [:]
    /// Why an own custom property is invalid.
    var failures: [String: Failure] = [:]
    /// The own custom properties being worked out, outermost first.
    var stack: [String] = []
    var cyclic: Set<String> = []

    /// Why `failure` happened: a reference to one of the element's own custom properties
    /// that is invalid says so (that one has its own warning, which says why; nesting the
    /// reasons would grow with every link of a chain).
    func explain(_ failure: Failure) -> String {
      guard case .undefined(let name) = failure, failures[name] != nil else { return failure.reason }
      if cyclic.contains(name) { return Failure.cyclic(name).reason }
      return "refers to \(MessageQuotation.quoted(name)), which is invalid here"
    }

    init(own: [String: String], parent: [String: String]) {
      self.own = own
      self.parent = parent
    }

    /// The computed value of the custom property `name` on the element, `nil` when it has
    /// none; `depth` is how many fallbacks the reference lies in, counted on through the
    /// value so that a chain of references stays within ``maximumNesting`` on the stack. The
    /// value is kept as first worked out: one that nests too deep from where it was first
    /// referred to stays invalid (only documents past the bound see the order).
    ///
    /// - Throws: ``Failure/cyclic(_:)`` when `name` is being worked out already (a cycle).
    mutating func value(of name: String, depth: Int) throws(Failure) -> String? {
      guard let raw = own[name] else { return parent[name] }
      if let known = resolved[name] { return known }
      if let start = stack.firstIndex(of: name) {
        cyclic.formUnion(stack[start...])
        throw .cyclic(name)
      }
      switch CSSCascade.cssWideKeyword(raw) {
      case "initial": return nil
      case .some: return parent[name]
      case nil: break
      }
      guard containsVar(raw) else { return raw }
      stack.append(name)
      var value: String?
      do throws(Failure) {
        value = try substitute(
          raw, depth: depth,
          lookup: { other, depth throws(Failure) in try self.value(of: other, depth: depth) })
      } catch {
        failures[name] = error
      }
      stack.removeLast()
      if cyclic.contains(name) {
        value = nil
        failures[name] = .cyclic(name)
      }
      resolved[name] = .some(value)
      return value
    }
  }
}
