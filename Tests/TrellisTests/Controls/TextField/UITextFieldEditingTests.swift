import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UITextFieldEditingTests {
    /// A delegate that takes digits only and records what it is told.
    final class DigitsOnly: UITextFieldDelegate {
        var told: [String] = []
        var allowsEnd = true
        func textFieldDidBeginEditing(_ textField: UITextField) { told.append("began") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowsEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { told.append("ended") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            told.append("change \(range.location),\(range.length) '\(string)'")
            return string.allSatisfy(\.isNumber)
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            told.append("return")
            return true
        }
    }

    @Test func aTapBeginsEditingAndTypingSendsEditingChanged() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "PIN"
        let delegate = DigitsOnly()
        field.delegate = delegate
        var changes: [String] = []
        field.addAction(UIAction { action in changes.append((action.sender as! UITextField).text ?? "") }, for: .editingChanged)
        let events = EventRecorder(field)
        let host = launchCentred(field)
        host.tap(field)
        #expect(field.isEditing && field.isFirstResponder)
        #expect(events.events == ["touchDown", "touchUpInside"])
        #expect(delegate.told == ["began"])
        field.insertText("4")
        field.insertText("x")  // refused by the delegate
        field.insertText("2")
        #expect(field.text == "42" && changes == ["4", "42"])
        field.deleteBackward()
        #expect(field.text == "4" && changes == ["4", "42", "4"])
        #expect(delegate.told == ["began", "change 0,0 '4'", "change 1,0 'x'", "change 1,0 '2'", "change 1,1 ''"])
        // Set in code, the text changes silently.
        field.text = "1234"
        #expect(changes.count == 3)
    }

    @Test func theReturnKeyEndsEditingWhenSomethingListensForIt() {
        let field = UITextField()
        field.placeholder = "Code"
        let delegate = DigitsOnly()
        field.delegate = delegate
        let host = launchCentred(field)
        host.tap(field)
        field.insertText("\n")
        #expect(field.isEditing && delegate.told == ["began", "return"])
        var exited = 0
        field.addAction(UIAction { _ in exited += 1 }, for: .editingDidEndOnExit)
        field.insertText("\n")
        #expect(!field.isEditing && exited == 1 && delegate.told.suffix(2) == ["return", "ended"])
    }

    @Test func oneFieldEditsAtATime() {
        let first = UITextField(), second = UITextField()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        for field in [first, second] {
            field.borderStyle = .roundedRect
            field.placeholder = "Field"
        }
        let host = launchCentred(stack)
        stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
        host.tap(first)
        #expect(first.isEditing)
        host.tap(second)
        #expect(!first.isEditing && second.isEditing)
        // A delegate may keep its field editing.
        let delegate = DigitsOnly()
        delegate.allowsEnd = false
        second.delegate = delegate
        host.tap(first)
        #expect(second.isEditing && !first.isEditing)
        #expect(!second.resignFirstResponder())
        // Ending editing from the screen: politely, then by force.
        #expect(!stack.endEditing(false) && second.isEditing)
        #expect(stack.endEditing(true) && !second.isEditing)
    }

    @Test func theClearButtonClearsTheText() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.clearButtonMode = .always
        field.text = "Cupertino"
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let host = launchCentred(field)
        let button = field.clearButtonRect(forBounds: field.bounds)
        host.tap(field, at: CGPoint(x: button.midX, y: button.midY))
        #expect(field.text == "" && changes == 1 && !field.showsClearButton)
        #expect(!field.isEditing)
    }

    @Test func aDisabledFieldDoesNotEdit() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.isEnabled = false
        let host = launchCentred(field)
        host.tap(field)
        #expect(!field.isEditing && !field.becomeFirstResponder())
    }
}
