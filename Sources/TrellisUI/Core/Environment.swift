import Foundation
import Trellis

/// A key for a value of the environment, with the value views see when no
/// ancestor sets it.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors (colour scheme, text size,
/// layout direction, font, …): set by modifiers, read with `@Environment`.
/// A hosting view fills in the system's values from its trait collection.
public struct EnvironmentValues: CustomStringConvertible {
    /// The values, in a box shared by copies until one of them changes a
    /// value: a build copies the environment at every step down the tree
    /// and changes it at a few (one reference counted per copy, not one per
    /// value that holds an object).
    private var box = Box(values: Values())

    private final class Box {
        var values: Values
        /// Environments made from this one by setting one value, with the
        /// setting: the same setting gives the same environment (the same
        /// identity) build after build, so that the unchanged views below it
        /// can be kept (see `View._isUnchanged`). The latest eight.
        var derived: [(setting: _EnvironmentValueModifier.Setting, environment: EnvironmentValues)] = []
        init(values: Values) { self.values = values }
    }

    private struct Values {
        var custom: [ObjectIdentifier: Any] = [:]
        var colorScheme: ColorScheme = .light
        var dynamicTypeSize: DynamicTypeSize = .large
        var layoutDirection: LayoutDirection = .leftToRight
        var displayScale: CGFloat = 1
        var font: Font?
        var lineLimit: Int?
        var multilineTextAlignment: TextAlignment = .leading
        var truncationMode: Text.TruncationMode = .tail
        var isEnabled = true
        var foregroundStyle: Color?
        var tint: Color?
    }

    /// Which values these are: environments with the same identity hold the
    /// same values (one made by changing a value has an identity of its own).
    var storageIdentity: ObjectIdentifier { ObjectIdentifier(box) }

    /// The values, to be changed: the box is copied first if other environments share it.
    private var values: Values {
        get { box.values }
        _modify {
            if !isKnownUniquelyReferenced(&box) {
                box = Box(values: box.values)
            } else if !box.derived.isEmpty {
                box.derived.removeAll()  // (changed in place: what was made from it is out of date)
            }
            yield &box.values
        }
    }

    /// This environment with a value set as `setting` sets it: the one made
    /// for the same setting before, while it is remembered.
    @usableFromInline func setting(_ setting: _EnvironmentValueModifier.Setting) -> EnvironmentValues {
        for entry in box.derived where entry.setting == setting { return entry.environment }
        var environment = self
        setting.write(into: &environment)
        if box.derived.count == 8 { box.derived.removeFirst() }
        box.derived.append((setting, environment))
        return environment
    }

    /// The appearance.
    public var colorScheme: ColorScheme {
        get { values.colorScheme }
        set { values.colorScheme = newValue }
    }
    /// The text size chosen by the user.
    public var dynamicTypeSize: DynamicTypeSize {
        get { values.dynamicTypeSize }
        set { values.dynamicTypeSize = newValue }
    }
    /// Which way text runs, and which side `leading` is.
    public var layoutDirection: LayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    /// Pixels per point.
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue }
    }
    /// The font of text that sets none (nil: body).
    public var font: Font? {
        get { values.font }
        set { values.font = newValue }
    }
    /// The most lines a text shows (nil: as many as it needs).
    public var lineLimit: Int? {
        get { values.lineLimit }
        set { values.lineLimit = newValue }
    }
    /// How lines of text are aligned to one another.
    public var multilineTextAlignment: TextAlignment {
        get { values.multilineTextAlignment }
        set { values.multilineTextAlignment = newValue }
    }
    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { values.truncationMode }
        set { values.truncationMode = newValue }
    }
    /// Whether controls respond.
    public var isEnabled: Bool {
        get { values.isEnabled }
        set { values.isEnabled = newValue }
    }
    /// The colour of text and shapes that set none (nil: the label colour).
    @usableFromInline var foregroundStyle: Color? {
        get { values.foregroundStyle }
        set { values.foregroundStyle = newValue }
    }
    /// The accent colour of controls.
    @usableFromInline var tint: Color? {
        get { values.tint }
        set { values.tint = newValue }
    }

    /// The default environment.
    public init() {}

    /// The value of a key.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values.custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values.custom[ObjectIdentifier(key)] = newValue }
    }

    public var description: String {
        "EnvironmentValues(colorScheme: \(colorScheme), dynamicTypeSize: \(dynamicTypeSize), layoutDirection: \(layoutDirection), displayScale: \(displayScale))"
    }

    /// The values of a trait collection (appearance, text size, direction, scale).
    init(traits: UITraitCollection) {
        colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        dynamicTypeSize = DynamicTypeSize(traits.preferredContentSizeCategory) ?? .large
        layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        displayScale = traits.displayScale > 0 ? traits.displayScale : 1
    }
}

/// Reads a value of the environment of the view that declares it.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value, as the view's ancestors set it.
    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: DynamicPropertyBinding {
    func bind(in graph: ViewGraph, key: ViewGraph.StorageKey, environment: EnvironmentValues) {
        box.values = environment
    }
}

/// The environment an `Environment` property was bound to.
final class EnvironmentBox: @unchecked Sendable {
    var values: EnvironmentValues?
}

/// Light or dark.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// Which way text and stacks run.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// How the lines of a text are aligned to each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// The text sizes a user can choose, as `UIContentSizeCategory` has them.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// UIKit's name for the size.
    var contentSizeCategory: UIContentSizeCategory {
        switch self {
        case .xSmall: .extraSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .extraLarge
        case .xxLarge: .extraExtraLarge
        case .xxxLarge: .extraExtraExtraLarge
        case .accessibility1: .accessibilityMedium
        case .accessibility2: .accessibilityLarge
        case .accessibility3: .accessibilityExtraLarge
        case .accessibility4: .accessibilityExtraExtraLarge
        case .accessibility5: .accessibilityExtraExtraExtraLarge
        }
    }

    /// The size of a UIKit category (nil: unspecified).
    public init?(_ category: UIContentSizeCategory) {
        guard let size = DynamicTypeSize.allCases.first(where: { $0.contentSizeCategory == category }) else { return nil }
        self = size
    }
}

extension View {
    /// Sets a value of the environment for this view and its descendants.
    @inlinable public consuming func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        _EnvironmentModifiedView(content: self) { $0[keyPath: keyPath] = value }
    }
}

/// A view whose descendants see a changed environment.
public struct _EnvironmentModifiedView<Content: View>: View, PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let change: (inout EnvironmentValues) -> Void

    @inlinable init(content: Content, change: @escaping (inout EnvironmentValues) -> Void) {
        self.content = content
        self.change = change
    }

    @usableFromInline func appendNodes(to nodes: inout [LayoutNode], in context: BuildContext) {
        var environment = context.environment
        change(&environment)
        TrellisUI.appendNodes(of: content, to: &nodes, in: context.with(environment: environment))
    }
}
