import SwiftSyntax

/// A method that a selector can name: its type, base name, parameters.
struct MethodDeclaration {
    /// The type that declares it (the class, or the type an extension extends).
    let typeName: String?
    let name: String
    /// The argument labels (nil for `_`).
    let labels: [String?]
    /// The parameters' types, as written.
    let parameterTypes: [String]
    /// Whether it is a property (a selector `getter:` names it).
    let isProperty: Bool
}

/// Where a class is declared among the files given.
struct ClassLocation {
    let fileIndex: Int
    let declaration: ClassDeclSyntax
}

/// The classes and methods of all the files given together, found before anything is rewritten.
struct DeclarationIndex {
    private(set) var classes: [String: ClassLocation] = [:]
    private(set) var methods: [String: [MethodDeclaration]] = [:]

    init(_ files: [ParsedFile]) {
        for (fileIndex, file) in files.enumerated() {
            let finder = DeclarationFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            for (name, declaration) in finder.classes where classes[name] == nil {
                classes[name] = ClassLocation(fileIndex: fileIndex, declaration: declaration)
            }
            for method in finder.methods { methods[method.name, default: []].append(method) }
        }
    }

    /// The method `name(labels…)` (any labels when nil), preferring one declared by `typeName`.
    func method(named name: String, labels: [String?]?, in typeName: String?) -> MethodDeclaration? {
        let candidates = (methods[name] ?? []).filter { labels == nil || $0.labels == labels! }
        return candidates.first { $0.typeName == typeName } ?? candidates.first
    }
}

/// Collects class declarations (by simple and qualified name) and methods and properties.
private final class DeclarationFinder: SyntaxVisitor {
    var classes: [(String, ClassDeclSyntax)] = []
    var methods: [MethodDeclaration] = []
    private var typeNames: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let qualified = (typeNames + [name]).joined(separator: ".")
        classes.append((qualified, node))
        if qualified != name { classes.append((name, node)) }
        typeNames.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        methods.append(MethodDeclaration(
            typeName: typeNames.last, name: node.name.text,
            labels: parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text },
            parameterTypes: parameters.map { $0.type.trimmedDescription }, isProperty: false))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                methods.append(MethodDeclaration(typeName: typeNames.last, name: name, labels: [], parameterTypes: [], isProperty: true))
            }
        }
        return .skipChildren
    }
}
