import Testing
@testable import TrellisUI

/// A proposal as layout takes it: a NaN length is no length (nil), a
/// negative one zero, anything else (infinity included) as it is.
@MainActor
struct ProposalSanitizingTests {
    nonisolated static let cases: [(given: ProposedViewSize, taken: ProposedViewSize)] = [
        (ProposedViewSize(width: nil, height: nil), ProposedViewSize(width: nil, height: nil)),
        (ProposedViewSize(width: 120, height: 0), ProposedViewSize(width: 120, height: 0)),
        (ProposedViewSize(width: .infinity, height: 40), ProposedViewSize(width: .infinity, height: 40)),
        (ProposedViewSize(width: .nan, height: 5), ProposedViewSize(width: nil, height: 5)),
        (ProposedViewSize(width: 8, height: .nan), ProposedViewSize(width: 8, height: nil)),
        (ProposedViewSize(width: -3, height: .infinity), ProposedViewSize(width: 0, height: .infinity)),
        (ProposedViewSize(width: 10, height: -.infinity), ProposedViewSize(width: 10, height: 0)),
        (ProposedViewSize(width: -.infinity, height: nil), ProposedViewSize(width: 0, height: nil)),
    ]

    @Test(arguments: cases.indices)
    func aProposalIsTakenWithUsableLengths(index: Int) {
        let (given, taken) = Self.cases[index]
        let sanitized = given.sanitized
        #expect(sanitized == taken)
        // Taking it again changes nothing.
        #expect(sanitized.sanitized == sanitized)
    }
}
