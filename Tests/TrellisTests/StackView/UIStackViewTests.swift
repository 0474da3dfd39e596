import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite struct UIStackViewTests {
    /// Builds the fixture's stack as a root view and lays it out.
    func layOut(_ fixture: StackFixture) -> (UIStackView, [IntrinsicView]) {
        let children = fixture.children.map { IntrinsicView($0.width, $0.height) }
        for (index, axis, hugging, compression) in fixture.priorities {
            children[index].setContentHuggingPriority(UILayoutPriority(hugging), for: axis)
            children[index].setContentCompressionResistancePriority(UILayoutPriority(compression), for: axis)
        }
        let stack = UIStackView(arrangedSubviews: children)
        stack.frame = CGRect(origin: .zero, size: fixture.stackSize)
        stack.axis = fixture.axis
        stack.distribution = fixture.distribution
        stack.alignment = fixture.alignment
        stack.spacing = fixture.spacing
        stack.isLayoutMarginsRelativeArrangement = fixture.marginsRelative
        for index in fixture.hidden { children[index].isHidden = true }
        for (index, spacing) in fixture.customSpacing { stack.setCustomSpacing(spacing, after: children[index]) }
        stack.layoutIfNeeded()
        return (stack, children)
    }

    @Test(arguments: StackFixture.all)
    func framesMatchUIKitsRules(_ fixture: StackFixture) {
        let ((_, children), diagnostics) = LayoutDiagnostics.capture { layOut(fixture) }
        for (child, expected) in zip(children, fixture.expected) {
            #expect(child.frame.isClose(to: expected), "\(child.frame) ≠ \(expected)")
            #expect(!child.hasAmbiguousLayout)
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func constraintsCarryUIKitsIdentifiers() {
        let fixture = StackFixture(
            name: "", distribution: .equalSpacing, alignment: .center, hidden: [3],
            children: Array(repeating: CGSize(width: 20, height: 20), count: 4), expected: [])
        let (stack, children) = layOut(fixture)
        let identifiers = Set((stack.constraints + children.flatMap(\.constraints)).compactMap(\.identifier))
        for expected in ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-distributing-edge", "UISV-fill-equally",
                         "UISV-spanning-boundary", "UISV-canvas-fit", "UISV-hiding", "UISV-ambiguity-suppression"] {
            #expect(identifiers.contains(expected), "\(expected) missing")
        }
    }

    /// A top-aligned row is held across by UIKit's alignment spanner: the
    /// constraints UIKit lists for this stack (equalities in either order),
    /// no more and no fewer.
    @Test func aTopAlignedRowIsWrappedByTheAlignmentSpanner() {
        let (stack, children) = layOut(StackFixture(name: "", distribution: .fillEqually, alignment: .top, children: [
            CGSize(width: 20, height: 20), CGSize(width: 30, height: 40),
        ], expected: []))
        let spanner = stack.layoutGuides.first { $0.identifier == "UISV-alignment-spanner" }
        let spannerItem = try! #require(spanner)
        func name(_ item: AnyObject?) -> String {
            if item === stack { return "stack" }
            if item === spannerItem { return "spanner" }
            return children.firstIndex { $0 === item }.map { "view\($0)" } ?? "-"
        }
        let across: Set<NSLayoutConstraint.Attribute> = [.top, .bottom, .height]
        let described = Set(stackConstraints(stack).filter { across.contains($0.firstAttribute) }.map { c -> String in
            var sides = ["\(name(c.firstItem)).\(c.firstAttribute.rawValue)", "\(name(c.secondItem)).\(c.secondAttribute.rawValue)"]
            if c.relation == .equal, c.secondItem != nil { sides.sort() }
            return "\(c.identifier!) \(sides[0]) \(c.relation.rawValue) \(sides[1]) @\(c.priority.rawValue)"
        })
        let (top, bottom, height, none) = (NSLayoutConstraint.Attribute.top.rawValue, NSLayoutConstraint.Attribute.bottom.rawValue,
                                           NSLayoutConstraint.Attribute.height.rawValue, NSLayoutConstraint.Attribute.notAnAttribute.rawValue)
        let (eq, ge) = (NSLayoutConstraint.Relation.equal.rawValue, NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue)
        #expect(described == [
            "UISV-canvas-connection stack.\(top) \(eq) view0.\(top) @1000.0",
            "UISV-alignment view0.\(top) \(eq) view1.\(top) @1000.0",
            "UISV-canvas-connection spanner.\(bottom) \(eq) stack.\(bottom) @1000.0",
            "UISV-spanning-boundary spanner.\(top) \(eq) view0.\(top) @999.5",
            "UISV-spanning-boundary spanner.\(top) \(eq) view1.\(top) @999.5",
            "UISV-spanning-boundary spanner.\(bottom) \(ge) view0.\(bottom) @1000.0",
            "UISV-spanning-boundary spanner.\(bottom) \(ge) view1.\(bottom) @1000.0",
            "UISV-spanning-fit spanner.\(height) \(eq) -.\(none) @51.0",
            "UISV-ambiguity-suppression view0.\(height) \(eq) -.\(none) @25.0",
            "UISV-ambiguity-suppression view1.\(height) \(eq) -.\(none) @25.0",
        ])
        // The canvas is at least as tall as the tallest view, however short it is made.
        stack.frame.size.height = 30
        let (_, diagnostics) = LayoutDiagnostics.capture { stack.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(children[1].frame == CGRect(x: 155, y: 0, width: 145, height: 30))
    }

    @Test func showingAHiddenViewRestoresIt() {
        let (stack, children) = layOut(StackFixture(name: "", hidden: [1], expected: []))
        #expect(children[2].frame.minX == 60)
        children[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(children[1].frame == CGRect(x: 60, y: 0, width: 80, height: 100))
        #expect(children[2].frame == CGRect(x: 150, y: 0, width: 150, height: 100))
    }

    /// The stack's constraints (held by the stack, or by a child for its own size).
    func stackConstraints(_ stack: UIStackView) -> [NSLayoutConstraint] {
        (stack.constraints + stack.arrangedSubviews.flatMap(\.constraints)).filter { $0.identifier?.hasPrefix("UISV-") == true }
    }

    @Test func changesReplaceOnlyTheConstraintsThatDiffer() {
        let (stack, children) = layOut(StackFixture(name: "", expected: []))
        let before = Set(stackConstraints(stack).map(ObjectIdentifier.init))
        stack.spacing = 20
        stack.layoutIfNeeded()
        // Only constants changed: every constraint is the one it was.
        #expect(Set(stackConstraints(stack).map(ObjectIdentifier.init)) == before)
        #expect(children.map(\.frame.minX) == [0, 70, 170])
        children[2].isHidden = true
        stack.layoutIfNeeded()
        let after = Set(stackConstraints(stack).map(ObjectIdentifier.init))
        // The last view's spacing, alignment and canvas connection went; a
        // few came; the first view's connections and the others stayed.
        #expect(before.subtracting(after).count < 8)
        #expect(after.subtracting(before).count < 8)
        #expect(before.intersection(after).count > 8)
        #expect(children[1].frame == CGRect(x: 70, y: 0, width: 230, height: 100))
    }

    @Test func aSpacerLeftUnusedByHidingIsNoProblem() {
        let (stack, children) = layOut(StackFixture(name: "", distribution: .equalSpacing, expected: []))
        children[1].isHidden = true
        let diagnostics = LayoutDiagnostics.capture { stack.layoutIfNeeded() }.diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(children[2].frame == CGRect(x: 270, y: 0, width: 30, height: 100))
        #expect(!stack.hasAmbiguousLayout)
    }

    @Test func changingTheAxisAndSpacingLaysOutAgain() {
        let (stack, children) = layOut(StackFixture(name: "", expected: []))
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        stack.axis = .vertical
        stack.spacing = 5
        stack.layoutIfNeeded()
        #expect(children.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 25, width: 100, height: 40), CGRect(x: 0, y: 70, width: 100, height: 230),
        ])
    }

    @Test func removingAnArrangedViewKeepsItAsASubview() {
        let (stack, children) = layOut(StackFixture(name: "", expected: []))
        stack.removeArrangedSubview(children[0])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(children[0].superview === stack)
        stack.layoutIfNeeded()
        #expect(children[1].frame.minX == 0)
    }

    @Test func removingFromTheSuperviewLeavesTheArrangement() {
        let (stack, children) = layOut(StackFixture(name: "", expected: []))
        children[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [children[0], children[2]].map(ObjectIdentifier.init))
        stack.layoutIfNeeded()
        #expect(children[2].frame == CGRect(x: 60, y: 0, width: 240, height: 100))
    }

    @Test func anArrangedViewMovedToAnotherStackBelongsToThatOne() {
        let (first, children) = layOut(StackFixture(name: "", expected: []))
        let second = UIStackView(arrangedSubviews: [IntrinsicView(40, 20)])
        second.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        second.addArrangedSubview(children[0])
        #expect(first.arrangedSubviews.count == 2)
        #expect(children[0].superview === second)
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        #expect(children[1].frame.minX == 0)
        #expect(children[0].frame == CGRect(x: 40, y: 0, width: 160, height: 50))
        children[0].isHidden = true  // now the second stack's business
        second.layoutIfNeeded()
        #expect(children[0].frame.width == 0)
        #expect(second.arrangedSubviews[0].frame.width == 200)
    }

    @Test func insertingPlacesTheViewAtItsIndex() {
        let (stack, children) = layOut(StackFixture(name: "", expected: []))
        let inserted = IntrinsicView(20, 20)
        stack.insertArrangedSubview(inserted, at: 1)
        stack.layoutIfNeeded()
        #expect(inserted.frame.minX == 60)
        #expect(children[1].frame.minX == 90)
        #expect(stack.customSpacing(after: inserted) == UIStackView.spacingUseDefault)
    }

    @Test func insertingAnArrangedViewAgainMovesIt() {
        let (stack, children) = layOut(StackFixture(name: "", expected: []))
        stack.insertArrangedSubview(children[2], at: 0)
        stack.addArrangedSubview(children[0])
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [children[2], children[1], children[0]].map(ObjectIdentifier.init))
        stack.removeArrangedSubview(children[1])
        stack.removeArrangedSubview(children[1])  // no longer arranged: nothing happens
        #expect(stack.arrangedSubviews.count == 2)
        #expect(children[1].superview === stack)
    }

    @Test func anIntrinsicSizeChangeMovesTheRest() {
        let (stack, children) = layOut(StackFixture(name: "", expected: []))
        children[0].size = CGSize(width: 70, height: 20)
        children[0].invalidateIntrinsicContentSize()
        stack.layoutIfNeeded()
        #expect(children.map(\.frame.minX) == [0, 80, 170])
        #expect(children[2].frame.width == 130)
    }

    /// Ties go to the later view at the views' present lengths: a view that
    /// grew past what fits keeps its new length and the next one gives way,
    /// whether it grew before the first layout or after.
    @Test(arguments: [false, true])
    func tiesAreSettledAtTheNewIntrinsicLength(laidOutBefore: Bool) {
        let first = IntrinsicView(100, 20), second = IntrinsicView(100, 20)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        if laidOutBefore {
            stack.layoutIfNeeded()
            #expect(first.frame.width == 100 && second.frame.width == 200)
        }
        first.size.width = 250
        first.invalidateIntrinsicContentSize()
        stack.layoutIfNeeded()
        #expect(first.frame.width == 250)
        #expect(second.frame == CGRect(x: 250, y: 0, width: 50, height: 20))
    }

    // The seed timeline cell's rows.

    @Test(arguments: [(300, [0, 88, 260], [80, 164, 40]), (200, [0, 88, 160], [80, 64, 40])] as [(CGFloat, [CGFloat], [CGFloat])])
    func aTimelineHeaderRowTruncatesTheUserNameFirst(width: CGFloat, xs: [CGFloat], widths: [CGFloat]) {
        let displayName = IntrinsicView(80, 20), userName = IntrinsicView(120, 20), date = IntrinsicView(40, 20)
        displayName.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        date.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        userName.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [displayName, userName, date])
        row.spacing = 8
        row.frame = CGRect(x: 0, y: 0, width: width, height: 20)
        row.layoutIfNeeded()
        #expect([displayName, userName, date].map(\.frame.minX) == xs)
        #expect([displayName, userName, date].map(\.frame.width) == widths)
    }

    @Test func aWrappingTextInALeadingColumnSizesTheCell() {
        let cell = UIView()
        let column = UIStackView()
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(column)
        let header = IntrinsicView(120, 20)
        let body = WrappingText(characters: 60)  // 420 points on one line
        column.addArrangedSubview(header)
        column.addArrangedSubview(body)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            column.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            column.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            column.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
            body.widthAnchor.constraint(equalTo: column.widthAnchor),
        ])
        // 200 − 20 = 180 points: 25 characters a line, 3 lines of 20.
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 200, height: 10 + 20 + 4 + 60 + 10))
    }

    @Test func aCenteredRowWithAnAvatarSizedFromTheFont() {
        let pointSize: CGFloat = 13
        let avatar = UIView()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        let label = IntrinsicView(100, 16)
        let row = UIStackView(arrangedSubviews: [avatar, label])
        row.alignment = .center
        row.spacing = 4
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: pointSize * 1.5),
            avatar.heightAnchor.constraint(equalToConstant: pointSize * 1.5),
        ])
        let size = row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 19.5 + 4 + 100, height: 19.5))
        row.frame = CGRect(origin: .zero, size: size)
        row.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 23.5, y: 1.75, width: 100, height: 16))
    }

    @Test func nestedStacksFitTheirContent() {
        let inner = UIStackView(arrangedSubviews: [IntrinsicView(40, 10), IntrinsicView(60, 30)])
        inner.spacing = 5
        let outer = UIStackView(arrangedSubviews: [IntrinsicView(200, 20), inner])
        outer.axis = .vertical
        outer.alignment = .leading
        outer.spacing = 10
        let size = outer.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 200, height: 20 + 10 + 30))
        outer.frame = CGRect(origin: .zero, size: size)
        outer.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 30, width: 105, height: 30))
    }
}

@MainActor
@Suite struct UIStackViewDiagnosticsTests {
    @Test func aConflictNamesTheStacksConstraintsAsUIKitDoes() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 100),
            a.widthAnchor.constraint(equalToConstant: 80), b.widthAnchor.constraint(equalToConstant: 80),
        ])
        let diagnostics = LayoutDiagnostics.capture { root.layoutIfNeeded() }.diagnostics
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        let identifiers = diagnostics.flatMap(\.constraints).compactMap(\.identifier)
        #expect(identifiers.contains("UISV-spacing") && identifiers.contains("UISV-canvas-connection"), "\(identifiers)")
    }
}
