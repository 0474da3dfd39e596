import Foundation
import Testing
@testable import Trellis

/// Gesture recognizers attached to views, and a host's tap delivered to
/// them as UIKit delivers it: the hit view's recognizers first, then its
/// superviews', a control keeping its own tap, `cancelsTouchesInView`
/// deciding whether the views get the tap too.
@Suite @MainActor struct GestureRecognizerTests {
    /// A screen with a panel holding a button and a plain view, launched and laid out.
    final class Screen: UIViewController {
        let panel = UIView()
        let button = UIButton(type: .system)
        let tile = UIView()
        var buttonTaps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            panel.frame = CGRect(x: 0, y: 100, width: 390, height: 300)
            button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
            tile.frame = CGRect(x: 200, y: 20, width: 100, height: 100)
            button.addAction(UIAction { [weak self] _ in self?.buttonTaps += 1 }, for: .touchUpInside)
            view.addSubview(panel)
            panel.addSubview(button)
            panel.addSubview(tile)
        }
    }

    private func launch() -> (HeadlessHost, Screen) {
        let host = HeadlessHost(device: .iPhone15)
        let screen = Screen()
        host.launch(screen)
        host.layout()
        return (host, screen)
    }

    private func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func attachingSetsTheViewAndMovesARecognizerFromItsLastView() {
        let first = UIView(), second = UIView()
        let tap = UITapGestureRecognizer()
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(tap)
        #expect(tap.view === first)
        second.addGestureRecognizer(tap)
        #expect(tap.view === second)
        #expect(first.gestureRecognizers == nil)
        #expect(second.gestureRecognizers?.count == 1)
        second.gestureRecognizers = [UISwipeGestureRecognizer(), UIPanGestureRecognizer()]
        #expect(tap.view == nil)
        #expect(second.gestureRecognizers?.allSatisfy { $0.view === second } == true)
        second.removeGestureRecognizer(second.gestureRecognizers![0])
        #expect(second.gestureRecognizers?.count == 1)
    }

    @Test func theHitViewsRecognizerTakesTheTapBeforeItsSuperviews() {
        let (host, screen) = launch()
        var order: [String] = []
        screen.tile.addGestureRecognizer(UITapGestureRecognizer { _ in order.append("tile") })
        screen.panel.addGestureRecognizer(UITapGestureRecognizer { _ in order.append("panel") })
        host.tap(at: centre(of: screen.tile))
        #expect(order == ["tile"])
        host.tap(at: screen.panel.convert(CGPoint(x: 300, y: 250), to: nil))
        #expect(order == ["tile", "panel"])
    }

    @Test func aRecognizerIsRecognizedWhileItsHandlersRunAndReadyAfter() throws {
        let (host, screen) = launch()
        var seen: [(UIGestureRecognizer.State, CGPoint)] = []
        let tap = UITapGestureRecognizer { recognizer in seen.append((recognizer.state, recognizer.location(in: screen.tile))) }
        screen.tile.addGestureRecognizer(tap)
        host.tap(at: screen.tile.convert(CGPoint(x: 10, y: 30), to: nil))
        let (state, location) = try #require(seen.first)
        #expect(state == .recognized)
        #expect(abs(location.x - 10) < 0.001 && abs(location.y - 30) < 0.001)
        #expect(tap.state == .possible)
    }

    @Test func aButtonKeepsItsTapFromASuperviewsRecognizer() {
        let (host, screen) = launch()
        var panelTaps = 0
        screen.panel.addGestureRecognizer(UITapGestureRecognizer { _ in panelTaps += 1 })
        host.tap(at: centre(of: screen.button))
        #expect(screen.buttonTaps == 1)
        #expect(panelTaps == 0)
    }

    @Test func aRecognizerOnTheButtonItselfTakesItsTap() {
        let (host, screen) = launch()
        var recognized = 0
        screen.button.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
        host.tap(at: centre(of: screen.button))
        #expect(recognized == 1)
        #expect(screen.buttonTaps == 0)
    }

    @Test("A recognizer around a table takes its rows' taps unless it lets touches through", arguments: [true, false])
    func tableRowsAndARecognizerAround(cancelsTouchesInView: Bool) throws {
        let host = HeadlessHost(device: .iPhone15)
        let list = SelectionList(style: .plain)
        host.launch(list)
        host.layout()
        var recognized = 0
        let tap = UITapGestureRecognizer { _ in recognized += 1 }
        tap.cancelsTouchesInView = cancelsTouchesInView
        list.view.addGestureRecognizer(tap)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.tap(at: centre(of: cell))
        #expect(recognized == 1)
        #expect(list.selected == (cancelsTouchesInView ? [] : [1]))
    }

    @Test func disabledAndMultipleTapRecognizersLetOneTapThrough() {
        let (host, screen) = launch()
        var recognized: [String] = []
        let disabled = UITapGestureRecognizer { _ in recognized.append("disabled") }
        disabled.isEnabled = false
        let double = UITapGestureRecognizer { _ in recognized.append("double") }
        double.numberOfTapsRequired = 2
        let press = UILongPressGestureRecognizer { _ in recognized.append("press") }
        screen.tile.gestureRecognizers = [disabled, double, press]
        screen.panel.addGestureRecognizer(UITapGestureRecognizer { _ in recognized.append("panel") })
        host.tap(at: centre(of: screen.tile))
        #expect(recognized == ["panel"])
    }

    @Test func addedHandlersRunInTheOrderAdded() {
        let (host, screen) = launch()
        var order: [Int] = []
        let tap = UITapGestureRecognizer { _ in order.append(1) }
        tap.addAction { _ in order.append(2) }
        screen.tile.addGestureRecognizer(tap)
        host.tap(at: centre(of: screen.tile))
        #expect(order == [1, 2])
    }

    /// A table of three rows that records what is selected.
    final class SelectionList: UITableViewController {
        var selected: [Int] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    }
}
