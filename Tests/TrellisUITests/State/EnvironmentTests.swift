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

    @Test func aColorSchemeSetBelowTheHostColoursWhatIsInside() throws {
        let controller = UIHostingController(rootView: VStack(spacing: 0) {
            Color(.label).frame(width: 10, height: 10)
            Color(.label).frame(width: 10, height: 10).environment(\.colorScheme, .dark)
            Text("Dark").environment(\.colorScheme, .dark)
        })
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        controller.view.layoutIfNeeded()
        let light = UITraitCollection(userInterfaceStyle: .light)
        func white(_ color: UIColor?) -> CGFloat {
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            color?.resolvedColor(with: light).getRed(&r, green: &g, blue: &b, alpha: &a)
            return (r + g + b) / 3
        }
        let colours = controller.view.subviews.filter { !($0 is UILabel) }.map(\.backgroundColor)
        #expect(colours.map(white) == [0, 1], "the label colour, in the light host and below a dark scheme")
        let label = try #require(controller.view.subviews.first { $0 is UILabel } as? UILabel)
        #expect(white(label.textColor) == 1)
    }

    @Test func headlineIsSemibold() {
        let controller = UIHostingController(rootView: Text("Aa").font(.headline))
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        controller.view.layoutIfNeeded()
        #expect((controller.view.subviews.first as? UILabel)?.font.weight == .semibold)
    }
}
