import SwiftSyntax

/// Edits of a call's arguments that keep the rest of the call as written
/// (one argument a line stays one a line).
enum ArgumentEdits {
    /// Removes the arguments at `indices`, each with its comma and the space before the next.
    static func removing(_ indices: Set<Int>, from list: LabeledExprListSyntax) -> [TextEdit] {
        let elements = Array(list)
        guard let lastKept = elements.indices.last(where: { !indices.contains($0) }) else {
            guard let first = elements.first, let last = elements.last else { return [] }
            return [TextEdit(first.positionAfterSkippingLeadingTrivia, last.endPositionBeforeTrailingTrivia, "")]
        }
        var edits: [TextEdit] = []
        for index in indices.sorted() where index < lastKept {
            edits.append(TextEdit(elements[index].positionAfterSkippingLeadingTrivia,
                                  elements[index + 1].positionAfterSkippingLeadingTrivia, ""))
        }
        // Those after the last one kept go with the comma that follows it.
        if lastKept < elements.count - 1 {
            edits.append(TextEdit(elements[lastKept].expression.endPositionBeforeTrailingTrivia,
                                  elements[elements.count - 1].expression.endPositionBeforeTrailingTrivia, ""))
        }
        return edits
    }

    /// Replaces an argument (its label and expression, not its comma) with `text`.
    static func replacing(_ element: LabeledExprSyntax, with text: String) -> TextEdit {
        TextEdit(element.positionAfterSkippingLeadingTrivia, element.expression.endPositionBeforeTrailingTrivia, text)
    }

    /// Renames an argument's label.
    static func relabelling(_ element: LabeledExprSyntax, to label: String) -> TextEdit? {
        element.label.map { TextEdit(replacing: $0, with: label) }
    }
}
