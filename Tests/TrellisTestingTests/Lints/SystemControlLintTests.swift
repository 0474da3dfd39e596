import Foundation
import Testing
import Trellis
import TrellisTesting

/// The system's controls at the sizes the system gives them are not small
/// tap targets, nor is a placeholder faint text; squeezed, they are.
@MainActor
@Suite struct SystemControlLintTests {
    @Test func standardControlsPassAndSqueezedOnesAreFound() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.frame = CGRect(x: 10, y: 50, width: 200, height: 32)
        let field = UITextField(frame: CGRect(x: 10, y: 90, width: 200, height: 0))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.frame.size.height = field.intrinsicContentSize.height
        for view in [toggle, segments, field] as [UIView] { root.addSubview(view) }
        root.layoutIfNeeded()
        #expect(LayoutLinter(kinds: [.smallTapTarget, .lowContrast]).findings(in: root).isEmpty)
        // Squeezed below its standard height, the segmented control is found; so is a narrow slider.
        segments.frame.size.height = 24
        let slider = UISlider(frame: CGRect(x: 10, y: 140, width: 30, height: 31))
        root.addSubview(slider)
        let findings = LayoutLinter(kinds: [.smallTapTarget]).findings(in: root)
        #expect(findings.map(\.view).count == 2)
        #expect(findings.contains { $0.view === segments } && findings.contains { $0.view === slider })
    }
}
