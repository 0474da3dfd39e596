import Foundation

extension HeadlessHost {
    /// A finger dragging a presented sheet by its grabber to the detent
    /// `identifier` and letting go: the sheet rests there and its delegate
    /// hears that the user changed the selected detent. Returns false (and
    /// nothing moves) if that detent is not active.
    @discardableResult
    public func drag(_ sheet: UISheetPresentationController, toDetent identifier: UISheetPresentationController.Detent.Identifier) -> Bool {
        perform {
            let moved = sheet.userSelect(identifier)
            window.layoutIfNeeded()
            settle()
            return moved
        }
    }
}
