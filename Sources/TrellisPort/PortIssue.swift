/// Something in a source file that `trellis port` left as it was, and why:
/// the code it names cannot run on Linux as written and needs a person.
public struct PortIssue: Hashable, Sendable, CustomStringConvertible {
    /// Why the code was left as it was.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A selector built from a string (`NSSelectorFromString`): which method it names is known only when it runs.
        case selectorFromString
        /// A method called through a selector (`perform(_:)`, `perform(_:with:)`, `perform(_:with:afterDelay:)`).
        case performSelector
        /// A question about a selector (`responds(to:)`, `instancesRespond(to:)`).
        case respondsToSelector
        /// A target that is not `self`, an identifier or `self.identifier` (a call, a chain, `nil` for the responder chain).
        case unsupportedTarget
        /// A selector naming a method that none of the files given declares, so its parameter cannot be known.
        case selectorMethodNotFound
        /// A selector naming a method whose parameters the closure cannot supply (two or more, or a sender of an unexpected type).
        case unsupportedSelectorSignature
        /// A `#selector` in a call that has no closure-based equivalent (display links, menus, key commands, `sendAction`).
        case unsupportedSelectorUse
        /// A selector-based timer with `userInfo` (a block-based timer has none).
        case timerUserInfo
        /// An `override` in an extension of a class that none of the files given declares, so it cannot be moved into it.
        case overrideInExtensionOfUnknownClass
        /// An `@objc` protocol with `optional` requirements (optional requirements need Objective-C).
        case optionalProtocolRequirement
    }

    /// Why the code was left as it was.
    public let kind: Kind
    /// The file, as it was given.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1 (in UTF-8 bytes, as compilers count).
    public let column: Int
    /// The code concerned, for the reader (what the selector or extension names).
    public let detail: String

    /// Creates an issue.
    public init(kind: Kind, file: String, line: Int, column: Int, detail: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.detail = detail
    }

    /// `file:line:column: not ported (kind): detail`, as compilers print diagnostics.
    public var description: String {
        "\(file):\(line):\(column): not ported (\(kind.rawValue)): \(detail)"
    }
}
