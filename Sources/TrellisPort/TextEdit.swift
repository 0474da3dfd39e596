import SwiftSyntax

/// A replacement of a range of a file's UTF-8 bytes (an insertion when empty).
struct TextEdit {
    let start: Int
    let end: Int
    let replacement: String

    init(_ start: AbsolutePosition, _ end: AbsolutePosition, _ replacement: String) {
        self.start = start.utf8Offset
        self.end = end.utf8Offset
        self.replacement = replacement
    }

    init(start: Int, end: Int, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    /// Replaces `node` (without its trivia) with `replacement`.
    init(replacing node: some SyntaxProtocol, with replacement: String) {
        self.init(node.positionAfterSkippingLeadingTrivia, node.endPositionBeforeTrailingTrivia, replacement)
    }

    /// Inserts `text` at `position`.
    init(inserting text: String, at position: AbsolutePosition) {
        self.init(position, position, text)
    }
}

/// The edits and issues of one file.
struct FileEdits {
    var edits: [TextEdit]
    var issues: [PortIssue]

    /// `text` with the edits made. Edits are disjoint; insertions at one
    /// position keep the order they were made in.
    func applied(to text: String) -> String {
        Self.apply(edits, to: Array(text.utf8), from: 0)
    }

    /// The bytes `[start, end)` of `text` with those of `edits` that lie within made.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8], from offset: Int, count: Int? = nil) -> String {
        let end = offset + (count ?? bytes.count - offset)
        let ordered = edits.enumerated()
            .filter { $0.element.start >= offset && $0.element.end <= end }
            .sorted { ($0.element.start, $0.element.end, $0.offset) < ($1.element.start, $1.element.end, $1.offset) }
            .map(\.element)
        var result: [UInt8] = []
        result.reserveCapacity(end - offset)
        var cursor = offset
        for edit in ordered where edit.start >= cursor {
            result.append(contentsOf: bytes[cursor..<edit.start])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.end
        }
        result.append(contentsOf: bytes[cursor..<end])
        return String(decoding: result, as: UTF8.self)
    }
}
