@_spi(Engine) internal import TrellisSolver

/// An object as a key of the engine's tables (views and guides to their
/// records, layout constraints to their solver constraints): compared by
/// identity, not retained, and hashed by its address as the solver hashes
/// its variables (`addressHash(of:seed:)`), without a full `Hasher` run.
struct IdentityKey: Hashable {
    let identity: ObjectIdentifier

    init(_ object: AnyObject) { identity = ObjectIdentifier(object) }

    func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    func _rawHashValue(seed: Int) -> Int { addressHash(of: identity, seed: seed) }
}
