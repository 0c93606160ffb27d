import SymbolEngine

/// How a resolution is written in JSON, by `resolve --json` and `info --json` alike: a script
/// reading either gets the same keys, and a trace step is the same object in both.
enum ResolutionJSON {
  /// `requestedName` (the name as given, so that a batch script can match answers to
  /// requests when an alias or deprecation led elsewhere: `mail` resolves to `envelope`),
  /// `resolvedName`, `base`, `variants` and `droppedVariants`: what was resolved and what the
  /// catalog could not provide. `resolve` and `info` print these first.
  static func members(
    _ resolution: Resolution, requestedName: String
  ) -> [(key: String, value: JSONWriter.Value)] {
    [
      ("requestedName", .string(requestedName)),
      ("resolvedName", .string(resolution.resolvedName)),
      ("base", .string(resolution.base)),
      ("variants", .strings(resolution.variants.suffixes)),
      ("droppedVariants", .strings(resolution.droppedVariants.suffixes)),
    ]
  }

  /// One object per candidate considered: `step`, `candidate` (a symbol name, or `null` at a
  /// shape step when no shape was requested, where the text says `(no shape requested)`),
  /// `outcome` (a stable word), `reason`, and `text`, the whole line the text outputs print
  /// (`step 8 bell: taken: authored in the catalog`), which `info --json` gave as the step
  /// itself before it gave objects.
  static func trace(_ resolution: Resolution) -> JSONWriter.Value {
    .array(
      resolution.trace.map { step in
        .object([
          ("step", .int(step.step)),
          ("candidate", step.namesCandidate ? .string(step.candidate) : .null),
          ("outcome", .string(outcomeName(step.outcome))),
          ("reason", .string(step.reason)),
          ("text", .string(step.description)),
        ])
      })
  }

  /// The outcome as a stable camel-case word for scripts.
  static func outcomeName(_ outcome: Resolution.Outcome) -> String {
    switch outcome {
    case .takenAuthored: "takenAuthored"
    case .takenSynthesised: "takenSynthesised"
    case .notRequested: "notRequested"
    case .notInCatalog: "notInCatalog"
    }
  }
}
