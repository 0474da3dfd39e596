import SwiftSyntax

/// Moves the `override`s declared in extensions into their class (Swift
/// lets an extension override only `@objc` members, which Linux has not),
/// wherever among the files given the class is declared; an extension left
/// with nothing (and no conformance) goes too, its comments moving with
/// the members.
struct OverrideMover {
    let files: [ParsedFile]
    let index: DeclarationIndex

    func move(into edits: inout [FileEdits]) {
        for (fileIndex, file) in files.enumerated() {
            for statement in file.tree.statements {
                guard let ext = statement.item.as(ExtensionDeclSyntax.self) else { continue }
                move(ext, of: fileIndex, into: &edits)
            }
        }
    }

    private func move(_ ext: ExtensionDeclSyntax, of fileIndex: Int, into edits: inout [FileEdits]) {
        let file = files[fileIndex]
        let overrides = Array(ext.memberBlock.members).filter { member in
            member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } == true
        }
        guard !overrides.isEmpty else { return }
        let typeName = ext.extendedType.trimmedDescription
        guard let location = index.classes[typeName] ?? typeName.split(separator: ".").last.flatMap({ index.classes[String($0)] }) else {
            for member in overrides {
                edits[fileIndex].issues.append(file.issue(.overrideInExtensionOfUnknownClass, at: member.decl,
                                                          "override in an extension of \(typeName), which none of the files given declares"))
            }
            return
        }
        let bytes = Array(file.text.utf8)
        let removesExtension = overrides.count == ext.memberBlock.members.count && ext.inheritanceClause == nil
            && ext.genericWhereClause == nil
        let classBlock = location.declaration.memberBlock
        let classIndent = indentation(of: location.declaration.leadingTrivia)
        let memberIndent = classBlock.members.first.map { indentation(of: $0.leadingTrivia) } ?? classIndent + "    "

        var inserted = ""
        var carriedComments = removesExtension ? comments(in: ext.leadingTrivia) : []
        for (offset, member) in overrides.enumerated() {
            let start = member.position.utf8Offset, end = member.endPosition.utf8Offset
            let text = FileEdits.apply(edits[fileIndex].edits, to: bytes, from: start, count: end - start)
            edits[fileIndex].edits.removeAll { $0.start >= start && $0.end <= end }
            let separator = classBlock.members.isEmpty && offset == 0 ? "\n" : "\n\n"
            let lines = carriedComments + [reindent(dropLeadingSpace(text), from: indentation(of: member.leadingTrivia), to: memberIndent)]
            inserted += separator + lines.map { memberIndent + $0 }.joined(separator: "\n")
            carriedComments = []
        }
        if removesExtension {
            edits[fileIndex].edits.append(TextEdit(ext.position, ext.endPosition, ""))
        } else {
            edits[fileIndex].edits += removals(of: overrides, from: ext.memberBlock.members)
        }
        if !classBlock.rightBrace.leadingTrivia.contains(where: \.isNewline) { inserted += "\n" + classIndent }
        edits[location.fileIndex].edits.append(TextEdit(inserting: inserted, at: classBlock.rightBrace.position))
    }

    /// Edits that remove `removed` from `members`: a run of members with the
    /// next member's comments and spacing, so that the first one left starts
    /// where the first removed did; a run at the end with its own.
    private func removals(of removed: [MemberBlockItemSyntax], from members: MemberBlockItemListSyntax) -> [TextEdit] {
        let all = Array(members)
        let removedIDs = Set(removed.map(\.id))
        var edits: [TextEdit] = []
        var index = 0
        while index < all.count {
            guard removedIDs.contains(all[index].id) else { index += 1; continue }
            var last = index
            while last + 1 < all.count, removedIDs.contains(all[last + 1].id) { last += 1 }
            if last + 1 < all.count {
                edits.append(TextEdit(contentStart(of: all[index]), contentStart(of: all[last + 1]), ""))
            } else {
                edits.append(TextEdit(all[index].position, all[last].endPosition, ""))
            }
            index = last + 1
        }
        return edits
    }

    /// Where a member's text starts: its first comment, or its first token.
    private func contentStart(of member: MemberBlockItemSyntax) -> AbsolutePosition {
        var position = member.position
        for piece in member.leadingTrivia {
            if piece.isComment { return position }
            position += piece.sourceLength
        }
        return member.positionAfterSkippingLeadingTrivia
    }

    /// The spaces and tabs after the last line break of `trivia`.
    private func indentation(of trivia: Trivia) -> String {
        var indent = ""
        for piece in trivia {
            switch piece {
            case let .spaces(count): indent += String(repeating: " ", count: count)
            case let .tabs(count): indent += String(repeating: "\t", count: count)
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: indent = ""
            default: indent = ""
            }
        }
        return indent
    }

    /// The comments of `trivia`, one a line.
    private func comments(in trivia: Trivia) -> [String] {
        trivia.compactMap { piece in
            switch piece {
            case let .lineComment(text), let .docLineComment(text), let .blockComment(text), let .docBlockComment(text): text
            default: nil
            }
        }
    }

    private func dropLeadingSpace(_ text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    }

    /// `text` with its lines after the first moved from one indentation to another.
    private func reindent(_ text: String, from old: String, to new: String) -> String {
        guard old != new else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return ([String(lines[0])] + lines.dropFirst().map { line in
            line.hasPrefix(old) ? new + line.dropFirst(old.count) : String(line)
        }).joined(separator: "\n")
    }
}
