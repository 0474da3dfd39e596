import Observation
import Testing
@testable import TrellisUI

/// A counter whose binding the test keeps, to change the state from outside as a control would.
private struct Counter: View {
    let label: String
    let expose: (Binding<Int>) -> Void
    @State private var count = 0

    var body: some View {
        let _ = expose($count)
        Text("\(label) \(count)")
    }
}

@Observable
private final class Profile {
    var name = "Ada"
    var unread = 0
}

private struct ProfileView: View {
    let profile: Profile
    var body: some View {
        VStack {
            Text(profile.name)
            Text("\(profile.unread) unread")
        }
    }
}

private struct Toggled: View {
    let showFirst: Bool
    let expose: (Binding<Int>) -> Void
    var body: some View {
        if showFirst {
            Counter(label: "first", expose: expose)
        } else {
            Counter(label: "second", expose: expose)
        }
    }
}

/// The texts a hosting controller shows, in order, after a layout pass.
@MainActor
func shownTexts<Content: View>(_ controller: UIHostingController<Content>, size: CGSize = CGSize(width: 320, height: 200)) -> [String] {
    controller.view.frame = CGRect(origin: .zero, size: size)
    controller.view.layoutIfNeeded()
    var texts: [String] = []
    var pending = [controller.view!]
    while let view = pending.popLast() {
        if let label = view as? UILabel, let text = label.text { texts.append(text) }
        pending.append(contentsOf: view.subviews.reversed())
    }
    return texts
}

@MainActor
struct StateTests {
    @Test func settingStateUpdatesTheViewsThatReadIt() {
        var binding: Binding<Int>?
        let controller = UIHostingController(rootView: Counter(label: "count") { binding = $0 })
        #expect(shownTexts(controller) == ["count 0"])
        binding?.wrappedValue = 3
        #expect(shownTexts(controller) == ["count 3"])
    }

    @Test func stateOutlivesANewRootOfTheSameStructure() {
        var binding: Binding<Int>?
        let controller = UIHostingController(rootView: Counter(label: "row 1") { binding = $0 })
        _ = shownTexts(controller)
        binding?.wrappedValue = 7
        // A reused cell's hosting view given the next row: the view at the same place keeps its state.
        controller.rootView = Counter(label: "row 2") { binding = $0 }
        #expect(shownTexts(controller) == ["row 2 7"])
    }

    @Test func anExplicitIdentityStartsStateAfresh() {
        var binding: Binding<Int>?
        let controller = UIHostingController(rootView: AnyView(Counter(label: "row", expose: { binding = $0 }).id(1)))
        _ = shownTexts(controller)
        binding?.wrappedValue = 7
        controller.rootView = AnyView(Counter(label: "row", expose: { binding = $0 }).id(1))
        #expect(shownTexts(controller) == ["row 7"])
        controller.rootView = AnyView(Counter(label: "row", expose: { binding = $0 }).id(2))
        #expect(shownTexts(controller) == ["row 0"])
    }

    @Test func eachBranchOfAConditionalHasItsOwnState() {
        var binding: Binding<Int>?
        let controller = UIHostingController(rootView: Toggled(showFirst: true) { binding = $0 })
        _ = shownTexts(controller)
        binding?.wrappedValue = 4
        controller.rootView = Toggled(showFirst: false) { binding = $0 }
        #expect(shownTexts(controller) == ["second 0"])
        // The first branch's state was dropped when it left the tree.
        controller.rootView = Toggled(showFirst: true) { binding = $0 }
        #expect(shownTexts(controller) == ["first 0"])
    }

    @Test func twoHostsNeverShareState() {
        var first: Binding<Int>?
        var second: Binding<Int>?
        let a = UIHostingController(rootView: Counter(label: "a") { first = $0 })
        let b = UIHostingController(rootView: Counter(label: "b") { second = $0 })
        _ = (shownTexts(a), shownTexts(b))
        first?.wrappedValue = 1
        second?.wrappedValue = 2
        #expect(shownTexts(a) == ["a 1"])
        #expect(shownTexts(b) == ["b 2"])
    }

    @Test func anObservedModelChangeLaysTheHostOutAgain() async throws {
        let profile = Profile()
        let controller = UIHostingController(rootView: ProfileView(profile: profile))
        let hostingView = try #require(controller.view as? _UIHostingView<ProfileView>)
        #expect(shownTexts(controller) == ["Ada", "0 unread"])
        profile.unread = 12
        await hostingView.applyPendingChanges()
        #expect(shownTexts(controller) == ["Ada", "12 unread"])
        profile.name = "Grace Brewster Murray Hopper"
        await hostingView.applyPendingChanges()
        #expect(shownTexts(controller) == ["Grace Brewster Murray Hopper", "12 unread"])
    }

    @Test func aStateChangeInvalidatesTheIntrinsicSize() {
        var binding: Binding<Int>?
        let controller = UIHostingController(rootView: Counter(label: "count") { binding = $0 })
        let before = controller.view.intrinsicContentSize
        binding?.wrappedValue = 1_000_000
        #expect(controller.view.intrinsicContentSize.width > before.width)
    }
}

/// Counts how often bodies are evaluated, per label.
@MainActor
private final class EvaluationLog {
    var counts: [String: Int] = [:]
    func note(_ label: String) { counts[label, default: 0] += 1 }
}

private struct LoggedCounter: View {
    let label: String
    let log: EvaluationLog
    let expose: (Binding<Int>) -> Void
    @State private var count = 0

    var body: some View {
        let _ = log.note(label)
        let _ = expose($count)
        Text("\(label) \(count)")
    }
}

private struct Pair: View {
    let log: EvaluationLog
    let expose: (Binding<Int>) -> Void

    var body: some View {
        let _ = log.note("pair")
        VStack {
            LoggedCounter(label: "left", log: log, expose: expose)
            LoggedCounter(label: "right", log: log, expose: { _ in })
        }
    }
}

@MainActor
struct UpdateTests {
    @Test func aStateChangeEvaluatesOnlyTheBodyThatOwnsIt() {
        let log = EvaluationLog()
        var binding: Binding<Int>?
        let controller = UIHostingController(rootView: Pair(log: log) { binding = $0 })
        #expect(shownTexts(controller) == ["left 0", "right 0"])
        #expect(log.counts == ["pair": 1, "left": 1, "right": 1])
        let rightLabel = controller.view.subviews.last
        binding?.wrappedValue = 5
        #expect(shownTexts(controller) == ["left 5", "right 0"])
        // Only the counter whose state changed was evaluated again; its
        // sibling's nodes (and so its measured text) were reused, and its view kept.
        #expect(log.counts == ["pair": 1, "left": 2, "right": 1])
        #expect(controller.view.subviews.last === rightLabel)
    }

    @Test func aNewRootEvaluatesEverythingAgain() {
        let log = EvaluationLog()
        let controller = UIHostingController(rootView: Pair(log: log) { _ in })
        _ = shownTexts(controller)
        controller.rootView = Pair(log: log) { _ in }
        _ = shownTexts(controller)
        #expect(log.counts == ["pair": 2, "left": 2, "right": 2])
    }

    @Test func anObservedChangeEvaluatesOnlyTheBodiesThatReadIt() async throws {
        let profile = Profile()
        let log = EvaluationLog()
        let controller = UIHostingController(rootView: VStack {
            ProfileName(profile: profile, log: log)
            LoggedCounter(label: "other", log: log, expose: { _ in })
        })
        #expect(shownTexts(controller) == ["Ada", "other 0"])
        profile.name = "Grace"
        await (controller.view as? _UIHostingView<VStack<TupleView<(ProfileName, LoggedCounter)>>>)?.applyPendingChanges()
        #expect(shownTexts(controller) == ["Grace", "other 0"])
        #expect(log.counts == ["name": 2, "other": 1])
        // A property nobody read changes nothing.
        profile.unread = 3
        await (controller.view as? _UIHostingView<VStack<TupleView<(ProfileName, LoggedCounter)>>>)?.applyPendingChanges()
        _ = shownTexts(controller)
        #expect(log.counts == ["name": 2, "other": 1])
    }
}

private struct ProfileName: View {
    let profile: Profile
    let log: EvaluationLog
    var body: some View {
        let _ = log.note("name")
        Text(profile.name)
    }
}
