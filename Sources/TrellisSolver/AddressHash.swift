/// The hash of an object compared by identity, for sets and dictionaries:
/// its address mixed with the table's seed by SplitMix64's finaliser (a few
/// multiplications), instead of a full `Hasher` run; addresses need no
/// protection against chosen collisions. (Shared with the layout engine,
/// whose tables are keyed by the identity of views and constraints.)
@_spi(Engine) public func addressHash(of object: AnyObject, seed: Int) -> Int {
    addressHash(of: ObjectIdentifier(object), seed: seed)
}

/// The hash of an object's identity (see `addressHash(of:seed:)`).
@_spi(Engine) public func addressHash(of identity: ObjectIdentifier, seed: Int) -> Int {
    var bits = UInt64(UInt(bitPattern: identity)) ^ UInt64(UInt(bitPattern: seed))
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: bits ^ (bits >> 31))
}
