import Foundation
import Trellis

/// One problem a lint found in a laid-out view tree: what kind, which view
/// (by object, by path in the tree and by accessibility identifier), and
/// what else is involved. Tests assert the kind and the objects, never the text.
public struct LintFinding: CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// Required constraints conflict: layout broke one of them.
        case unsatisfiableConstraints
        /// A view's constraints do not decide its frame.
        case ambiguousLayout
        /// A label meant to show all its text (no line limit) is too small for it, or cut by a clipping ancestor.
        case clippedText
        /// Two sibling views that show content (text or controls) overlap.
        case overlappingSiblings
        /// Content (text, a control) lies outside the window's safe area.
        case outsideSafeArea
        /// A control is smaller than 44 × 44 points, too small to tap reliably
        /// (but for the system's controls at the sizes the system gives them).
        case smallTapTarget
        /// Text contrasts with what is drawn behind it less than WCAG AA asks (4.5:1, or 3:1 for large text).
        case lowContrast
    }

    /// What is wrong.
    public let kind: Kind
    /// The view at fault.
    public let view: UIView
    /// The other view involved (the sibling it overlaps), if any.
    public let otherView: UIView?
    /// The constraints involved (for conflicts).
    public let constraints: [NSLayoutConstraint]
    /// The view's path in the tree (see ``ViewPath``).
    public let path: String
    /// The view's accessibility identifier, if it has one.
    public let accessibilityIdentifier: String?
    /// What was measured, for people (a size, a ratio, the sibling's path).
    public let detail: String

    public var description: String {
        "\(kind.rawValue): \(path)\(accessibilityIdentifier.map { " (\($0))" } ?? ""): \(detail)"
    }

    /// What the report keeps of a finding.
    public struct Record: Codable, Sendable, Equatable {
        public let kind: Kind
        public let path: String
        public let accessibilityIdentifier: String?
        public let detail: String
    }

    /// The finding as the report keeps it.
    public var record: Record { Record(kind: kind, path: path, accessibilityIdentifier: accessibilityIdentifier, detail: detail) }
}
