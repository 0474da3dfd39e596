import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct DiagnosticsTests {
    @Test func constraintsBetweenUnrelatedViewsAreReportedNotInstalled() {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let (_, diagnostics) = LayoutDiagnostics.capture { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(diagnostics[0].involves(a) && diagnostics[0].involves(b) && diagnostics[0].involves(constraint))
    }

    @Test func aConflictingConstraintIsBrokenReportedAndHoldsAgainLater() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = autoLayoutView(in: root), b = autoLayoutView(in: root)
        let aWidth = a.widthAnchor.constraint(equalToConstant: 100)
        aWidth.identifier = "a.width"
        let same = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        same.identifier = "same"
        let bWidth = b.widthAnchor.constraint(equalToConstant: 200)
        bWidth.identifier = "b.width"
        let (_, diagnostics) = LayoutDiagnostics.capture {
            NSLayoutConstraint.activate([aWidth, same, bWidth])
            NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
                                         a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10)])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        // The whole conflict, and the views it involves.
        let conflict = diagnostics.first?.constraints.compactMap(\.identifier) ?? []
        #expect(Set(conflict) == ["a.width", "same", "b.width"], "\(conflict)")
        #expect(diagnostics.first?.involves(a) == true && diagnostics.first?.involves(b) == true)
        #expect(a.frame.width == 100 && b.frame.width == 100)  // the last one activated broke
        #expect(diagnostics.first?.brokenConstraint === bWidth)
        #expect(bWidth.isActive)
        // Once the conflict is gone, the broken constraint holds again.
        same.isActive = false
        root.layoutIfNeeded()
        #expect(b.frame.width == 200)
    }

    @Test func contentTooBigForTheRootIsReportedAndKept() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = autoLayoutView(in: root)
        let (_, diagnostics) = LayoutDiagnostics.capture {
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                v.widthAnchor.constraint(equalToConstant: 150), v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            root.layoutIfNeeded()  // reported once, not on every pass
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(diagnostics.first?.views.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
        #expect(v.frame == CGRect(x: 10, y: 0, width: 150, height: 10))
        #expect(root.frame.size == CGSize(width: 100, height: 100))
    }

    @Test func addingAViewToItsOwnDescendantIsRefused() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let (_, diagnostics) = LayoutDiagnostics.capture {
            child.addSubview(parent)
            parent.addSubview(parent)
        }
        #expect(diagnostics.map(\.kind) == [.hierarchyCycle, .hierarchyCycle])
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
    }

    @Test func nonFiniteNumbersAndBadPrioritiesAreRefused() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = autoLayoutView(in: root)
        let width = v.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let (_, diagnostics) = LayoutDiagnostics.capture {
            width.constant = .nan
            width.priority = UILayoutPriority(0)
            width.priority = .defaultLow  // required → optional while active
            v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: .infinity).isActive = true
        }
        #expect(diagnostics.map(\.kind) == [.nonFiniteValue, .invalidPriority, .requiredPriorityChange, .nonFiniteValue])
        #expect(width.constant == 10)
        #expect(width.priority == .required)
    }
}

@MainActor
@Suite struct AmbiguityTests {
    @Test func missingConstraintsMakeAViewAmbiguous() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = autoLayoutView(in: root)
        let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([leading, v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 50)])
        #expect(v.hasAmbiguousLayout)  // no height
        let height = v.heightAnchor.constraint(greaterThanOrEqualToConstant: 20)
        height.isActive = true
        #expect(v.hasAmbiguousLayout)  // at least 20 is still not one value
        height.isActive = false
        v.heightAnchor.constraint(equalToConstant: 20).isActive = true
        #expect(!v.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        let horizontal = v.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === leading })
        #expect(horizontal.count == 2)  // leading and width
        #expect(v.constraintsAffectingLayout(for: .vertical).count == 2)  // top and height
    }

    @Test func theReportListsExactlyTheUndecidedViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let decided = autoLayoutView(in: root), loose = autoLayoutView(in: root)
        NSLayoutConstraint.activate([
            decided.leadingAnchor.constraint(equalTo: root.leadingAnchor), decided.topAnchor.constraint(equalTo: root.topAnchor),
            decided.widthAnchor.constraint(equalToConstant: 10), decided.heightAnchor.constraint(equalToConstant: 10),
            loose.leadingAnchor.constraint(equalTo: decided.trailingAnchor),
        ])
        #expect(root.viewsWithAmbiguousLayout.map { ObjectIdentifier($0) } == [ObjectIdentifier(loose)])
        // Asked of the tree, through the diagnostics channel: one report naming exactly the loose view.
        let (_, diagnostics) = LayoutDiagnostics.capture { LayoutDiagnostics.reportAmbiguity(in: root) }
        #expect(diagnostics.map(\.kind) == [.ambiguous])
        #expect(diagnostics.first?.views.map(ObjectIdentifier.init) == [ObjectIdentifier(loose)])
        loose.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        loose.widthAnchor.constraint(equalToConstant: 10).isActive = true
        loose.heightAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(LayoutDiagnostics.capture { LayoutDiagnostics.reportAmbiguity(in: root) }.diagnostics.isEmpty)
    }

    @Test func strictModeTurnsDiagnosticsIntoFailures() throws {
        let a = UIView(), b = UIView()
        #expect(throws: LayoutDiagnosticsError.self) {
            try LayoutDiagnostics.strict { a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        try LayoutDiagnostics.strict { root.layoutIfNeeded() }  // nothing to report: no throw
    }
}

@MainActor
@Suite struct IllegalConstraintTests {
    @Test func constraintsUIKitWouldRefuseAreReportedNotInstalled() {
        let root = UIView(), v = autoLayoutView(in: root)
        let illegal = [
            NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 0, constant: 10),
            NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0),
        ]
        let (_, diagnostics) = LayoutDiagnostics.capture { NSLayoutConstraint.activate(illegal) }
        #expect(diagnostics.map(\.kind) == Array(repeating: .invalidConstraint, count: 4))
        #expect(illegal.allSatisfy { !$0.isActive })
        // Legal neighbours of those: a size equal to a constant, a zero multiplier on a size.
        let legal = [
            NSLayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: v, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height, multiplier: 0, constant: 10),
        ]
        let (_, none) = LayoutDiagnostics.capture { NSLayoutConstraint.activate(legal) }
        #expect(none.isEmpty)
        #expect(legal.allSatisfy { $0.isActive })
    }
}
