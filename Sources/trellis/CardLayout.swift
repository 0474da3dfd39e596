import TrellisSolver

/// A feed card built from constraints only: an avatar, a name that prefers its
/// natural width, a badge pinned to the trailing edge, and a body text whose
/// height depends on the width it is given.
///
/// The body's height is found as the layout engine will find a label's: solve,
/// measure the text at the solved width, set the height constraint's constant
/// in place, solve again (until the width stops changing).
final class CardLayout {
    struct Box {
        let name: String
        let x = Variable(), y = Variable(), width = Variable(), height = Variable()
        init(_ name: String) { self.name = name }
        var trailing: LinearExpression { x + width }
        var bottom: LinearExpression { y + height }
    }

    let solver = Solver()
    let containerWidth = Variable("container.width")
    let cardHeight = Variable("card.height")
    let avatar = Box("avatar"), name = Box("name"), badge = Box("badge"), body = Box("body")
    let bodyText: String
    private let bodyHeight: Constraint

    /// Every character 7 pt wide and every line 20 pt tall: a fixed metric, so
    /// the demo's numbers are the same on every machine.
    static func textHeight(_ text: String, width: Double) -> Double {
        let perLine = max(1, Int(width / 7))
        return Double((text.count + perLine - 1) / perLine) * 20
    }

    init(bodyText: String) throws(SolverError) {
        self.bodyText = bodyText
        bodyHeight = Constraint(body.height, .equal, 20, identifier: "body.height")
        let s = solver
        try s.addEditVariable(containerWidth, priority: 999)
        let constraints: [Constraint] = [
            // Avatar: 48 × 48 at the top leading corner, 16 pt margins.
            Constraint(avatar.x, .equal, 16), Constraint(avatar.y, .equal, 16),
            Constraint(avatar.width, .equal, 48), Constraint(avatar.height, .equal, 48),
            // Name: after the avatar, natural width 180 (hugging at 250), one line.
            Constraint(name.x, .equal, avatar.trailing + 12), Constraint(name.y, .equal, 16),
            Constraint(name.height, .equal, 20), Constraint(name.width, .greaterThanOrEqual, 0),
            Constraint(name.width, .equal, 180, priority: 250),
            // Badge: 60 wide at the trailing margin; never overlaps the name.
            Constraint(badge.width, .equal, 60), Constraint(badge.height, .equal, 20),
            Constraint(badge.y, .equal, 16),
            Constraint(badge.trailing, .equal, containerWidth - 16),
            Constraint(badge.x, .greaterThanOrEqual, name.trailing + 8),
            // Body: under the name, to the trailing margin.
            Constraint(body.x, .equal, name.x), Constraint(body.y, .equal, name.bottom + 6),
            Constraint(body.trailing, .equal, containerWidth - 16), bodyHeight,
            // The card hugs whatever is lowest, plus a 16 pt margin.
            Constraint(cardHeight, .greaterThanOrEqual, avatar.bottom + 16),
            Constraint(cardHeight, .greaterThanOrEqual, body.bottom + 16),
            Constraint(cardHeight, .equal, 0, priority: 50),
        ]
        for constraint in constraints { try s.add(constraint) }
    }

    /// Lays the card out at `width`; returns how many solve passes it took.
    @discardableResult
    func layout(width: Double) throws(SolverError) -> Int {
        try solver.suggestValue(width, for: containerWidth)
        var passes = 1
        while true {
            let measured = Self.textHeight(bodyText, width: solver.value(of: body.width))
            if measured == solver.value(of: body.height) || passes > 8 { return passes }
            try solver.setConstant(-measured, of: bodyHeight)
            passes += 1
        }
    }

    func frame(of box: Box) -> (x: Double, y: Double, width: Double, height: Double) {
        (solver.value(of: box.x), solver.value(of: box.y), solver.value(of: box.width), solver.value(of: box.height))
    }
}
