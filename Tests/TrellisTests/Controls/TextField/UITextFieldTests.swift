import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UITextFieldTests {
    /// The height of one line of `font`, as a label shows it.
    func lineHeight(_ font: UIFont) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.text = "Hg"
        return label.intrinsicContentSize.height
    }

    @Test func aRoundedRectFieldIs34PointsTallAtTheDefaultFont() {
        let field = UITextField()
        #expect(field.font == .preferredFont(forTextStyle: .body))
        field.borderStyle = .roundedRect
        // iOS: 34 points (SF's 17-point line is 20.3 points; Inter's is a little taller).
        #expect(abs(field.intrinsicContentSize.height - 34) <= 1.5)
    }

    @Test(arguments: [(UITextField.BorderStyle.none, CGFloat(0)), (.line, 8), (.bezel, 8), (.roundedRect, 14)])
    func theHeightIsTheLineAndTheBordersPadding(style: UITextField.BorderStyle, padding: CGFloat) {
        let field = UITextField()
        field.borderStyle = style
        for size in [CGFloat(12), 17, 28] {
            field.font = .systemFont(ofSize: size)
            #expect(abs(field.intrinsicContentSize.height - (lineHeight(field.font!) + padding)) < 1, "\(style) at \(size)")
        }
    }

    @Test func theWidthFollowsTheTextOrThePlaceholder() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let withPlaceholder = field.intrinsicContentSize.width
        #expect(withPlaceholder > 14)
        field.text = "A much longer name than that"
        #expect(field.intrinsicContentSize.width > withPlaceholder)
        #expect(field.placeholderLabel.isHidden && !field.textLabel.isHidden)
        field.text = nil
        #expect(field.intrinsicContentSize.width == withPlaceholder && !field.placeholderLabel.isHidden)
    }

    @Test func inAStackTheFieldTakesTheWidthAndKeepsItsHeight() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        let title = UILabel()
        title.text = "Name"
        let stack = UIStackView(arrangedSubviews: [title, field])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 320, height: 0)
        let fitted = stack.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        stack.frame.size = fitted
        stack.layoutIfNeeded()
        #expect(field.frame.width == 320 && field.frame.height == field.intrinsicContentSize.height)
        #expect(fitted.height == title.intrinsicContentSize.height + 8 + field.intrinsicContentSize.height)
    }

    @Test func theTextSitsInsideTheBorderBetweenTheSideViews() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        let bounds = field.bounds
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        let glass = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = glass
        field.rightView = badge
        field.leftViewMode = .always
        field.rightViewMode = .always
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.rightViewRect(forBounds: bounds) == CGRect(x: 176, y: 5, width: 24, height: 24))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 30, y: 0, width: 146, height: 34))
        // The clear button shows with text, left of the right view; the text stops before it.
        field.clearButtonMode = .always
        field.text = "Hello"
        let clear = field.clearButtonRect(forBounds: bounds)
        #expect(clear.maxX <= 176 && clear.size == CGSize(width: 19, height: 19))
        #expect(field.textRect(forBounds: bounds).maxX <= clear.minX)
        field.layoutIfNeeded()
        #expect(glass.frame == field.leftViewRect(forBounds: bounds) && badge.frame == field.rightViewRect(forBounds: bounds))
        #expect(field.textLabel.frame == field.textRect(forBounds: bounds))
    }

    /// A field that pads its text by 16 points, as apps do.
    final class PaddedField: UITextField {
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 16, dy: 4) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 20, dy: 4) }
    }

    @Test func aSubclassPlacesTheTextWhereItsRectanglesSay() {
        let field = PaddedField()
        field.placeholder = "Search"
        let host = launchCentred(field)
        field.widthAnchor.constraint(equalToConstant: 240).isActive = true
        host.layout()
        #expect(field.textLabel.frame == field.bounds.insetBy(dx: 16, dy: 4))
        #expect(field.placeholderLabel.frame == field.bounds.insetBy(dx: 16, dy: 4))
        host.tap(field)
        #expect(field.isEditing)
        #expect(field.textLabel.frame == field.bounds.insetBy(dx: 20, dy: 4))
        #expect(field.placeholderLabel.frame == field.bounds.insetBy(dx: 20, dy: 4))
    }

    @Test func overlayViewsShowByTheirMode() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let glass = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = glass
        field.leftViewMode = .whileEditing
        field.clearButtonMode = .unlessEditing
        field.text = "x"
        field.layoutIfNeeded()
        #expect(glass.isHidden && field.showsClearButton)
        field.becomeFirstResponder()
        #expect(!glass.isHidden && !field.showsClearButton)
        #expect(field.textLabel.frame.minX == 30)
    }

    @Test func secureEntryShowsDots() {
        let field = UITextField()
        field.text = "hunter2"
        field.isSecureTextEntry = true
        #expect(field.textLabel.text == "•••••••" && field.text == "hunter2")
    }
}
