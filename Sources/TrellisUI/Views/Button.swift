import Foundation
import Trellis

/// A control that runs an action when tapped, showing its label.
///
/// As SwiftUI's default (borderless) style on iOS: the button lays out as
/// its label, with no padding; the label's text and template images are
/// drawn in the tint (the environment's `tint`, else the accent colour)
/// unless a foreground colour is set on them or around the button; a
/// disabled button (`disabled(true)`) draws them grey and does nothing when
/// tapped. Hosted as a `UIControl` holding the label's views, so a tap
/// (`HeadlessHost.tap(at:)`, `sendActions(for: .touchUpInside)`) runs the action.
public struct Button<Label: View>: View, PrimitiveView {
    /// (First: compared where it is stored, see `haveSameLeadingClosure`.)
    @usableFromInline let action: @MainActor () -> Void
    @usableFromInline let label: Label

    /// A button showing `label`.
    @inlinable public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        var environment = context.environment
        let isEnabled = environment.isEnabled
        if environment.foregroundStyle == nil {
            environment.foregroundStyle = isEnabled ? environment.tint ?? .accentColor : Self.disabledColor
        }
        // A button lays out as its label: a new action or state is only drawn.
        let previous = context.take(ButtonNode.self, at: nodes.count)
        let content = singleNode(of: label, in: context.child(.part(0)).with(environment: environment).inStack(nil), previous: previous?.content)
        if let previous {
            (previous.action, previous.isEnabled) = (action, isEnabled)
            previous.update(content: content, in: context.build)
            nodes.append(previous)
        } else {
            nodes.append(ButtonNode(content, action: action, isEnabled: isEnabled))
        }
    }

    /// The colour of a disabled button's label.
    private static var disabledColor: Color { Color(UIColor.tertiaryLabel) }
}

extension Button where Label == Text {
    /// A button titled with a string written in the source.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A button's node: its label's layout, hosted in a control.
final class ButtonNode: ModifierNode {
    var action: @MainActor () -> Void
    var isEnabled: Bool

    init(_ content: LayoutNode, action: @escaping @MainActor () -> Void, isEnabled: Bool) {
        self.action = action
        self.isEnabled = isEnabled
        super.init(content)
    }

    override func render(into renderer: inout Renderer) {
        let (action, isEnabled) = (self.action, self.isEnabled)
        renderer.container(frame: frame, make: { ButtonControl(frame: .zero) }, configure: { control in
            control.isEnabled = isEnabled
            control.setAction(action)
        }, content: { renderer in content.render(into: &renderer) })
    }
}

/// A hosted button: runs the button's current action on a tap.
final class ButtonControl: UIControl {
    /// The action the latest layout gave: one `UIAction`, added once, runs
    /// whichever it is (a layout gives it without making an action).
    private var action: @MainActor () -> Void = {}

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [unowned self] _ in action() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    func setAction(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }
}
