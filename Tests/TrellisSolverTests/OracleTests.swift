import Foundation
import Testing
@testable import TrellisSolver

/// Trellis's answers checked by independent solvers: SciPy's HiGHS, one LP
/// per priority level, and kiwisolver where the two must agree.
/// `make test` installs both; the test fails if they are missing.
@Suite struct OracleTests {
    /// The checker script beside this test target.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Oracles/solver_oracle.py")

    struct Report: Decodable {
        let failures: [String]
        let levels_checked: Int
        let refusals_checked: Int
        let kiwi_compared: Int
        let not_unique: Int
    }

    /// Solves each system with Trellis and describes it, with the values, as the script reads it.
    static func describe(_ system: RandomSystem, name: String, kiwi: Bool) -> [String: Any] {
        let (solver, variables, added) = system.build()
        let constraints: [[String: Any]] = zip(system.constraints, added).map { spec, constraint in
            [
                "terms": spec.terms.map { [$0.coefficient, $0.variable] as [Any] },
                "constant": spec.constant,
                "op": spec.relation.description,
                "priority": spec.priority,
                "accepted": constraint != nil,
            ]
        }
        return [
            "name": name, "variables": system.variableCount, "constraints": constraints,
            "values": variables.map { solver.value(of: $0) }, "kiwi": kiwi,
        ]
    }

    static func runOracle(_ systems: [[String: Any]]) throws -> Report {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let payload = try JSONSerialization.data(withJSONObject: systems)
        // Write and read concurrently so that neither pipe fills up.
        let writer = Thread {
            input.fileHandleForWriting.write(payload)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OracleError(description: "the oracle script failed (run `make test` to install SciPy and kiwisolver):\n\(message)")
        }
        return try JSONDecoder().decode(Report.self, from: data)
    }

    struct OracleError: Error, CustomStringConvertible { let description: String }

    @Test func optimalLevelByLevelAndRefusalsAreReal() throws {
        var systems: [[String: Any]] = []
        for seed in UInt64(1000)..<1200 {
            systems.append(Self.describe(.uiLike(seed: seed), name: "seed \(seed)", kiwi: false))
        }
        for seed in UInt64(2000)..<2040 {
            systems.append(Self.describe(.uiLike(seed: seed, anchors: true), name: "anchored seed \(seed)", kiwi: false))
        }
        let report = try Self.runOracle(systems)
        #expect(report.failures == [])
        // The check means something only if it saw many levels and refusals.
        #expect(report.levels_checked > 500)
        #expect(report.refusals_checked > 20)
    }

    @Test func agreesWithKiwiWhereTheSolutionIsUnique() throws {
        var systems: [[String: Any]] = []
        for seed in UInt64(3000)..<3300 {
            systems.append(Self.describe(.uiLike(seed: seed, singleOptionalLevel: true), name: "seed \(seed)", kiwi: true))
        }
        let report = try Self.runOracle(systems)
        #expect(report.failures == [])
        #expect(report.kiwi_compared > 30, "compared \(report.kiwi_compared), not unique \(report.not_unique)")
    }
}
