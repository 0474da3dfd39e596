import Foundation

extension View {
    /// The font of the text inside.
    @inlinable public consuming func font(_ font: Font?) -> some View {
        modifier(_EnvironmentValueModifier(setting: .font(font)))
    }

    /// The colour of the text and shapes inside.
    @inlinable public consuming func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentValueModifier(setting: .foregroundColor(color)))
    }

    /// The style of the text and shapes inside.
    @inlinable public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        _EnvironmentModifiedView(content: self) { $0.foregroundStyle = style.resolvedColor(in: $0) }
    }

    /// The most lines of the text inside (nil: as many as it needs).
    @inlinable public consuming func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentValueModifier(setting: .lineLimit(number)))
    }

    /// How the lines of the text inside are aligned.
    @inlinable public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentValueModifier(setting: .multilineTextAlignment(alignment)))
    }

    /// Where the text inside is cut when it does not fit.
    @inlinable public consuming func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(_EnvironmentValueModifier(setting: .truncationMode(mode)))
    }

    /// The accent colour of the controls inside.
    @inlinable public consuming func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentValueModifier(setting: .tint(tint)))
    }

    /// Whether the controls inside respond.
    @inlinable public consuming func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentValueModifier(setting: .disabled(disabled)))
    }
}

/// A value of the environment set by a modifier (`font`, `lineLimit`, …):
/// a value rather than a closure, so that an unchanged one is known
/// (`View._isUnchanged`) and what it modifies can be kept.
public struct _EnvironmentValueModifier: ViewModifier, Equatable {
    /// Which value is set, and to what.
    @usableFromInline enum Setting: Equatable {
        case font(Font?)
        case foregroundColor(Color?)
        case lineLimit(Int?)
        case multilineTextAlignment(TextAlignment)
        case truncationMode(Text.TruncationMode)
        case tint(Color?)
        case disabled(Bool)
    }

    @usableFromInline let setting: Setting

    @inlinable init(setting: Setting) { self.setting = setting }

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { fatalError("_EnvironmentValueModifier is a primitive modifier and has no body") }

    /// The content, built in the environment with the value set (the same
    /// environment as at the last build when set on the same one, so that
    /// unchanged views inside can be kept: see `View._isUnchanged`).
    @inlinable public static func _appendNodes<Modified: View>(of content: Modified, modifiedBy modifier: Self, to output: inout _ViewNodes) {
        let context = output.context
        TrellisUI.appendNodes(of: content, to: &output.nodes, in: context.with(environment: context.environment.setting(modifier.setting)))
    }
}

extension _EnvironmentValueModifier.Setting {
    /// Sets the value in `environment`.
    func write(into environment: inout EnvironmentValues) {
        switch self {
        case .font(let font): environment.font = font
        case .foregroundColor(let color): environment.foregroundStyle = color
        case .lineLimit(let number): environment.lineLimit = number.map { max(1, $0) }
        case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
        case .truncationMode(let mode): environment.truncationMode = mode
        case .tint(let tint): environment.tint = tint
        // A disabled ancestor disables everything inside.
        case .disabled(let disabled): environment.isEnabled = environment.isEnabled && !disabled
        }
    }
}
