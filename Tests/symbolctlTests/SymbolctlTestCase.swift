import XCTest

/// A test case that runs the built `symbolctl` in a fresh scratch directory per test
/// (``SymbolctlRunner``), removed again afterwards.
class SymbolctlTestCase: XCTestCase {
  /// The runner of the current test; set up before each test.
  var runner: SymbolctlRunner?

  override func setUpWithError() throws {
    runner = try SymbolctlRunner()
  }

  override func tearDown() {
    runner?.cleanUp()
  }

  /// Runs `symbolctl` with `arguments` in the scratch directory.
  func run(_ arguments: [String]) throws -> SymbolctlRunner.Result {
    try XCTUnwrap(runner).run(arguments)
  }
}
