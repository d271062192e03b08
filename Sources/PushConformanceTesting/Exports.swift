/// `import PushConformanceTesting` is enough in a test file: the suite's types the helper's API
/// takes and returns (``ScenarioSource``, ``RecordMode``, ``RunReport``, ``ResultsJSON``…) and
/// the contract come with it.
@_exported public import PushConformance
@_exported public import PushContract
