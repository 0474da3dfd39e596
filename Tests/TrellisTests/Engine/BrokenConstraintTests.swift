import Foundation
import Testing
@testable import Trellis

/// Required constraints that cannot all hold: as on iOS, the one whose
/// activation made them unsatisfiable is broken (left out of the layout while
/// the conflict lasts) and named, with the whole conflict, in one diagnostic.
@MainActor
@Suite struct BrokenConstraintTests {
    /// A badge of a fixed intrinsic size, as an app would write one.
    final class Badge: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 30) }
    }

    private func screen() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func theSecondOfTwoRequiredWidthsIsBrokenAndNamed() {
        let root = screen()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let narrow = card.widthAnchor.constraint(equalToConstant: 100)
        let wide = card.widthAnchor.constraint(equalToConstant: 200)
        let (_, diagnostics) = LayoutDiagnostics.capture {
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                card.heightAnchor.constraint(equalToConstant: 50),
                narrow,
            ])
            wide.isActive = true
            root.layoutIfNeeded()
        }
        #expect(card.frame == CGRect(x: 16, y: 20, width: 100, height: 50))
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(diagnostics.first?.brokenConstraint === wide)
        #expect(diagnostics.first?.involves(narrow) == true && diagnostics.first?.involves(card) == true)
        #expect(wide.isActive, "a broken constraint stays active, as on iOS")
    }

    @Test func aBrokenConstraintIsNotAppliedAtAll() {
        // A badge of intrinsic width 30, held at most 40 wide; then asked to be
        // at least 80. Breaking the last one leaves the badge at its intrinsic
        // width; a constraint merely weakened would have pulled it to 40.
        let root = screen()
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        let atMost = badge.widthAnchor.constraint(lessThanOrEqualToConstant: 40)
        let atLeast = badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 80)
        let (_, diagnostics) = LayoutDiagnostics.capture {
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: root.topAnchor), badge.leadingAnchor.constraint(equalTo: root.leadingAnchor), atMost, atLeast,
            ])
            root.layoutIfNeeded()
        }
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(diagnostics.first?.brokenConstraint === atLeast)
        #expect(Set(diagnostics.first?.constraints.map(ObjectIdentifier.init) ?? []) == [ObjectIdentifier(atMost), ObjectIdentifier(atLeast)])
    }

    @Test func aLabelPinnedInsideATooSmallContainerLosesItsLastConstraint() {
        // A 60-point container laid out by its frame (autoresizing), a label
        // pinned 8 points inside it on both sides, then a minimum width of 80.
        let root = screen()
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        root.addSubview(container)
        let label = UILabel()
        label.text = "Subscribe"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        let minimum = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 80)
        let (_, diagnostics) = LayoutDiagnostics.capture {
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
                label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
                minimum,
            ])
            root.layoutIfNeeded()
        }
        #expect(container.frame == CGRect(x: 10, y: 10, width: 60, height: 40))
        #expect(label.frame.minX == 8 && label.frame.width == 44)
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(diagnostics.first?.brokenConstraint === minimum)
        #expect(diagnostics.first?.involves(container) == true && diagnostics.first?.involves(label) == true)
    }

    @Test func aBrokenConstraintHoldsAgainOnceTheConflictIsGone() {
        let root = screen()
        let badge = Badge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        let atMost = badge.widthAnchor.constraint(lessThanOrEqualToConstant: 40)
        let atLeast = badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 80)
        _ = LayoutDiagnostics.capture {
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: root.topAnchor), badge.leadingAnchor.constraint(equalTo: root.leadingAnchor), atMost, atLeast,
            ])
            root.layoutIfNeeded()
        }
        #expect(badge.frame.width == 30)
        // Widening the limit ends the conflict: the broken minimum holds.
        let (_, later) = LayoutDiagnostics.capture {
            atMost.constant = 120
            root.layoutIfNeeded()
        }
        #expect(badge.frame.width == 80)
        #expect(later.isEmpty)
        // Moving a constant into a conflict breaks the constraint that moved.
        let (_, moved) = LayoutDiagnostics.capture {
            atMost.constant = 40
            root.layoutIfNeeded()
        }
        #expect(moved.first?.brokenConstraint === atMost)
        #expect(badge.frame.width == 80)
        // A broken constraint deactivated before it holds again is simply gone.
        atLeast.isActive = false
        let (_, quiet) = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        #expect(badge.frame.width == 30)
        #expect(quiet.isEmpty)
        atMost.isActive = false
        root.layoutIfNeeded()
        #expect(badge.frame.width == 30)
    }
}
