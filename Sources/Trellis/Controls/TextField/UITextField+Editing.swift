import Foundation

/// Editing without a keyboard: first responder, typing (UIKit's
/// `UIKeyInput`), the clear button and the return key.
extension UITextField {
    /// Begins editing (`becomeFirstResponder()`).
    func beginEditing() -> Bool {
        guard !isEditing else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        // In a window, the field becomes its first responder (the one before
        // resigns). A field in no window edits too, headless, but alone.
        if window != nil, !super.becomeFirstResponder() { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        editingStateDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing (`resignFirstResponder()`); `force` ends it whatever the delegate says.
    func finishEditing(force: Bool = false) -> Bool {
        guard isEditing else { return true }
        guard force || delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        if window?.firstResponder === self { window?.firstResponder = nil }
        isEditing = false
        editingStateDidChange()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// Types `text` at the end (`insertText(_:)`).
    func type(_ text: String) {
        if text == "\n" { return pressReturn() }
        replaceCharacters(in: NSRange(location: (self.text ?? "").utf16.count, length: 0), with: text)
    }

    /// Deletes the last character (`deleteBackward()`).
    func deleteLastCharacter() {
        let current = self.text ?? ""
        guard let last = current.indices.last else { return }
        let range = NSRange(last..<current.endIndex, in: current)
        replaceCharacters(in: range, with: "")
    }

    private func replaceCharacters(in range: NSRange, with replacement: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else { return }
        let current = (self.text ?? "") as NSString
        text = current.replacingCharacters(in: range, with: replacement)
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The return key: if the delegate agrees, `.editingDidEndOnExit` is
    /// sent, and editing ends when an action listens for it (as in UIKit).
    private func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let ends = hasActions(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if ends { resignFirstResponder() }
    }

    /// The clear button: if the delegate agrees, the text goes and `.editingChanged` is sent.
    func clearText() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        sendActions(for: .editingChanged)
    }

    private func editingStateDidChange() {
        contentDidChange()
        layoutIfNeeded()
    }
}

extension UIView {
    /// Ends the editing of the text field in the view's subtree that is
    /// first responder (dismissing the keyboard, on iOS); `force` ends it
    /// even if its delegate would keep it. Returns whether none edits now.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        var ended = true
        forEachInSubtree { view in
            if let field = view as? UITextField, field.isEditing { ended = field.finishEditing(force: force) && ended }
        }
        return ended
    }
}
