import Foundation
internal import TrellisSolver

/// Every change the engine makes to its solver goes through here, so that a
/// conflict is reported (with every constraint of it, and the objects they
/// belong to) and layout goes on.
extension LayoutEngine {
    /// What became of a constraint handed to the solver.
    enum Addition {
        /// It is in the solver.
        case added
        /// It conflicts with the required constraints already there: left out,
        /// as UIKit breaks it.
        case broken
        /// It cannot be a constraint at all.
        case refused
    }

    /// Adds a solver constraint. One that would make the required
    /// constraints unsatisfiable is broken as UIKit breaks it: left out of
    /// the solver and reported (unless `quietly`) with the whole conflict;
    /// layout goes on.
    @discardableResult
    func add(_ constraint: Constraint, quietly: Bool = false) -> Addition {
        hasUnsolvedChanges = true
        do {
            try solver.add(constraint)
            return .added
        } catch let .unsatisfiable(_, conflicting) {
            guard !quietly else { return .broken }
            let broken: NSLayoutConstraint? =
                if case let .layout(layout)? = origins[constraint] { layout.takeUnretainedValue() } else { nil }
            report(
                .unsatisfiable, conflicting + [constraint],
                "Unable to simultaneously satisfy constraints.\n\(describeAll(conflicting + [constraint]))\nWill attempt to recover by breaking constraint\n    \(describe(constraint))",
                broken: broken)
            return .broken
        } catch {
            if !quietly { report(.invalidConstraint, [constraint], "\(describe(constraint)) was refused: \(error)") }
            return .refused
        }
    }

    /// Moves a solver constraint's constant in place. A conflict keeps the
    /// previous constant, reported, unless the constraint is the `layout`
    /// constraint whose constant moved: that one is broken, as UIKit breaks
    /// it (left out of the solver until it can hold again).
    func setConstant(_ constant: Double, of constraint: Constraint, breaking layout: NSLayoutConstraint? = nil) {
        hasUnsolvedChanges = true
        if !brokenConstraints.isEmpty { retriesBrokenConstraints = true }
        do {
            try solver.setConstant(constant, of: constraint)
        } catch .unknownConstraint {
            // Left out earlier (its add was refused and reported then).
        } catch let .unsatisfiable(_, conflicting) {
            let conflict = describeAll(conflicting + [constraint])
            guard let layout else {
                return report(
                    .unsatisfiable, conflicting + [constraint],
                    "Unable to simultaneously satisfy constraints.\n\(conflict)\nWill attempt to recover by keeping the previous constant of\n    \(describe(constraint))")
            }
            report(
                .unsatisfiable, conflicting + [constraint],
                "Unable to simultaneously satisfy constraints.\n\(conflict)\nWill attempt to recover by breaking constraint\n    \(describe(constraint))",
                broken: layout)
            uninstall(layout)
            brokenConstraints.append(layout)
            layout.installedLink = link
        } catch {
            report(.invalidConstraint, [constraint], "\(describe(constraint)): \(error)")
        }
    }

    /// Takes a solver constraint out (if it is in) and forgets where it came from.
    func remove(_ constraint: Constraint) {
        hasUnsolvedChanges = true
        if solver.contains(constraint) {
            try? solver.remove(constraint)
            if !brokenConstraints.isEmpty { retriesBrokenConstraints = true }
        }
        origins[constraint] = nil
    }

    /// A solver constraint as UIKit would name it: the `NSLayoutConstraint`'s
    /// description, or the view and what the engine made it for.
    func describe(_ constraint: Constraint) -> String {
        switch origins[constraint] {
        case let .layout(layout)?: layout.takeUnretainedValue().description
        case let .item(item, what)?: "\(layoutItemName(item.takeUnretainedValue())) \(what)"
        case let .autoresizing(view)?:
            "\(view.takeUnretainedValue().shortDescription) \(Self.autoresizingName(view.takeUnretainedValue().autoresizingMask))"
        case nil: constraint.description
        }
    }

    private func describeAll(_ constraints: [Constraint]) -> String {
        constraints.map { "    \(describe($0))" }.joined(separator: "\n")
    }

    /// Reports a diagnostic carrying the `NSLayoutConstraint`s among `constraints`
    /// and the views and guides the others were made for.
    func report(
        _ kind: LayoutDiagnostic.Kind, _ constraints: [Constraint], _ message: String, views extraViews: [UIView] = [], broken: NSLayoutConstraint? = nil
    ) {
        var layoutConstraints: [NSLayoutConstraint] = [], views: [UIView] = extraViews, guides: [UILayoutGuide] = []
        func note(_ item: AnyObject?) {
            if let view = item as? UIView, !views.contains(where: { $0 === view }) { views.append(view) }
            if let guide = item as? UILayoutGuide, !guides.contains(where: { $0 === guide }) { guides.append(guide) }
        }
        for constraint in constraints {
            switch origins[constraint] {
            case let .layout(layout)?:
                let layout = layout.takeUnretainedValue()
                layoutConstraints.append(layout)
                note(layout.firstItem)
                note(layout.secondItem)
            case let .item(item, _)?: note(item.takeUnretainedValue())
            case let .autoresizing(view)?: note(view.takeUnretainedValue())
            case nil: break
            }
        }
        LayoutDiagnostics.report(kind, message, views: views, constraints: layoutConstraints, layoutGuides: guides, brokenConstraint: broken)
    }

    // MARK: Content that does not fit its root

    /// Reports, once per size, that the root's required content needs another size than its frame.
    func reportIfContentDoesNotFit() {
        guard let slot = slot(of: root) else { return }
        let record = records[slot].rect
        let solved = CGSize(width: solver.value(of: record.width), height: solver.value(of: record.height))
        let frame = root.frame.size
        guard abs(solved.width - frame.width) > 1e-6 || abs(solved.height - frame.height) > 1e-6 else {
            reportedMisfit = nil
            return
        }
        guard solved != reportedMisfit else { return }
        reportedMisfit = solved
        if root.hasOwnLayoutEngine {
            return reportEncapsulatedConflict(record, solved: solved, frame: frame)
        }
        LayoutDiagnostics.report(
            .unsatisfiable,
            "The required constraints of \(root.shortDescription)'s content need a size of \(format(solved.width)) × \(format(solved.height)); its frame is \(format(frame.width)) × \(format(frame.height)). The content is laid out at the size it needs.",
            views: [root])
    }

    /// A cell's content needs another size than its container gave it: the
    /// conflict told as UIKit tells it, with the container's size as UIKit's
    /// required `UIView-Encapsulated-Layout-Width/Height` constraints and
    /// every constraint of the content that it conflicts with (found by trying
    /// that size as required, and taking the attempt back). Trellis keeps all
    /// of the content's constraints and lays it out at the size it needs.
    private func reportEncapsulatedConflict(_ record: ItemRect, solved: CGSize, frame: CGSize) {
        for (variable, given, needed, name) in [(record.width, frame.width, solved.width, "Width"), (record.height, frame.height, solved.height, "Height")]
        where abs(given - needed) > 1e-6 {
            let encapsulated = "'UIView-Encapsulated-Layout-\(name)' \(root.shortDescription).\(name.lowercased()) == \(format(given))"
            var conflicting: [Constraint] = []
            do {
                let probe = Constraint(variable, .equal, Double(given))
                try solver.add(probe)
                try? solver.remove(probe)
            } catch let .unsatisfiable(_, found) {
                conflicting = found
            } catch {}
            let conflict = conflicting.map { "    \(describe($0))\n" }.joined()
            report(
                .unsatisfiable, conflicting,
                "Unable to simultaneously satisfy constraints.\n\(conflict)    \(encapsulated)\nThe content of \(root.shortDescription) needs a \(name.lowercased()) of \(format(needed)); it keeps its constraints and is laid out at that \(name.lowercased()). Lower the priority of one of them (999 instead of required) to let the cell's \(name.lowercased()) win.",
                views: [root])
        }
    }
}
