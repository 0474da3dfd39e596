import SwiftSyntax

/// The object an action is sent to, as a closure captures it: weakly, as
/// UIKit holds targets.
struct ActionTarget {
    /// What the capture list says (`weak self`, `weak viewModel = self.viewModel`).
    let capture: String
    /// The name the closure calls the method on (`self`, `viewModel`).
    let receiver: String

    /// `self`, an identifier, or `self.identifier`; nil for anything else.
    init?(_ expression: ExprSyntax) {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            receiver = reference.baseName.text
            capture = "weak \(receiver)"
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                  member.declName.argumentNames == nil {
            receiver = member.declName.baseName.text
            capture = "weak \(receiver) = self.\(receiver)"
        } else {
            return nil
        }
    }
}

/// What a selector expression names: a method (its labels when written) or a property's getter.
struct SelectorReference {
    /// The type written before the name (`ViewController.didTap`), if any.
    let typeName: String?
    let name: String
    /// The labels written (`didTap(_:)` → `[nil]`), nil when only the base name is.
    let labels: [String?]?
    /// Whether it names a property's getter (the `getter:` form).
    let isGetter: Bool

    /// The selector in `expression`; nil when it is not a `#selector` of a name
    /// (a string, a `setter:`, an expression).
    init?(_ expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              let argument = macro.arguments.first, macro.arguments.count == 1 else { return nil }
        switch argument.label?.text {
        case nil: isGetter = false
        case "getter": isGetter = true
        default: return nil
        }
        var reference: DeclReferenceExprSyntax
        if let direct = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = direct
            typeName = nil
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self), let base = member.base {
            reference = member.declName
            let baseText = base.trimmedDescription
            typeName = baseText == "self" ? nil : baseText
        } else {
            return nil
        }
        name = reference.baseName.text
        labels = reference.argumentNames.map { $0.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text } }
    }

    /// `name(labels:)` as written in Swift.
    var written: String {
        guard let labels else { return name }
        return "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    }
}

/// What sends an action, and so what the closure receives and must pass on as the sender.
enum ActionSource {
    /// A control's `UIAction` (its `sender` is the control or the bar button item).
    case control
    /// A gesture recognizer's handler (it receives the recognizer).
    case gesture
    /// A notification observer's block (it receives the notification; runs on the posting thread).
    case notification
    /// A block-based timer (it receives the timer; runs on the run loop's thread).
    case timer

    /// The closure's parameter.
    var parameter: String {
        switch self {
        case .control: "action"
        case .gesture: "recognizer"
        case .notification: "notification"
        case .timer: "timer"
        }
    }

    /// Whether the closure is `@Sendable` in Foundation and must step onto the main actor
    /// (the selector ran on the thread that posted or fired, the main thread in an app).
    var runsOnMainActorByAssumption: Bool { self == .notification || self == .timer }

    /// The types the parameter passes as, without a cast.
    private var passesAs: Set<String> {
        switch self {
        case .control: []
        case .gesture: ["UIGestureRecognizer", "Any", "AnyObject"]
        case .notification: ["Notification", "Any"]
        case .timer: ["Timer", "Any", "AnyObject"]
        }
    }

    /// The call of the method with the sender (`call` makes it from the
    /// argument's text), wrapped as it must be to cast it; nil when the
    /// parameter's type cannot be given.
    func body(forParameterOf type: String, call: (String) -> String) -> String? {
        let isOptional = type.hasSuffix("?") || type.hasSuffix("!")
        let base = isOptional ? String(type.dropLast()) : type
        if self == .control {
            let cast = ["Any", "AnyObject"].contains(base) ? "" : " as? \(base)"
            if isOptional { return call("action.sender\(cast)") }
            return "if let sender = action.sender\(cast) { \(call("sender")) }"
        }
        if passesAs.contains(base) { return call(parameter) }
        guard self == .gesture else { return nil }
        if isOptional { return call("\(parameter) as? \(base)") }
        return "if let \(parameter) = \(parameter) as? \(base) { \(call(parameter)) }"
    }
}

/// Why an action could not become a closure.
struct ClosureRefusal: Error {
    let kind: PortIssue.Kind
    let detail: String
}

extension DeclarationIndex {
    /// The closure that sends `selector` to `target` as `source` would:
    /// `{ [weak self] _ in self?.didTap() }`, the sender passed (and cast) when the method takes one.
    /// A closure that steps onto the main actor with its parameter (a
    /// notification or timer, not `Sendable`) takes lines of its own, indented from `indent`.
    func closure(
        sending selector: SelectorReference, to target: ActionTarget, from source: ActionSource, enclosingType: String?,
        indent: String
    ) -> Result<String, ClosureRefusal> {
        // An unqualified selector names a method of the type it is written in, whatever the target.
        let ownerType = selector.typeName ?? enclosingType
        let declaration = method(named: selector.name, labels: selector.isGetter ? nil : selector.labels, in: ownerType)
        let body: String
        var usesParameter = false
        if selector.isGetter {
            body = "_ = \(target.receiver)?.\(selector.name)"
        } else {
            guard let declaration, !declaration.isProperty else {
                return .failure(ClosureRefusal(kind: .selectorMethodNotFound, detail: "selector \(selector.written): no such method in the files given"))
            }
            func call(_ argument: String?) -> String {
                let arguments = argument.map { argument in declaration.labels[0].map { "\($0): \(argument)" } ?? argument } ?? ""
                return "\(target.receiver)?.\(selector.name)(\(arguments))"
            }
            switch declaration.parameterTypes.count {
            case 0:
                body = call(nil)
            case 1:
                guard let made = source.body(forParameterOf: declaration.parameterTypes[0], call: call) else {
                    return .failure(ClosureRefusal(kind: .unsupportedSelectorSignature,
                                                   detail: "selector \(selector.written): a \(source.parameter) cannot be passed as \(declaration.parameterTypes[0])"))
                }
                body = made
                usesParameter = true
            default:
                return .failure(ClosureRefusal(kind: .unsupportedSelectorSignature,
                                               detail: "selector \(selector.written): \(declaration.parameterTypes.count) parameters"))
            }
        }
        let parameter = usesParameter ? source.parameter : "_"
        guard source.runsOnMainActorByAssumption else { return .success("{ [\(target.capture)] \(parameter) in \(body) }") }
        let hop = "MainActor.assumeIsolated { \(body) }"
        guard usesParameter else { return .success("{ [\(target.capture)] _ in \(hop) }") }
        // Called on the thread that posts or fires, the main thread in an app, as the selector was.
        return .success("""
            { [\(target.capture)] \(parameter) in
            \(indent)    nonisolated(unsafe) let \(parameter) = \(parameter)
            \(indent)    \(hop)
            \(indent)}
            """)
    }
}
