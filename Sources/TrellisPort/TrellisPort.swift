import SwiftParser
import SwiftSyntax

/// One Swift source file to port: where it came from and its text.
public struct PortSource: Hashable, Sendable {
    /// The file's path (as given; issues name it).
    public let path: String
    /// The file's text.
    public let text: String

    /// A source file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A file ported: its new text and what was left as it was.
public struct PortedFile: Hashable, Sendable {
    /// The file's path, as given.
    public let path: String
    /// The text before.
    public let original: String
    /// The text after (the original where nothing changed).
    public let text: String
    /// What was left as it was, in the order it appears.
    public let issues: [PortIssue]

    /// Whether porting changed the text.
    public var changed: Bool { text != original }
}

/// Rewrites iOS sources so that they compile against Trellis on Linux:
/// `import UIKit` → `import Trellis`, target–action to closures that capture
/// the target weakly, Objective-C attributes dropped, and `override`s
/// declared in extensions moved into their class. Every change is local and
/// keeps the surrounding text, comments and formatting; what cannot be
/// rewritten is left as it is and reported (``PortIssue``).
///
/// ```swift
/// let ported = TrellisPort.port(PortSource(path: "LoginViewController.swift", text: source))
/// print(ported.text)
/// for issue in ported.issues { print(issue) }
/// ```
public enum TrellisPort {
    /// Ports files given together: a selector's method and an extension's
    /// class are looked up in all of them, and an `override` is moved into
    /// its class whichever of the files declares it. Results are in the order given.
    public static func port(_ sources: [PortSource]) -> [PortedFile] {
        let files = sources.map { source in
            ParsedFile(path: source.path, text: source.text, tree: Parser.parse(source: source.text))
        }
        let index = DeclarationIndex(files)
        var edits = files.map { file in
            let collector = EditCollector(file: file, index: index)
            collector.walk(file.tree)
            return FileEdits(edits: collector.edits, issues: collector.issues)
        }
        OverrideMover(files: files, index: index).move(into: &edits)
        return zip(files, edits).map { file, fileEdits in
            PortedFile(path: file.path, original: file.text, text: fileEdits.applied(to: file.text),
                       issues: fileEdits.issues.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
    }

    /// Ports one file on its own.
    public static func port(_ source: PortSource) -> PortedFile {
        port([source])[0]
    }
}

/// A file parsed, with what turns positions into lines and columns.
struct ParsedFile {
    let path: String
    let text: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(path: String, text: String, tree: SourceFileSyntax) {
        self.path = path
        self.text = text
        self.tree = tree
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// An issue at `node`'s first token.
    func issue(_ kind: PortIssue.Kind, at node: some SyntaxProtocol, _ detail: String) -> PortIssue {
        let location = node.startLocation(converter: converter)
        return PortIssue(kind: kind, file: path, line: location.line, column: location.column, detail: detail)
    }
}
