import Foundation
import Trellis

/// What the report needs to inspect a snapshot as Xcode's view debugger
/// does: every view drawn with its class, frame, accessibility identifier
/// and path in the tree, and every constraint that affects it, with its
/// priority and whether it is active, broken or part of a conflict.
/// Recorded with the snapshot (JSON beside the image), so the report works offline.
public struct ViewInspection: Codable, Sendable, Equatable {
    /// One view.
    public struct View: Codable, Sendable, Equatable {
        /// Its index in ``ViewInspection/views`` (parents come before their subviews).
        public let id: Int
        /// Its superview's index; nil for the root.
        public let parent: Int?
        /// Its class, as `type(of:)` names it.
        public let className: String
        /// Where it is in the tree (see ``ViewPath``).
        public let path: String
        /// Its frame in the root's coordinates, in points.
        public let frame: Rect
        /// Its accessibility identifier, if it has one.
        public let accessibilityIdentifier: String?
        /// Whether it is hidden (it and its subviews then draw nothing).
        public let isHidden: Bool
        /// A label's text, the first 80 characters.
        public let text: String?
        /// Whether its constraints leave its frame undecided.
        public let hasAmbiguousLayout: Bool
        /// The constraints that name it, as indexes into ``ViewInspection/constraints``.
        public let constraints: [Int]
    }

    /// One constraint.
    public struct Constraint: Codable, Sendable, Equatable {
        /// Its index in ``ViewInspection/constraints``.
        public let id: Int
        /// UIKit's description of it, each view's address replaced by `#identifier`
        /// or `v<index>` (its index in ``ViewInspection/views``), so that the
        /// report reads the same every run and names views as its tree does.
        public let description: String
        /// Its priority (1 … 1000).
        public let priority: Float
        /// Whether it is active.
        public let isActive: Bool
        /// Whether layout broke it to settle a conflict (UIKit's "will attempt to recover by breaking").
        public let isBroken: Bool
        /// Whether it is part of an unsatisfiable conflict.
        public let isInConflict: Bool
        /// The views it names, as indexes into ``ViewInspection/views``.
        public let views: [Int]
    }

    /// A rectangle in points.
    public struct Rect: Codable, Sendable, Equatable {
        public let x: Double
        public let y: Double
        public let width: Double
        public let height: Double

        init(_ rect: CGRect) {
            func clean(_ value: CGFloat) -> Double { value.isFinite ? (Double(value) * 1000).rounded() / 1000 : 0 }
            (x, y, width, height) = (clean(rect.minX), clean(rect.minY), clean(rect.width), clean(rect.height))
        }
    }

    /// The root's size in points.
    public let width: Double
    /// The root's height in points.
    public let height: Double
    /// Pixels per point of the image.
    public let scale: Double
    /// Every view of the tree, depth first, parents first.
    public let views: [View]
    /// Every constraint installed in the tree, and those layout reported in a conflict.
    public let constraints: [Constraint]
}

extension ViewInspection {
    /// The tree under `root` as laid out now, with what `diagnostics` said of its constraints.
    @MainActor
    public init(of root: UIView, scale: CGFloat, diagnostics: [LayoutDiagnostic] = []) {
        var broken = Set<ObjectIdentifier>(), conflicting = Set<ObjectIdentifier>()
        var reported: [NSLayoutConstraint] = []
        for diagnostic in diagnostics where diagnostic.kind == .unsatisfiable {
            reported += diagnostic.constraints
            diagnostic.constraints.forEach { conflicting.insert(ObjectIdentifier($0)) }
            // The constraint layout broke, if it broke one (else a container's size gave way).
            if let constraint = diagnostic.brokenConstraint { broken.insert(ObjectIdentifier(constraint)) }
        }

        var nodes: [(view: UIView, parent: Int?, path: String)] = []
        var index: [ObjectIdentifier: Int] = [:]
        ViewPath.walk(root) { view, path, parent in
            index[ObjectIdentifier(view)] = nodes.count
            nodes.append((view, parent.flatMap { index[ObjectIdentifier($0)] }, path))
        }

        var constraintList: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for node in nodes {
            for constraint in node.view.constraints where seen.insert(ObjectIdentifier(constraint)).inserted { constraintList.append(constraint) }
        }
        for constraint in reported where seen.insert(ObjectIdentifier(constraint)).inserted { constraintList.append(constraint) }

        func viewIndex(of item: AnyObject?) -> Int? {
            if let view = item as? UIView { return index[ObjectIdentifier(view)] }
            if let guide = item as? UILayoutGuide, let owner = guide.owningView { return index[ObjectIdentifier(owner)] }
            return nil
        }
        var names: [String: String] = [:]
        for (id, node) in nodes.enumerated() {
            let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(node.view).toOpaque()), radix: 16)
            names[address] = node.view.accessibilityIdentifier.map { "#" + $0 } ?? "v\(id)"
        }
        var byView = [[Int]](repeating: [], count: nodes.count)
        var records: [Constraint] = []
        for (id, constraint) in constraintList.enumerated() {
            var named: [Int] = []
            for item in [constraint.firstItem, constraint.secondItem] {
                if let view = viewIndex(of: item), !named.contains(view) { named.append(view) }
            }
            named.forEach { byView[$0].append(id) }
            let key = ObjectIdentifier(constraint)
            records.append(
                Constraint(
                    id: id, description: Self.replacingAddresses(in: constraint.description, with: names), priority: constraint.priority.rawValue, isActive: constraint.isActive,
                    isBroken: broken.contains(key), isInConflict: conflicting.contains(key), views: named))
        }

        let ambiguous = Set(root.viewsWithAmbiguousLayout.map(ObjectIdentifier.init))
        views = nodes.enumerated().map { id, node in
            let text = (node.view as? UILabel)?.text.map { String($0.prefix(80)) }
            return View(
                id: id, parent: node.parent, className: String(describing: type(of: node.view)), path: node.path,
                frame: Rect(node.view.convert(node.view.bounds, to: root)), accessibilityIdentifier: node.view.accessibilityIdentifier,
                isHidden: node.view.isHidden, text: text, hasAmbiguousLayout: ambiguous.contains(ObjectIdentifier(node.view)),
                constraints: byView[id])
        }
        constraints = records
        width = Double(root.bounds.width)
        height = Double(root.bounds.height)
        self.scale = Double(scale)
    }

    /// `text` with every `0x…` address found in `names` replaced by its name
    /// (scanned as UTF-8 bytes: a screen's constraints are hundreds of descriptions).
    static func replacingAddresses(in text: String, with names: [String: String]) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "x") else {
                result.append(bytes[index])
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, Self.isHexDigit(bytes[end]) { end += 1 }
            let address = String(decoding: bytes[index..<end], as: UTF8.self)
            result.append(contentsOf: (names[address] ?? address).utf8)
            index = end
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// The frontmost visible view whose frame holds `point` (in points): what a click there picks, as the report picks it.
    public func view(at point: CGPoint) -> View? {
        var hidden = Set<Int>()
        var found: View?
        for view in views {
            if view.isHidden || view.parent.map(hidden.contains) == true {
                hidden.insert(view.id)
                continue
            }
            let frame = CGRect(x: view.frame.x, y: view.frame.y, width: view.frame.width, height: view.frame.height)
            if frame.contains(point) { found = view }
        }
        return found
    }
}
