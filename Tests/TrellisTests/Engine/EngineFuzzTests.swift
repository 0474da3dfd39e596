import Foundation
import Testing
import TrellisTestSupport
@testable import Trellis

/// One step a careless app takes with views and constraints. Indices are
/// taken modulo what exists when the step runs, so that any subsequence of
/// steps (what shrinking tries) still runs.
enum EngineStep: CustomStringConvertible, Sendable {
    case addView(parent: Int, intrinsic: CGSize?, autoresizing: Bool)
    case move(view: Int, to: Int)
    case remove(view: Int)
    case constrain(first: Int, second: Int?, kind: Int, constant: CGFloat, multiplier: CGFloat, priority: Float?)
    case setConstant(constraint: Int, CGFloat)
    case toggle(constraint: Int)
    case setPriority(constraint: Int, Float)
    /// Makes a view's `layoutSubviews()` change a constraint and lay out again from inside the pass.
    case reenterLayout(view: Int, constraint: Int, superview: Bool)
    case layout

    var description: String {
        switch self {
        case let .addView(parent, intrinsic, autoresizing):
            "addView(parent: \(parent), intrinsic: \(intrinsic.map { "\($0.width)×\($0.height)" } ?? "none"), autoresizing: \(autoresizing))"
        case let .move(view, to): "move(\(view) → \(to))"
        case let .remove(view): "remove(\(view))"
        case let .constrain(first, second, kind, constant, multiplier, priority):
            "constrain(\(first), \(second.map(String.init) ?? "stranger"), kind \(kind), c \(constant), m \(multiplier), p \(priority.map { "\($0)" } ?? "-"))"
        case let .setConstant(constraint, value): "setConstant(\(constraint), \(value))"
        case let .toggle(constraint): "toggle(\(constraint))"
        case let .setPriority(constraint, value): "setPriority(\(constraint), \(value))"
        case let .reenterLayout(view, constraint, superview): "reenterLayout(view \(view), constraint \(constraint), superview: \(superview))"
        case .layout: "layout"
        }
    }

    /// A random step: numbers sane most of the time, and NaN, infinities and huge values now and then.
    static func random(_ generator: inout SeededGenerator) -> EngineStep {
        func number() -> CGFloat {
            switch Int.random(in: 0..<40, using: &generator) {
            case 0: .nan
            case 1: .infinity
            case 2: -.greatestFiniteMagnitude
            case 3: 1e300
            default: CGFloat(Int.random(in: -200...400, using: &generator))
            }
        }
        func index() -> Int { Int.random(in: 0..<64, using: &generator) }
        switch Int.random(in: 0..<20, using: &generator) {
        case 0...3:
            let intrinsic = Bool.random(using: &generator) ? CGSize(width: number(), height: number()) : nil
            return .addView(parent: index(), intrinsic: intrinsic, autoresizing: Int.random(in: 0..<4, using: &generator) == 0)
        case 4: return .move(view: index(), to: index())
        case 5: return .remove(view: index())
        case 6...11:
            let priority: Float? = Bool.random(using: &generator) ? [1000, 999, 750, 250, 1, 0, .nan][Int.random(in: 0..<7, using: &generator)] : nil
            return .constrain(
                first: index(), second: Int.random(in: 0..<15, using: &generator) == 0 ? nil : index(), kind: Int.random(in: 0..<5, using: &generator),
                constant: number(), multiplier: [0.5, 1, 2, -1, .nan, 1e300][Int.random(in: 0..<6, using: &generator)], priority: priority)
        case 12, 13: return .setConstant(constraint: index(), number())
        case 14: return .toggle(constraint: index())
        case 15: return .setPriority(constraint: index(), [1000, 999, 500, 1, 1001, .nan][Int.random(in: 0..<6, using: &generator)])
        case 16: return .reenterLayout(view: index(), constraint: index(), superview: Bool.random(using: &generator))
        default: return .layout
        }
    }
}

/// A view whose `layoutSubviews()` may re-enter layout, as apps' do.
@MainActor
final class FuzzedView: UIView {
    var intrinsic: CGSize?
    var reentry: (constraint: NSLayoutConstraint, superview: Bool)?
    override var intrinsicContentSize: CGSize { intrinsic ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let reentry else { return }
        reentry.constraint.constant = reentry.constraint.constant == 10 ? 20 : 10
        if reentry.superview { superview?.layoutIfNeeded() } else { layoutIfNeeded() }
    }
}

/// Random view trees, constraints and re-entrant layouts, sane and not: the
/// engine never traps or hangs, every frame is finite, every active
/// constraint's numbers are finite, and the engine kept up to date step by
/// step gives the frames a fresh engine gives the same tree (where the
/// constraints decide them and do not conflict). A failure shrinks to the
/// fewest steps that fail.
@MainActor
@Suite struct EngineFuzzTests {
    /// Runs `steps` on a fresh tree; what is wrong with the result, if anything.
    static func problem(after steps: [EngineStep]) -> String? {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var views: [UIView] = [root]
        var constraints: [NSLayoutConstraint] = []
        let stranger = UIView()  // in no tree: constraints to it are refused
        _ = LayoutDiagnostics.capture {
            for step in steps {
                switch step {
                case let .addView(parent, intrinsic, autoresizing):
                    let view = FuzzedView()
                    view.intrinsic = intrinsic
                    view.translatesAutoresizingMaskIntoConstraints = autoresizing
                    if autoresizing { view.frame = CGRect(x: 5, y: 5, width: 40, height: 40) }
                    views[parent % views.count].addSubview(view)
                    views.append(view)
                case let .move(view, to):
                    views[to % views.count].addSubview(views[view % views.count])
                case let .remove(view):
                    if views.count > 1 { views[1 + view % (views.count - 1)].removeFromSuperview() }
                case let .constrain(first, second, kind, constant, multiplier, priority):
                    let a = views[first % views.count], b = second.map { views[$0 % views.count] } ?? stranger
                    let c: NSLayoutConstraint =
                        switch kind {
                        case 0: a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: constant)
                        case 1: a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: constant)
                        case 2: a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: multiplier, constant: constant)
                        case 3: a.centerYAnchor.constraint(equalTo: b.layoutMarginsGuide.centerYAnchor, constant: constant)
                        default: a.heightAnchor.constraint(lessThanOrEqualToConstant: constant)
                        }
                    if let priority { c.priority = UILayoutPriority(priority) }
                    c.isActive = true
                    constraints.append(c)
                case let .setConstant(constraint, value):
                    if !constraints.isEmpty { constraints[constraint % constraints.count].constant = value }
                case let .toggle(constraint):
                    if !constraints.isEmpty { constraints[constraint % constraints.count].isActive.toggle() }
                case let .setPriority(constraint, value):
                    if !constraints.isEmpty { constraints[constraint % constraints.count].priority = UILayoutPriority(value) }
                case let .reenterLayout(view, constraint, superview):
                    if !constraints.isEmpty, let view = views[view % views.count] as? FuzzedView {
                        view.reentry = (constraints[constraint % constraints.count], superview)
                    }
                case .layout:
                    root.layoutIfNeeded()
                }
            }
        }
        let (_, lastPass) = LayoutDiagnostics.capture { root.layoutIfNeeded() }
        let inTree = views.filter { $0.isDescendant(of: root) }
        for view in inTree {
            let f = view.frame
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { return "a frame is not finite: \(f)" }
        }
        for c in constraints where c.isActive {
            guard c.constant.isFinite, c.multiplier.isFinite else { return "an active constraint has a non-finite number: \(c)" }
        }
        // Kept up to date step by step, or built afresh: the same frames where
        // they are decided — unless required constraints conflict, where which
        // one gives way depends on the order they came in (in UIKit too), or
        // the last pass did not settle (it is left as its last round laid it out).
        if lastPass.contains(where: { $0.kind == .notConverged || $0.kind == .unsatisfiable }) { return nil }
        for case let view as FuzzedView in inTree { view.reentry = nil }
        let decided = inTree.filter { !$0.hasAmbiguousLayout }
        let incremental = decided.map(\.frame)
        let (_, rebuilt) = LayoutDiagnostics.capture {
            root.layoutStructureDidChange()
            root.layoutIfNeeded()
        }
        guard !rebuilt.contains(where: { $0.kind == .unsatisfiable }) else { return nil }
        for (view, frame) in zip(decided, incremental) where !view.hasAmbiguousLayout {
            let fresh = view.frame
            let close = abs(fresh.minX - frame.minX) < 1e-6 && abs(fresh.minY - frame.minY) < 1e-6
                && abs(fresh.width - frame.width) < 1e-6 && abs(fresh.height - frame.height) < 1e-6
            guard close else { return "\(view.shortDescription) was laid out at \(frame) step by step, at \(fresh) afresh" }
        }
        return nil
    }

    @Test func randomTreesConstraintsAndReentrantLayouts() {
        let failure = Fuzz.check(
            seed: 0xE17_61E, cases: 80,
            generate: { generator in (0..<Int.random(in: 1...60, using: &generator)).map { _ in EngineStep.random(&generator) } },
            shrink: Fuzz.shrinkArray,
            property: Self.problem(after:))
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
