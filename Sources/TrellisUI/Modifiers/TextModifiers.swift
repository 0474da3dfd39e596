import Foundation

extension View {
    /// The font of the text inside.
    @inlinable public consuming func font(_ font: Font?) -> some View {
        _EnvironmentModifiedView(content: self) { $0.font = font }
    }

    /// The colour of the text and shapes inside.
    @inlinable public consuming func foregroundColor(_ color: Color?) -> some View {
        _EnvironmentModifiedView(content: self) { $0.foregroundStyle = color }
    }

    /// The style of the text and shapes inside.
    @inlinable public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        _EnvironmentModifiedView(content: self) { $0.foregroundStyle = style.resolvedColor(in: $0) }
    }

    /// The most lines of the text inside (nil: as many as it needs).
    @inlinable public consuming func lineLimit(_ number: Int?) -> some View {
        _EnvironmentModifiedView(content: self) { $0.lineLimit = number.map { max(1, $0) } }
    }

    /// How the lines of the text inside are aligned.
    @inlinable public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        _EnvironmentModifiedView(content: self) { $0.multilineTextAlignment = alignment }
    }

    /// Where the text inside is cut when it does not fit.
    @inlinable public consuming func truncationMode(_ mode: Text.TruncationMode) -> some View {
        _EnvironmentModifiedView(content: self) { $0.truncationMode = mode }
    }

    /// The accent colour of the controls inside.
    @inlinable public consuming func tint(_ tint: Color?) -> some View {
        _EnvironmentModifiedView(content: self) { $0.tint = tint }
    }

    /// Whether the controls inside respond.
    @inlinable public consuming func disabled(_ disabled: Bool) -> some View {
        _EnvironmentModifiedView(content: self) { $0.isEnabled = $0.isEnabled && !disabled }
    }
}
