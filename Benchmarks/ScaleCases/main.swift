import CompareTiming
import Foundation
import Trellis

// Layouts at sizes careless apps reach: a stack view with many arranged
// views, a long chain of constraints, a very deep view tree. Each is built
// and laid out once, timed with the monotonic clock (tearing it down comes
// after the clock is read: it is not the first layout); the goals are the
// figures a user can wait for (UIKit lays a 1,000-view stack out in well
// under a second).
//
//   scale-cases [--percent P] [stack|chain|tree …]
//       sizes at P % (default 100: 1,000 arranged views, a chain of 10,000
//       views, a tree 30,000 deep); only the cases named, if any
//   scale-cases --sweep
//       stacks and chains of 10, 100, 1,000 and 10,000 views, each built and
//       laid out once (best of three below 10,000), and the growth from one
//       size to the next as the slope of time against size on log scales
//       (1: linear; 2: quadratic)

let arguments = Array(CommandLine.arguments.dropFirst())
let factor = Double(option("--percent", in: arguments) ?? 100) / 100
let named = Set(arguments.filter { ["stack", "chain", "tree"].contains($0) })
func runs(_ name: String) -> Bool { named.isEmpty || named.contains(name) }
private let clock = ContinuousClock()

@MainActor func timed(_ name: String, goal: Double, _ body: () -> UIView) {
    let start = clock.now
    let root = body()
    let time = seconds(clock.now - start)
    withExtendedLifetime(root) {}
    print("| \(name) | \(formatDuration(time)) | \(formatDuration(goal)) | \(time <= goal ? "met" : "not met") |")
}

/// A stack view of `count` arranged views 10 points tall, pinned at the top of a phone-sized root, laid out.
@MainActor func stackOfViews(_ count: Int) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let views = (0..<count).map { _ in
        let view = UIView()
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        return view
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    // Pinned at the top, as tall as its views make it.
    NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.widthAnchor.constraint(equalTo: root.widthAnchor),
    ])
    root.layoutIfNeeded()
    precondition(views.last!.frame.minY == CGFloat(count - 1) * 10)
    return root
}

/// A chain of `count` views of equal width across a phone-sized root, laid out.
@MainActor func chainOfViews(_ count: Int) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var constraints: [NSLayoutConstraint] = []
    var previous: UIView?
    for _ in 0..<count {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
        constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
        if let previous {
            constraints.append(view.leadingAnchor.constraint(equalTo: previous.trailingAnchor))
            constraints.append(view.widthAnchor.constraint(equalTo: previous.widthAnchor))
        } else {
            constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor))
        }
        previous = view
    }
    constraints.append(previous!.trailingAnchor.constraint(equalTo: root.trailingAnchor))
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
}

/// A tree `depth` views deep, laid out.
@MainActor func deepTree(_ depth: Int) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var parent = root
    for _ in 0..<depth {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(view)
        parent = view
    }
    root.layoutIfNeeded()
    return root
}

/// Seconds `body` takes once (the best of `tries`), its result released after the clock is read.
@MainActor func bestSeconds(of tries: Int, _ body: () -> UIView) -> Double {
    (0..<tries).map { _ in
        let start = clock.now
        let root = body()
        let time = seconds(clock.now - start)
        withExtendedLifetime(root) {}
        return time
    }.min()!
}

MainActor.assumeIsolated {
    if arguments.contains("--sweep") {
        print("| case | 10 | 100 | 1,000 | 10,000 | growth (log-log slope) 10→100, 100→1,000, 1,000→10,000 |\n|---|---|---|---|---|---|")
        for (name, build) in [("UIStackView of N views", stackOfViews), ("chain of N equal-width views", chainOfViews)] as [(String, @MainActor (Int) -> UIView)] {
            let sizes = [10, 100, 1_000, 10_000]
            let times = sizes.map { size in bestSeconds(of: size < 10_000 ? 3 : 1) { build(size) } }
            let slopes = zip(times, times.dropFirst()).map { String(format: "%.2f", log10($1 / $0)) }
            print("| \(name) | " + times.map(formatDuration).joined(separator: " | ") + " | " + slopes.joined(separator: ", ") + " |")
        }
        return
    }
    print("| case | time | goal | |\n|---|---|---|---|")
    let stackCount = Int(1_000 * factor)
    if runs("stack") { timed("UIStackView, \(stackCount) arranged views: build + first layout", goal: 0.010) { stackOfViews(stackCount) } }
    let chainCount = Int(10_000 * factor)
    if runs("chain") { timed("chain of \(chainCount) equal-width views: build + first layout", goal: 0.200) { chainOfViews(chainCount) } }
    let depth = Int(30_000 * factor)
    if runs("tree") { timed("view tree \(depth) deep: build + first layout", goal: 0.200) { deepTree(depth) } }
}
