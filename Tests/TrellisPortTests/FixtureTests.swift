import Foundation
import Testing
import TrellisPort

/// Every fixture ported as expected, and porting the result again changes nothing.
@Suite struct FixtureTests {
    @Test func thereAreFortyFixturesOrMore() {
        #expect(Fixture.all.count >= 40)
    }

    @Test("Each input ports to its expected file, with nothing left unported", arguments: Fixture.all)
    func portsAsExpected(_ fixture: Fixture) throws {
        let ported = TrellisPort.port(try fixture.inputSources())
        for (file, expected) in zip(ported, try fixture.expectedSources()) {
            #expect(file.text == expected.text, "\(file.path)")
            #expect(file.issues.isEmpty, "\(file.issues)")
        }
    }

    @Test("Porting a ported file changes nothing", arguments: Fixture.all)
    func portingIsIdempotent(_ fixture: Fixture) throws {
        let sources = try fixture.expectedSources()
        for (file, source) in zip(TrellisPort.port(sources), sources) {
            #expect(!file.changed, "\(file.path)")
            #expect(file.text == source.text)
            #expect(file.issues.isEmpty)
        }
    }

    @Test func onlyCodeAlreadyPortedIsLeftAsItWas() throws {
        for fixture in Fixture.all {
            let unchanged = TrellisPort.port(try fixture.inputSources()).filter { !$0.changed }.map(\.path)
            #expect(unchanged == (fixture.number == "38" ? ["38-AlreadyPortedViewController.swift"] : []))
        }
    }
}
