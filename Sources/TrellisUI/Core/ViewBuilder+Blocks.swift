import Foundation

// Blocks of two to ten views, as SwiftUI's `ViewBuilder` once declared them:
// each view's type is known where its block is built (in the app's module),
// so building it and comparing it with its last value are specialised for
// that type. (A block of more views takes the variadic `buildBlock`, whose
// views are reached through their run-time types.)

extension ViewBuilder {
    /// A block of two views, in order.
    @inlinable public static func buildBlock<C0: View, C1: View>(_ c0: consuming C0, _ c1: consuming C1) -> TupleView<(C0, C1)> {
        TupleView(
            value: (c0, c1),
            appendElements: { value, nodes, context in
                TrellisUI.appendElement(value.0, at: 0, to: &nodes, in: context)
                TrellisUI.appendElement(value.1, at: 1, to: &nodes, in: context)
            },
            elementsUnchanged: { value, previous in
                C0._isUnchanged(value.0, since: previous.0)
                    && C1._isUnchanged(value.1, since: previous.1)
            })
    }

    /// A block of three views, in order.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2) -> TupleView<(C0, C1, C2)> {
        TupleView(
            value: (c0, c1, c2),
            appendElements: { value, nodes, context in
                TrellisUI.appendElement(value.0, at: 0, to: &nodes, in: context)
                TrellisUI.appendElement(value.1, at: 1, to: &nodes, in: context)
                TrellisUI.appendElement(value.2, at: 2, to: &nodes, in: context)
            },
            elementsUnchanged: { value, previous in
                C0._isUnchanged(value.0, since: previous.0)
                    && C1._isUnchanged(value.1, since: previous.1)
                    && C2._isUnchanged(value.2, since: previous.2)
            })
    }

    /// A block of four views, in order.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3) -> TupleView<(C0, C1, C2, C3)> {
        TupleView(
            value: (c0, c1, c2, c3),
            appendElements: { value, nodes, context in
                TrellisUI.appendElement(value.0, at: 0, to: &nodes, in: context)
                TrellisUI.appendElement(value.1, at: 1, to: &nodes, in: context)
                TrellisUI.appendElement(value.2, at: 2, to: &nodes, in: context)
                TrellisUI.appendElement(value.3, at: 3, to: &nodes, in: context)
            },
            elementsUnchanged: { value, previous in
                C0._isUnchanged(value.0, since: previous.0)
                    && C1._isUnchanged(value.1, since: previous.1)
                    && C2._isUnchanged(value.2, since: previous.2)
                    && C3._isUnchanged(value.3, since: previous.3)
            })
    }

    /// A block of five views, in order.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView(
            value: (c0, c1, c2, c3, c4),
            appendElements: { value, nodes, context in
                TrellisUI.appendElement(value.0, at: 0, to: &nodes, in: context)
                TrellisUI.appendElement(value.1, at: 1, to: &nodes, in: context)
                TrellisUI.appendElement(value.2, at: 2, to: &nodes, in: context)
                TrellisUI.appendElement(value.3, at: 3, to: &nodes, in: context)
                TrellisUI.appendElement(value.4, at: 4, to: &nodes, in: context)
            },
            elementsUnchanged: { value, previous in
                C0._isUnchanged(value.0, since: previous.0)
                    && C1._isUnchanged(value.1, since: previous.1)
                    && C2._isUnchanged(value.2, since: previous.2)
                    && C3._isUnchanged(value.3, since: previous.3)
                    && C4._isUnchanged(value.4, since: previous.4)
            })
    }

    /// A block of six views, in order.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView(
            value: (c0, c1, c2, c3, c4, c5),
            appendElements: { value, nodes, context in
                TrellisUI.appendElement(value.0, at: 0, to: &nodes, in: context)
                TrellisUI.appendElement(value.1, at: 1, to: &nodes, in: context)
                TrellisUI.appendElement(value.2, at: 2, to: &nodes, in: context)
                TrellisUI.appendElement(value.3, at: 3, to: &nodes, in: context)
                TrellisUI.appendElement(value.4, at: 4, to: &nodes, in: context)
                TrellisUI.appendElement(value.5, at: 5, to: &nodes, in: context)
            },
            elementsUnchanged: { value, previous in
                C0._isUnchanged(value.0, since: previous.0)
                    && C1._isUnchanged(value.1, since: previous.1)
                    && C2._isUnchanged(value.2, since: previous.2)
                    && C3._isUnchanged(value.3, since: previous.3)
                    && C4._isUnchanged(value.4, since: previous.4)
                    && C5._isUnchanged(value.5, since: previous.5)
            })
    }

    /// A block of seven views, in order.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView(
            value: (c0, c1, c2, c3, c4, c5, c6),
            appendElements: { value, nodes, context in
                TrellisUI.appendElement(value.0, at: 0, to: &nodes, in: context)
                TrellisUI.appendElement(value.1, at: 1, to: &nodes, in: context)
                TrellisUI.appendElement(value.2, at: 2, to: &nodes, in: context)
                TrellisUI.appendElement(value.3, at: 3, to: &nodes, in: context)
                TrellisUI.appendElement(value.4, at: 4, to: &nodes, in: context)
                TrellisUI.appendElement(value.5, at: 5, to: &nodes, in: context)
                TrellisUI.appendElement(value.6, at: 6, to: &nodes, in: context)
            },
            elementsUnchanged: { value, previous in
                C0._isUnchanged(value.0, since: previous.0)
                    && C1._isUnchanged(value.1, since: previous.1)
                    && C2._isUnchanged(value.2, since: previous.2)
                    && C3._isUnchanged(value.3, since: previous.3)
                    && C4._isUnchanged(value.4, since: previous.4)
                    && C5._isUnchanged(value.5, since: previous.5)
                    && C6._isUnchanged(value.6, since: previous.6)
            })
    }

    /// A block of eight views, in order.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView(
            value: (c0, c1, c2, c3, c4, c5, c6, c7),
            appendElements: { value, nodes, context in
                TrellisUI.appendElement(value.0, at: 0, to: &nodes, in: context)
                TrellisUI.appendElement(value.1, at: 1, to: &nodes, in: context)
                TrellisUI.appendElement(value.2, at: 2, to: &nodes, in: context)
                TrellisUI.appendElement(value.3, at: 3, to: &nodes, in: context)
                TrellisUI.appendElement(value.4, at: 4, to: &nodes, in: context)
                TrellisUI.appendElement(value.5, at: 5, to: &nodes, in: context)
                TrellisUI.appendElement(value.6, at: 6, to: &nodes, in: context)
                TrellisUI.appendElement(value.7, at: 7, to: &nodes, in: context)
            },
            elementsUnchanged: { value, previous in
                C0._isUnchanged(value.0, since: previous.0)
                    && C1._isUnchanged(value.1, since: previous.1)
                    && C2._isUnchanged(value.2, since: previous.2)
                    && C3._isUnchanged(value.3, since: previous.3)
                    && C4._isUnchanged(value.4, since: previous.4)
                    && C5._isUnchanged(value.5, since: previous.5)
                    && C6._isUnchanged(value.6, since: previous.6)
                    && C7._isUnchanged(value.7, since: previous.7)
            })
    }

    /// A block of nine views, in order.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleView(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8),
            appendElements: { value, nodes, context in
                TrellisUI.appendElement(value.0, at: 0, to: &nodes, in: context)
                TrellisUI.appendElement(value.1, at: 1, to: &nodes, in: context)
                TrellisUI.appendElement(value.2, at: 2, to: &nodes, in: context)
                TrellisUI.appendElement(value.3, at: 3, to: &nodes, in: context)
                TrellisUI.appendElement(value.4, at: 4, to: &nodes, in: context)
                TrellisUI.appendElement(value.5, at: 5, to: &nodes, in: context)
                TrellisUI.appendElement(value.6, at: 6, to: &nodes, in: context)
                TrellisUI.appendElement(value.7, at: 7, to: &nodes, in: context)
                TrellisUI.appendElement(value.8, at: 8, to: &nodes, in: context)
            },
            elementsUnchanged: { value, previous in
                C0._isUnchanged(value.0, since: previous.0)
                    && C1._isUnchanged(value.1, since: previous.1)
                    && C2._isUnchanged(value.2, since: previous.2)
                    && C3._isUnchanged(value.3, since: previous.3)
                    && C4._isUnchanged(value.4, since: previous.4)
                    && C5._isUnchanged(value.5, since: previous.5)
                    && C6._isUnchanged(value.6, since: previous.6)
                    && C7._isUnchanged(value.7, since: previous.7)
                    && C8._isUnchanged(value.8, since: previous.8)
            })
    }

    /// A block of ten views, in order.
    @inlinable public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8, _ c9: consuming C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
            appendElements: { value, nodes, context in
                TrellisUI.appendElement(value.0, at: 0, to: &nodes, in: context)
                TrellisUI.appendElement(value.1, at: 1, to: &nodes, in: context)
                TrellisUI.appendElement(value.2, at: 2, to: &nodes, in: context)
                TrellisUI.appendElement(value.3, at: 3, to: &nodes, in: context)
                TrellisUI.appendElement(value.4, at: 4, to: &nodes, in: context)
                TrellisUI.appendElement(value.5, at: 5, to: &nodes, in: context)
                TrellisUI.appendElement(value.6, at: 6, to: &nodes, in: context)
                TrellisUI.appendElement(value.7, at: 7, to: &nodes, in: context)
                TrellisUI.appendElement(value.8, at: 8, to: &nodes, in: context)
                TrellisUI.appendElement(value.9, at: 9, to: &nodes, in: context)
            },
            elementsUnchanged: { value, previous in
                C0._isUnchanged(value.0, since: previous.0)
                    && C1._isUnchanged(value.1, since: previous.1)
                    && C2._isUnchanged(value.2, since: previous.2)
                    && C3._isUnchanged(value.3, since: previous.3)
                    && C4._isUnchanged(value.4, since: previous.4)
                    && C5._isUnchanged(value.5, since: previous.5)
                    && C6._isUnchanged(value.6, since: previous.6)
                    && C7._isUnchanged(value.7, since: previous.7)
                    && C8._isUnchanged(value.8, since: previous.8)
                    && C9._isUnchanged(value.9, since: previous.9)
            })
    }
}
