import Foundation

extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`:
    /// an alignment applied to every view of the format, and the direction
    /// a horizontal format runs in.
    public struct FormatOptions: OptionSet, Sendable {
        /// The option bits, as UIKit numbers them.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns every view of the format on its left edge.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns every view of the format on its right edge.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns every view of the format on its top edge.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns every view of the format on its bottom edge.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns every view of the format on its leading edge.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns every view of the format on its trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns every view of the format on its horizontal centre.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns every view of the format on its vertical centre.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns every view of the format on its last baseline.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns every view of the format on its first baseline.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)

        /// Horizontal formats run from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right, whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left, whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// Constraints from a Visual Format Language string, UIKit's grammar:
    /// `H:|-[title]-(>=8@750)-[badge(==44)]-|`, `V:|[a][b(==a)]|`.
    ///
    /// `-` is the standard spacing (20 to the superview's edge, 8 between
    /// siblings); `views` names the views, `metrics` the numbers. A format
    /// that does not parse returns no constraints and reports the column of
    /// the problem through `LayoutDiagnostics` (UIKit raises an exception).
    public class func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormat(format: format, options: options, metrics: metrics ?? [:], views: views)
        do throws(VisualFormatError) {
            return try parser.constraints()
        } catch {
            LayoutDiagnostics.report(.invalidVisualFormat, error.description, identifiers: [format])
            return []
        }
    }
}

/// Why a visual format string was refused: what, and where.
struct VisualFormatError: Error, CustomStringConvertible {
    let message: String
    let format: String
    /// The 0-based column of the problem.
    let column: Int

    var description: String {
        "Unable to parse the visual format at column \(column + 1): \(message)\n\(format)\n\(String(repeating: " ", count: column))^"
    }
}

/// A parser for one visual format string, and the constraints it describes.
@preconcurrency @MainActor
private struct VisualFormat {
    let format: [Character]
    let text: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var position = 0

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = Array(format)
        self.text = format
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// One `relation object @priority` of a predicate list.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat?
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// What stands between two items: nothing (`[a][b]`), the standard space (`-`), or predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    enum Item {
        case superview
        case view(UIView, [Predicate])
    }

    // MARK: Parsing

    func fail(_ message: String, at column: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, format: text, column: column ?? position)
    }

    var atEnd: Bool { position >= format.count }

    mutating func skip(_ c: Character) -> Bool {
        guard !atEnd, format[position] == c else { return false }
        position += 1
        return true
    }

    mutating func expect(_ c: Character) throws(VisualFormatError) {
        guard skip(c) else { throw fail("expected '\(c)'") }
    }

    mutating func identifier() -> String? {
        let start = position
        while !atEnd, format[position] == "_" || format[position].isLetter || (position > start && format[position].isNumber) {
            position += 1
        }
        return position > start ? String(format[start..<position]) : nil
    }

    mutating func number() -> CGFloat? {
        let start = position
        while !atEnd, format[position].isNumber || format[position] == "." { position += 1 }
        guard position > start, let value = Double(String(format[start..<position])) else {
            position = start
            return nil
        }
        return CGFloat(value)
    }

    /// A number or a metric's name.
    mutating func constant() throws(VisualFormatError) -> CGFloat? {
        if let value = number() { return value }
        let start = position
        guard let name = identifier() else { return nil }
        guard let value = metrics[name] else {
            position = start
            return nil
        }
        let number: CGFloat? =
            switch value {
            case let v as CGFloat: v
            case let v as Double: CGFloat(v)
            case let v as Float: CGFloat(v)
            case let v as Int: CGFloat(v)
            case let v as NSNumber: CGFloat(v.doubleValue)
            default: nil
            }
        guard let number, number.isFinite else { throw fail("the metric '\(name)' is not a finite number", at: start) }
        return number
    }

    mutating func view(named name: String, at column: Int) throws(VisualFormatError) -> UIView {
        guard let view = views[name] as? UIView else { throw fail("no view named '\(name)' in the views dictionary", at: column) }
        return view
    }

    mutating func predicate() throws(VisualFormatError) -> Predicate {
        var predicate = Predicate()
        if skip("=") {
            try expect("=")
        } else if skip("<") {
            try expect("=")
            predicate.relation = .lessThanOrEqual
        } else if skip(">") {
            try expect("=")
            predicate.relation = .greaterThanOrEqual
        }
        let start = position
        if let value = try constant() {
            predicate.constant = value
        } else if let name = identifier() {
            predicate.view = try view(named: name, at: start)
        } else {
            throw fail("expected a number, a metric or a view name")
        }
        if skip("@") {
            let at = position
            guard let priority = try constant() else { throw fail("expected a priority") }
            guard priority > 0, priority <= 1000 else { throw fail("a priority must be in 1 … 1000", at: at) }
            predicate.priority = UILayoutPriority(Float(priority))
        }
        return predicate
    }

    /// `(p, p, …)` or a single number or metric.
    mutating func predicateList() throws(VisualFormatError) -> [Predicate] {
        if skip("(") {
            var list = [try predicate()]
            while skip(",") { list.append(try predicate()) }
            try expect(")")
            return list
        }
        guard let value = try constant() else { throw fail("expected a number, a metric or '('") }
        return [Predicate(constant: value)]
    }

    /// After an item: `-`, `-pred-`, or nothing.
    mutating func connection() throws(VisualFormatError) -> Connection? {
        guard skip("-") else { return nil }
        if !atEnd, format[position] == "[" || format[position] == "|" { return .standard }
        let list = try predicateList()
        try expect("-")
        return .predicates(list)
    }

    mutating func parse() throws(VisualFormatError) -> (vertical: Bool, items: [Item], connections: [Connection]) {
        var vertical = false
        if format.count >= 2, format[1] == ":", format[0] == "H" || format[0] == "V" {
            vertical = format[0] == "V"
            position = 2
        }
        var items: [Item] = []
        var connections: [Connection] = []
        if skip("|") {
            items.append(.superview)
            connections.append(try connection() ?? .flush)
        }
        repeat {
            guard skip("[") else { throw fail(items.isEmpty ? "expected '|' or '['" : "expected '['") }
            let start = position
            guard let name = identifier() else { throw fail("expected a view name") }
            let view = try view(named: name, at: start)
            var predicates: [Predicate] = []
            if !atEnd, format[position] == "(" { predicates = try predicateList() }
            try expect("]")
            items.append(.view(view, predicates))
            guard !atEnd else { break }
            if skip("|") {
                connections.append(.flush)
                items.append(.superview)
                break
            }
            let link = try connection() ?? .flush
            if skip("|") {
                connections.append(link)
                items.append(.superview)
                break
            }
            connections.append(link)
        } while !atEnd
        guard atEnd else { throw fail("unexpected '\(format[position])'") }
        return (vertical, items, connections)
    }

    // MARK: Building

    mutating func constraints() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let (vertical, items, connections) = try parse()
        let views = items.compactMap { item -> UIView? in
            if case let .view(view, _) = item { return view }
            return nil
        }
        guard let superview = views.first?.superview ?? views.first else { return [] }
        if items.contains(where: { if case .superview = $0 { return true } else { return false } }), views.contains(where: { $0.superview !== superview }) {
            throw fail("'|' needs every view of the format to have the same superview", at: 0)
        }
        let leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute, size: NSLayoutConstraint.Attribute
        if vertical {
            (leading, trailing, size) = (.top, .bottom, .height)
        } else if options.contains(.directionLeftToRight) {
            (leading, trailing, size) = (.left, .right, .width)
        } else if options.contains(.directionRightToLeft) {
            (leading, trailing, size) = (.right, .left, .width)
        } else {
            (leading, trailing, size) = (.leading, .trailing, .width)
        }
        var result: [NSLayoutConstraint] = []
        // Sizes from view predicates.
        for item in items {
            guard case let .view(view, predicates) = item else { continue }
            for p in predicates {
                let c = NSLayoutConstraint(
                    item: view, attribute: size, relatedBy: p.relation, toItem: p.view, attribute: p.view == nil ? .notAnAttribute : size,
                    multiplier: 1, constant: p.constant ?? 0)
                c.priority = p.priority
                result.append(c)
            }
        }
        // Spacing between consecutive items.
        for (k, connection) in connections.enumerated() {
            let (before, after) = (items[k], items[k + 1])
            let touchesSuperview: Bool
            switch (before, after) {
            case (.superview, _), (_, .superview): touchesSuperview = true
            default: touchesSuperview = false
            }
            let predicates: [Predicate]
            switch connection {
            case .flush: predicates = [Predicate(constant: 0)]
            case .standard: predicates = [Predicate(constant: touchesSuperview ? 20 : 8)]
            case let .predicates(list): predicates = list
            }
            for p in predicates {
                guard p.view == nil else { throw fail("a spacing cannot be a view", at: 0) }
                // after.leading = before.trailing + space, written as UIKit writes it.
                let (firstItem, firstAttribute): (UIView, NSLayoutConstraint.Attribute)
                let (secondItem, secondAttribute): (UIView, NSLayoutConstraint.Attribute)
                switch (before, after) {
                case let (.superview, .view(view, _)):
                    (firstItem, firstAttribute, secondItem, secondAttribute) = (view, leading, superview, leading)
                case let (.view(view, _), .superview):
                    (firstItem, firstAttribute, secondItem, secondAttribute) = (superview, trailing, view, trailing)
                case let (.view(a, _), .view(b, _)):
                    (firstItem, firstAttribute, secondItem, secondAttribute) = (b, leading, a, trailing)
                default:
                    continue
                }
                let c = NSLayoutConstraint(
                    item: firstItem, attribute: firstAttribute, relatedBy: p.relation, toItem: secondItem, attribute: secondAttribute,
                    multiplier: 1, constant: p.constant ?? 0)
                c.priority = p.priority
                result.append(c)
            }
        }
        // Alignment of every view with the first.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            for view in views.dropFirst() {
                result.append(
                    NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: views[0], attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }
}
