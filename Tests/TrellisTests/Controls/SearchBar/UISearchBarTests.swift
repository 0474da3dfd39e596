import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UISearchBarTests {
    final class Recorder: UISearchBarDelegate {
        var heard: [String] = []
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { heard.append("began") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { heard.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { heard.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { heard.append("cancel") }
    }

    /// A search bar across the top of a screen.
    func launchBar(_ bar: UISearchBar) -> HeadlessHost {
        let controller = UIViewController()
        controller.view.addSubview(bar)
        bar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        let host = HeadlessHost(device: .iPhone15)
        host.launch(controller)
        return host
    }

    @Test func aSearchBarIs56TallWithA36PointFieldInside() {
        let bar = UISearchBar()
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        #expect(bar.placeholder == "Search")
        let host = launchBar(bar)
        #expect(bar.frame.size == CGSize(width: 393, height: 56))
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 377, height: 36))
        // The glass comes first, the placeholder after it.
        let field = bar.searchTextField
        #expect(field.leftViewRect(forBounds: field.bounds).minX > 0)
        #expect(field.placeholderRect(forBounds: field.bounds).minX >= field.leftViewRect(forBounds: field.bounds).maxX)
        _ = host
    }

    @Test func typingSearchingAndCancellingReachTheDelegate() throws {
        let bar = UISearchBar()
        let recorder = Recorder()
        bar.delegate = recorder
        let host = launchBar(bar)
        host.tap(at: bar.searchTextField.convert(CGPoint(x: 100, y: 18), to: host.window))
        bar.searchTextField.insertText("cats")
        bar.searchTextField.insertText("\n")
        #expect(recorder.heard == ["began", "text cats", "search"])
        #expect(bar.text == "cats")
        bar.setShowsCancelButton(true, animated: true)
        host.layout()
        let cancel = try #require(bar.cancelButtonFrame)
        #expect(cancel.maxX == 385 && bar.searchTextField.frame.maxX == cancel.minX - 8)
        host.tap(at: bar.convert(CGPoint(x: cancel.midX, y: cancel.midY), to: host.window))
        #expect(recorder.heard.last == "cancel")
        // Set in code, the text tells the delegate nothing.
        bar.text = "dogs"
        #expect(recorder.heard.count == 4)
    }

    @Test func aMinimalBarDrawsOnlyItsField() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 300, height: 56))
        bar.layoutIfNeeded()
        func fills(_ list: DisplayList) -> Int {
            list.operations.reduce(0) { count, operation in
                guard case .drawing(let commands) = operation else { return count }
                return count + commands.filter { if case .fillPath = $0 { return true } else { return false } }.count
            }
        }
        let standard = fills(DisplayList(of: bar))
        bar.searchBarStyle = .minimal
        #expect(fills(DisplayList(of: bar)) == standard - 1)
    }
}
