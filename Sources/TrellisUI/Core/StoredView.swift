import Foundation

/// A view value of a type known only at run time, kept out of line in
/// storage of its own: read and replaced as its type where that is known,
/// with no existential box made or freed each time (a new value of the same
/// type is written over the old one).
@usableFromInline
struct StoredView: ~Copyable {
    /// The view's type.
    private let type: any View.Type
    /// The value.
    @usableFromInline let storage: UnsafeMutableRawPointer

    @usableFromInline init<V: View>(_ view: V) {
        type = V.self
        // (At least a byte: a view of no size, such as `Divider`, still has storage.)
        storage = UnsafeMutableRawPointer.allocate(byteCount: max(1, MemoryLayout<V>.size), alignment: MemoryLayout<V>.alignment)
        storage.bindMemory(to: V.self, capacity: 1).initialize(to: view)
    }

    deinit {
        type.destroyStoredValue(at: storage)
        storage.deallocate()
    }

    /// The type of the view kept.
    @usableFromInline var viewType: ObjectIdentifier { ObjectIdentifier(type) }

    /// Whether the view kept is of type `V`.
    @usableFromInline func holds<V: View>(_: V.Type) -> Bool { type == V.self }

    /// The kept view's address, as a `V`.
    @inlinable func address<V: View>(as _: V.Type) -> UnsafeMutablePointer<V> { storage.assumingMemoryBound(to: V.self) }

    /// The view kept, which is a `V`.
    @inlinable func view<V: View>(as _: V.Type) -> V { address(as: V.self).pointee }

    /// Keeps a copy of `view` instead, which is of the kept view's type.
    @inlinable func replace<V: View>(with view: V) {
        assert(holds(V.self), "a stored view replaced with a \(V.self) of another type")
        address(as: V.self).pointee = view
    }
}

extension View {
    /// Destroys the view of this type at `pointer`.
    fileprivate nonisolated static func destroyStoredValue(at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Self.self).deinitialize(count: 1)
    }
}
