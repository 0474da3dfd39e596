import Testing
@testable import TrellisUI

/// Identities built step by step: equal when their paths are, whichever
/// objects hold the steps, and within every identity their path starts with.
struct IdentityTests {
    private static func identity(_ components: [ViewIdentity.Component]) -> ViewIdentity {
        components.reduce(ViewIdentity.root) { $0.appending($1) }
    }

    private static var paths: [[ViewIdentity.Component]] { [
        [],
        [.child(0)],
        [.child(0), .branch(1)],
        [.child(0), .branch(1), .explicit(AnyHashable("row 3"))],
        [.child(1), .branch(1), .explicit(AnyHashable("row 3"))],
        [.part(2), .type(ObjectIdentifier(Int.self))],
        [.part(2), .type(ObjectIdentifier(String.self))],
    ] }

    @Test(arguments: paths.indices)
    func identitiesAreEqualExactlyWhenTheirPathsAre(index: Int) {
        let built = Self.identity(Self.paths[index])
        for (other, path) in Self.paths.enumerated() {
            let separate = Self.identity(path)
            #expect((built == separate) == (index == other), "\(Self.paths[index]) against \(path)")
            if index == other { #expect(built.hashValue == separate.hashValue) }
        }
    }

    @Test(arguments: paths.indices)
    func anIdentityIsWithinExactlyThoseItsPathStartsWith(index: Int) {
        let path = Self.paths[index]
        let built = Self.identity(path)
        for other in Self.paths {
            let startsWith = other.count <= path.count && Array(path.prefix(other.count)) == other
            #expect(built.isWithin(Self.identity(other)) == startsWith, "\(path) within \(other)")
        }
    }

    @Test func identitiesSharingStepsCompareByTheirOwnSteps() {
        let row = ViewIdentity.root.appending(.child(0))
        #expect(row.appending(.branch(0)) == row.appending(.branch(0)))
        #expect(row.appending(.branch(0)) != row.appending(.branch(1)))
        #expect(row.appending(.branch(0)).isWithin(row))
        #expect(!row.isWithin(row.appending(.branch(0))))
    }
}
