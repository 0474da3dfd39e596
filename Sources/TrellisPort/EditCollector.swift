import SwiftSyntax

/// Walks one file and collects its edits — imports, Objective-C
/// attributes, target–action calls — and what it must leave as it is.
final class EditCollector: SyntaxVisitor {
    let file: ParsedFile
    let index: DeclarationIndex
    var edits: [TextEdit] = []
    var issues: [PortIssue] = []
    /// The types around the walk (classes, structs, enums, extensions), innermost last.
    private var typeNames: [String] = []

    init(file: ParsedFile, index: DeclarationIndex) {
        self.file = file
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Imports

    /// The modules renamed: UIKit's and SwiftUI's names are Trellis's and TrellisUI's.
    private static let modules = ["UIKit": "Trellis", "SwiftUI": "TrellisUI"]

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first, let module = Self.modules[first.name.text] {
            // A submodule (`UIKit.UIGestureRecognizerSubclass`) is in the module itself.
            edits.append(TextEdit(replacing: node.path, with: module))
            if let kind = node.importKindSpecifier {
                edits.append(TextEdit(kind.positionAfterSkippingLeadingTrivia, node.path.positionAfterSkippingLeadingTrivia, ""))
            }
            // (Trellis re-exports Foundation, as UIKit does: no import to add.)
        }
        return .skipChildren
    }

    // MARK: Types and attributes

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription, node)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let optional = node.memberBlock.members.first { member in
            member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.optional) } == true
        }
        if let optional {
            // Left whole: its requirements need Objective-C as they are.
            issues.append(file.issue(.optionalProtocolRequirement, at: optional.decl, "protocol \(node.name.text)"))
            return .skipChildren
        }
        dropAttributes(of: node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { dropAttributes(of: node); return .visitChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { dropAttributes(of: node); return .visitChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { dropAttributes(of: node); return .visitChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { dropAttributes(of: node); return .visitChildren }

    private func enter(_ name: String, _ node: some WithAttributesSyntax & WithModifiersSyntax) {
        typeNames.append(name)
        dropAttributes(of: node)
    }

    /// The attributes that only Objective-C and Interface Builder read.
    private static let objectiveCAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBOutletCollection", "IBInspectable",
        "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    /// Removes the Objective-C attributes and `dynamic`, each with the space
    /// or line break after it; what follows moves up in their place.
    private func dropAttributes(of node: some WithAttributesSyntax & WithModifiersSyntax) {
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                  Self.objectiveCAttributes.contains(attribute.attributeName.trimmedDescription) else { continue }
            removeWithFollowingSpace(attribute)
        }
        for modifier in node.modifiers where modifier.name.tokenKind == .keyword(.dynamic) {
            removeWithFollowingSpace(modifier)
        }
    }

    private func removeWithFollowingSpace(_ node: some SyntaxProtocol) {
        guard let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) else { return }
        edits.append(TextEdit(node.positionAfterSkippingLeadingTrivia, next.positionAfterSkippingLeadingTrivia, ""))
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text }
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        let method = member?.declName.baseName.text
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text

        switch (method, callee) {
        case ("addTarget", _) where labels == [nil, "action", "for"]:
            return portControlTarget(node, member!)
        case ("addTarget", _) where labels == [nil, "action"]:
            return portGestureTarget(node, member!)
        case let (_, type?) where type.hasSuffix("GestureRecognizer") && labels == ["target", "action"]:
            return portGestureInit(node)
        case (_, "UIBarButtonItem") where labels.suffix(2) == ["target", "action"]:
            return portBarButtonItem(node)
        case ("addObserver", _) where labels == [nil, "selector", "name", "object"]:
            return portObserver(node)
        case ("scheduledTimer", _) where labels == ["timeInterval", "target", "selector", "userInfo", "repeats"],
             (_, "Timer") where labels == ["timeInterval", "target", "selector", "userInfo", "repeats"]:
            return portTimer(node, scheduled: method != nil)
        case (_, "NSSelectorFromString"):
            issues.append(file.issue(.selectorFromString, at: node, node.trimmedDescription))
            return .skipChildren
        default:
            break
        }
        // Through a selector, called on an object or on `self` implicitly.
        switch method ?? callee {
        case "perform" where labels.first == .some(nil) && (takesSelector(node.arguments.first) || labels.contains("with") || labels.contains("afterDelay")):
            issues.append(file.issue(.performSelector, at: node, node.trimmedDescription))
            return .skipChildren
        case "responds" where labels == ["to"], "instancesRespond" where labels == ["to"]:
            issues.append(file.issue(.respondsToSelector, at: node, node.trimmedDescription))
            return .skipChildren
        case "removeTarget" where labels.count == 3:
            // Its action may be nil (every action), which no identifier names.
            issues.append(file.issue(.unsupportedSelectorUse, at: node, node.trimmedDescription))
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    /// Whether `argument` is a `#selector` or a selector made from a string
    /// (not a method of the app's own that is named `perform`).
    private func takesSelector(_ argument: LabeledExprSyntax?) -> Bool {
        guard let expression = argument?.expression else { return false }
        if let macro = expression.as(MacroExpansionExprSyntax.self) { return macro.macroName.text == "selector" }
        return expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "NSSelectorFromString"
    }

    /// A `#selector` that no rewrite above took.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" {
            issues.append(file.issue(.unsupportedSelectorUse, at: node, "\(node.trimmedDescription) in \(enclosingCall(of: node))"))
        }
        return .visitChildren
    }

    private func enclosingCall(of node: some SyntaxProtocol) -> String {
        var parent = node.parent
        while let current = parent {
            if let call = current.as(FunctionCallExprSyntax.self) { return call.calledExpression.trimmedDescription }
            parent = current.parent
        }
        return "an expression"
    }

    // MARK: Target–action

    /// The closure for `target` and `selector`, or nil with the issue recorded.
    private func closure(target: LabeledExprSyntax, selector: LabeledExprSyntax, source: ActionSource) -> String? {
        guard let actionTarget = ActionTarget(target.expression) else {
            issues.append(file.issue(.unsupportedTarget, at: target.expression, "target \(target.expression.trimmedDescription)"))
            return nil
        }
        guard let reference = SelectorReference(selector.expression) else {
            let kind: PortIssue.Kind = selector.expression.trimmedDescription.contains("NSSelectorFromString") ? .selectorFromString : .unsupportedSelectorUse
            issues.append(file.issue(kind, at: selector.expression, selector.expression.trimmedDescription))
            return nil
        }
        switch index.closure(sending: reference, to: actionTarget, from: source, enclosingType: typeNames.last,
                             indent: lineIndentation(at: target.positionAfterSkippingLeadingTrivia)) {
        case let .success(closure): return closure
        case let .failure(refusal):
            issues.append(file.issue(refusal.kind, at: selector.expression, refusal.detail))
            return nil
        }
    }

    /// The spaces and tabs that start the line of the statement holding `position`.
    private func lineIndentation(at position: AbsolutePosition) -> String {
        var node = file.tree.token(at: position).map(Syntax.init)
        while let current = node, !current.is(CodeBlockItemSyntax.self), !current.is(MemberBlockItemSyntax.self) { node = current.parent }
        let bytes = file.text.utf8
        var start = bytes.index(bytes.startIndex, offsetBy: (node?.positionAfterSkippingLeadingTrivia ?? position).utf8Offset)
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: "\n") { start = bytes.index(before: start) }
        return String(bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.map { Character(UnicodeScalar($0)) })
    }

    // (In the examples below, ‹name› stands for a selector expression naming the method `name`.)
    /// `button.addTarget(self, action: ‹didTap›, for: .touchUpInside)`
    /// → `button.addAction(UIAction { [weak self] _ in self?.didTap() }, for: .touchUpInside)`.
    private func portControlTarget(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        guard let closure = closure(target: arguments[0], selector: arguments[1], source: .control) else { return .skipChildren }
        edits.append(TextEdit(replacing: member.declName, with: "addAction"))
        edits += ArgumentEdits.removing([0], from: node.arguments)
        // UIKit adds a target and action once however often they are added; an action is
        // added once by its identifier, so one added where it may be added again gets one.
        let identifier = runsOnce(node) ? "" : "(identifier: UIAction.Identifier(\"\(SelectorReference(arguments[1].expression)?.written ?? "")\"))"
        edits.append(ArgumentEdits.replacing(arguments[1], with: "UIAction\(identifier) \(closure)"))
        return .skipChildren
    }

    /// The methods UIKit calls once for an object.
    private static let runOnceMethods: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib"]

    /// Whether `node` runs once for its object: in an initializer, a
    /// property's initial value, or a method UIKit calls once (`viewDidLoad`).
    private func runsOnce(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(InitializerDeclSyntax.self) || current.is(PatternBindingSyntax.self) { return true }
            if let function = current.as(FunctionDeclSyntax.self) { return Self.runOnceMethods.contains(function.name.text) }
            parent = current.parent
        }
        return false
    }

    /// `tap.addTarget(self, action: ‹didTap›)` → `tap.addAction { [weak self] _ in self?.didTap() }`.
    private func portGestureTarget(_ node: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        guard let closure = closure(target: arguments[0], selector: arguments[1], source: .gesture),
              let open = node.leftParen, let close = node.rightParen else { return .skipChildren }
        edits.append(TextEdit(replacing: member.declName, with: "addAction"))
        edits.append(TextEdit(open.positionAfterSkippingLeadingTrivia, close.endPositionBeforeTrailingTrivia, " \(closure)"))
        return .skipChildren
    }

    /// `UITapGestureRecognizer(target: self, action: ‹didTap›)` → `UITapGestureRecognizer { [weak self] _ in self?.didTap() }`.
    private func portGestureInit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        guard let closure = closure(target: arguments[0], selector: arguments[1], source: .gesture),
              let open = node.leftParen, let close = node.rightParen else { return .skipChildren }
        edits.append(TextEdit(open.positionAfterSkippingLeadingTrivia, close.endPositionBeforeTrailingTrivia, " \(closure)"))
        return .skipChildren
    }

    /// `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: ‹add›)`
    /// → `UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add() })`.
    private func portBarButtonItem(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        let count = arguments.count
        guard let closure = closure(target: arguments[count - 2], selector: arguments[count - 1], source: .control) else { return .skipChildren }
        if let systemItem = arguments.first(where: { $0.label?.text == "barButtonSystemItem" }) {
            edits += [ArgumentEdits.relabelling(systemItem, to: "systemItem")].compactMap { $0 }
        }
        edits += ArgumentEdits.removing([count - 2], from: node.arguments)
        edits.append(ArgumentEdits.replacing(arguments[count - 1], with: "primaryAction: UIAction \(closure)"))
        return .skipChildren
    }

    /// `center.addObserver(self, selector: ‹didChange(_:)›, name: .x, object: nil)` →
    /// `_ = center.addObserver(forName: .x, object: nil, queue: nil) { [weak self] notification in … }`.
    private func portObserver(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        guard let closure = closure(target: arguments[0], selector: arguments[1], source: .notification),
              let close = node.rightParen else { return .skipChildren }
        edits += ArgumentEdits.removing([0, 1], from: node.arguments)
        edits += [ArgumentEdits.relabelling(arguments[2], to: "forName")].compactMap { $0 }
        edits.append(TextEdit(inserting: ", queue: nil", at: arguments[3].expression.endPositionBeforeTrailingTrivia))
        edits.append(TextEdit(inserting: " \(closure)", at: close.endPositionBeforeTrailingTrivia))
        discardResultIfStatement(node)
        return .skipChildren
    }

    /// `Timer.scheduledTimer(timeInterval: 1, target: self, selector: ‹tick›, userInfo: nil, repeats: true)`
    /// → `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in … }` (`Timer(timeInterval:…)` alike).
    private func portTimer(_ node: FunctionCallExprSyntax, scheduled: Bool) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        guard arguments[3].expression.is(NilLiteralExprSyntax.self) else {
            issues.append(file.issue(.timerUserInfo, at: arguments[3], "userInfo: \(arguments[3].expression.trimmedDescription)"))
            return .skipChildren
        }
        guard let closure = closure(target: arguments[1], selector: arguments[2], source: .timer),
              let close = node.rightParen else { return .skipChildren }
        if scheduled { edits += [ArgumentEdits.relabelling(arguments[0], to: "withTimeInterval")].compactMap { $0 } }
        edits += ArgumentEdits.removing([1, 2, 3], from: node.arguments)
        edits.append(TextEdit(inserting: " \(closure)", at: close.endPositionBeforeTrailingTrivia))
        if scheduled { discardResultIfStatement(node) }
        return .skipChildren
    }

    /// `_ = ` before a call whose result the selector-based call let go unused.
    private func discardResultIfStatement(_ node: FunctionCallExprSyntax) {
        if node.parent?.is(CodeBlockItemSyntax.self) == true {
            edits.append(TextEdit(inserting: "_ = ", at: node.positionAfterSkippingLeadingTrivia))
        }
    }
}
