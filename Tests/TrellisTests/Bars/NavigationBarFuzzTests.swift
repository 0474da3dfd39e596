import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

/// Random sequences of what apps and users do to a navigation controller
/// with large titles and a search bar — push, pop, scroll, search, rotate,
/// change display modes and appearances — never leave the bar outside its
/// heights, the content's safe area out of step with it, or layout unsettled.
@MainActor
@Suite struct NavigationBarFuzzTests {
    enum Step: CustomStringConvertible {
        case push(LargeTitle: UINavigationItem.LargeTitleDisplayMode, search: Bool, hides: Bool)
        case pop
        case scroll(CGFloat)
        case search(Bool)
        case rotate(UIInterfaceOrientation)
        case prefersLargeTitles(Bool)
        case scrollEdgeAppearance(Bool)

        var description: String {
            switch self {
            case .push(let mode, let search, let hides): "push(\(mode), search: \(search), hides: \(hides))"
            case .pop: "pop"
            case .scroll(let y): "scroll(\(y))"
            case .search(let on): "search(\(on))"
            case .rotate(let orientation): "rotate(\(orientation))"
            case .prefersLargeTitles(let on): "prefersLargeTitles(\(on))"
            case .scrollEdgeAppearance(let on): "scrollEdgeAppearance(\(on))"
            }
        }
    }

    static func steps(_ generator: inout SeededGenerator) -> [Step] {
        (0..<Int.random(in: 1...14, using: &generator)).map { _ in
            switch Int.random(in: 0..<7, using: &generator) {
            case 0:
                .push(LargeTitle: [.automatic, .always, .never, .inline].randomElement(using: &generator)!,
                      search: Bool.random(using: &generator), hides: Bool.random(using: &generator))
            case 1: .pop
            case 2: .scroll([-400, -160, -120, -60, 0, 30, 500, 5000].randomElement(using: &generator)!)
            case 3: .search(Bool.random(using: &generator))
            case 4: .rotate([.portrait, .landscapeLeft, .landscapeRight].randomElement(using: &generator)!)
            case 5: .prefersLargeTitles(Bool.random(using: &generator))
            default: .scrollEdgeAppearance(Bool.random(using: &generator))
            }
        }
    }

    /// What is wrong after running `steps`, if anything.
    static func problem(after steps: [Step]) -> String? {
        let host = HeadlessHost(device: .iPhone15)
        let navigation = UINavigationController(rootViewController: NavigationBarAppearanceTests.Rows(style: .plain))
        navigation.navigationBar.prefersLargeTitles = true
        let diagnostics = LayoutDiagnostics.capture {
            host.launch(navigation)
            host.layout()
            for step in steps {
                let top = navigation.topViewController as? NavigationBarAppearanceTests.Rows
                switch step {
                case .push(let mode, let search, let hides):
                    let rows = NavigationBarAppearanceTests.Rows(style: .plain)
                    rows.navigationItem.largeTitleDisplayMode = mode
                    if search { rows.navigationItem.searchController = UISearchController(searchResultsController: nil) }
                    rows.navigationItem.hidesSearchBarWhenScrolling = hides
                    navigation.pushViewController(rows, animated: false)
                case .pop: navigation.popViewController(animated: false)
                case .scroll(let y): top?.tableView.contentOffset.y = y
                case .search(let on): top?.navigationItem.searchController?.isActive = on
                case .rotate(let orientation): host.rotate(to: orientation)
                case .prefersLargeTitles(let on): navigation.navigationBar.prefersLargeTitles = on
                case .scrollEdgeAppearance(let on):
                    navigation.navigationBar.scrollEdgeAppearance = on ? UINavigationBarAppearance() : nil
                }
                host.layout()
            }
        }.diagnostics
        if let unsettled = diagnostics.first(where: { $0.kind == .notConverged }) { return "layout did not settle: \(unsettled.message)" }
        let bar = navigation.navigationBar
        let height = bar.frame.height, extent = bar.extent
        guard height.isFinite, height >= 0, height <= 44 + 52 + 52 + 0.001 else { return "bar height \(height)" }
        guard abs(height - extent.height) < 0.001 else { return "bar height \(height), extent \(extent.height)" }
        guard extent.largeTitle >= 0, extent.largeTitle <= 52, extent.search >= 0, extent.search <= 52 else { return "extent \(extent)" }
        if host.window.traitCollection.verticalSizeClass == .compact, extent.largeTitle > 0 { return "a large title in compact height" }
        if let top = navigation.topViewController, let view = top.viewIfLoaded {
            let expected = navigation.view.safeAreaInsets.top + height
            guard abs(view.safeAreaInsets.top - expected) < 0.5 else {
                return "the top controller's safe area starts at \(view.safeAreaInsets.top), the bar ends at \(expected)"
            }
        }
        return nil
    }

    @Test func randomSequencesKeepTheBarInStepWithItsContent() {
        let failure = Fuzz.check(seed: 0x0BA7_5EA2, cases: 60, generate: Self.steps, shrink: { steps in
            steps.indices.map { index in var fewer = steps; fewer.remove(at: index); return fewer }
        }) { steps in Self.problem(after: steps) }
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
