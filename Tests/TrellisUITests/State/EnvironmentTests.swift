import Testing
@testable import TrellisUI

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct EnvironmentReader: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.accentName) private var accent

    var body: some View {
        Text("\(colorScheme) \(dynamicTypeSize) \(layoutDirection) \(accent)")
    }
}

@MainActor
struct EnvironmentTests {
    @Test func theEnvironmentFollowsTheHostingViewsTraits() {
        let controller = UIHostingController(rootView: EnvironmentReader())
        controller.traitOverrides.userInterfaceStyle = .dark
        controller.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(shownTexts(controller) == ["dark accessibility2 leftToRight none"])
        controller.traitOverrides.userInterfaceStyle = .light
        #expect(shownTexts(controller) == ["light accessibility2 leftToRight none"])
    }

    @Test func aModifierSetsAValueForTheViewsInside() {
        let controller = UIHostingController(rootView: VStack {
            EnvironmentReader().environment(\.accentName, "teal")
            EnvironmentReader()
        })
        #expect(shownTexts(controller) == ["light large leftToRight teal", "light large leftToRight none"])
    }

    @Test(arguments: [(UIContentSizeCategory.extraSmall, Font.TextStyle.body, 14.0), (.large, .body, 17), (.accessibilityExtraExtraExtraLarge, .body, 53),
                      (.large, .caption, 12), (.large, .largeTitle, 34), (.large, .headline, 17)])
    func textStylesFollowDynamicType(category: UIContentSizeCategory, style: Font.TextStyle, points: Double) {
        let controller = UIHostingController(rootView: Text("Aa").font(.system(style)))
        controller.traitOverrides.preferredContentSizeCategory = category
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        controller.view.layoutIfNeeded()
        let label = controller.view.subviews.first as? UILabel
        #expect(label?.font.pointSize == CGFloat(points))
    }

    @Test func headlineIsSemibold() {
        let controller = UIHostingController(rootView: Text("Aa").font(.headline))
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        controller.view.layoutIfNeeded()
        #expect((controller.view.subviews.first as? UILabel)?.font.weight == .semibold)
    }
}
