import Foundation
import Trellis

// The snapshot assertions, after swift-snapshot-testing's `assertSnapshot`:
// the reference is `__Snapshots__/<TestFile>/<test>[.<name>].<configuration>.png`
// beside the test file, recorded when missing (or as `record` or
// `SNAPSHOT_TESTING_RECORD` says) and compared otherwise. A failure or a
// recording is reported to the running framework (Swift Testing or XCTest)
// with the configuration and where the new image, the diff and the report are.

/// Checks a screen on one configuration against its reference.
@MainActor
public func assertSnapshot(
    of viewController: @autoclosure () -> UIViewController, on configuration: SnapshotConfiguration = SnapshotConfiguration(),
    named name: String? = nil, record: SnapshotRecordMode? = nil, precision: Float = 1, perceptualPrecision: Float = 1,
    lints: LayoutLinter? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(
        of: viewController, on: [configuration], named: name, record: record, precision: precision, perceptualPrecision: perceptualPrecision,
        lints: lints, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Checks a screen on every configuration of a matrix, one reference each,
/// named after its configuration; `makeViewController` makes a new screen for each.
@MainActor
public func assertSnapshots(
    of makeViewController: () -> UIViewController, on configurations: [SnapshotConfiguration], named name: String? = nil,
    record: SnapshotRecordMode? = nil, precision: Float = 1, perceptualPrecision: Float = 1, lints: LayoutLinter? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    for configuration in configurations {
        let check = verifySnapshot(
            of: makeViewController(), on: configuration, named: name, record: record, precision: precision,
            perceptualPrecision: perceptualPrecision, lints: lints, filePath: "\(filePath)", testName: testName)
        report(check, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Checks a view on one configuration against its reference (sized as `Snapshot(of:on:)` sizes a lone view).
@MainActor
public func assertSnapshot(
    of view: @autoclosure () -> UIView, on configuration: SnapshotConfiguration = SnapshotConfiguration(), named name: String? = nil,
    record: SnapshotRecordMode? = nil, precision: Float = 1, perceptualPrecision: Float = 1, lints: LayoutLinter? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(
        of: view, on: [configuration], named: name, record: record, precision: precision, perceptualPrecision: perceptualPrecision,
        lints: lints, fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Checks a view on every configuration of a matrix; `makeView` makes a new view for each.
@MainActor
public func assertSnapshots(
    of makeView: () -> UIView, on configurations: [SnapshotConfiguration], named name: String? = nil, record: SnapshotRecordMode? = nil,
    precision: Float = 1, perceptualPrecision: Float = 1, lints: LayoutLinter? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    for configuration in configurations {
        let check = verifySnapshot(
            of: makeView(), on: configuration, named: name, record: record, precision: precision, perceptualPrecision: perceptualPrecision,
            lints: lints, filePath: "\(filePath)", testName: testName)
        report(check, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Checks a screen on a configuration and returns the outcome without
/// reporting it (for tools and for tests of failures); nil when the
/// snapshot belongs to another shard.
@MainActor
public func verifySnapshot(
    of viewController: @autoclosure () -> UIViewController, on configuration: SnapshotConfiguration = SnapshotConfiguration(),
    named name: String? = nil, record: SnapshotRecordMode? = nil, precision: Float = 1, perceptualPrecision: Float = 1,
    lints: LayoutLinter? = nil, filePath: String = #filePath, testName: String = #function
) -> SnapshotCheck? {
    guard let plan = SnapshotPlan(filePath: filePath, testName: testName, name: name, configuration: configuration, record: record) else { return nil }
    return plan.check(Snapshot(of: viewController(), on: configuration), lints: lints, precision: precision, perceptualPrecision: perceptualPrecision)
}

/// Checks a view on a configuration and returns the outcome without reporting it; nil when it belongs to another shard.
@MainActor
public func verifySnapshot(
    of view: @autoclosure () -> UIView, on configuration: SnapshotConfiguration = SnapshotConfiguration(), named name: String? = nil,
    record: SnapshotRecordMode? = nil, precision: Float = 1, perceptualPrecision: Float = 1, lints: LayoutLinter? = nil,
    filePath: String = #filePath, testName: String = #function
) -> SnapshotCheck? {
    guard let plan = SnapshotPlan(filePath: filePath, testName: testName, name: name, configuration: configuration, record: record) else { return nil }
    return plan.check(Snapshot(of: view(), on: configuration), lints: lints, precision: precision, perceptualPrecision: perceptualPrecision)
}

/// A snapshot checked: what became of it, and what the lints found.
public struct SnapshotCheck {
    /// Matched, recorded or failed, and where the files are.
    public let outcome: SnapshotOutcome
    /// What the lints found (empty when none ran).
    public let findings: [LintFinding]
}

/// Tells the running test of a failure, a recording, or a lint's finding.
@MainActor
private func report(_ check: SnapshotCheck?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    guard let check else { return }
    if check.outcome.needsAttention {
        IssueReporting.fail(check.outcome.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    for finding in check.findings {
        IssueReporting.fail(
            "Layout lint on \(check.outcome.configuration.name): \(finding)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Where a snapshot goes and how it is recorded, from the arguments and the task's settings.
struct SnapshotPlan {
    let location: SnapshotLocation
    let record: SnapshotRecordMode
    let report: SnapshotReport

    /// The plan, or nil when the snapshot belongs to another shard.
    init?(filePath: String, testName: String, name: String?, configuration: SnapshotConfiguration, record: SnapshotRecordMode?) {
        let settings = SnapshotSettings.current
        location = SnapshotLocation(
            filePath: filePath, testName: testName, name: name, configuration: configuration, snapshotDirectory: settings.snapshotDirectory)
        let shard = settings.shard ?? SnapshotShard.fromEnvironment()
        if let shard, !shard.includes(location.identifier) { return nil }
        self.record = record ?? settings.record ?? SnapshotRecordMode.fromEnvironment()
        report = SnapshotReport.forRun(filePath: filePath, settings: settings, shard: shard)
    }

    @MainActor
    func check(_ snapshot: Snapshot, lints: LayoutLinter?, precision: Float, perceptualPrecision: Float) -> SnapshotCheck {
        let findings = lints?.findings(in: snapshot) ?? []
        let verifier = SnapshotVerifier(
            snapshot, location: location, findings: findings, record: record, precision: precision, perceptualPrecision: perceptualPrecision,
            report: report)
        return SnapshotCheck(outcome: verifier.verify(), findings: findings)
    }
}
