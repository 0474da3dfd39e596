import Foundation

/// What a text field asks and tells its delegate while it is edited. Every
/// method is optional (the defaults allow everything).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may begin editing.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field began editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may end editing.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field ended editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` may be replaced by `string` (typed, pasted or deleted).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection (the insertion point) changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does what it does (ends editing when the field has an action for `.editingDidEndOnExit`).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
