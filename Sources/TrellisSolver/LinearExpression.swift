/// One term of a linear expression: `coefficient · variable`.
public struct Term: Sendable, CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// Its factor.
    public var coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(formatted(coefficient))·\(variable)"
    }
}

/// `Σ coefficient · variable + constant`: one side of a constraint.
///
/// Built with the arithmetic operators, e.g. `left + width + 8` or `0.5 * x`.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were written (repeats allowed).
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public var description: String {
        var text = ""
        for (k, term) in terms.enumerated() {
            let magnitude = Term(term.variable, abs(term.coefficient)).description
            text += k == 0 ? (term.coefficient < 0 ? "-" + magnitude : magnitude) : (term.coefficient < 0 ? " - " : " + ") + magnitude
        }
        if text.isEmpty { return formatted(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + formatted(abs(constant)) }
        return text
    }
}

/// A number as people write it: `44`, `0.5`, `999.5`.
func formatted(_ value: Double) -> String {
    let text = String(value)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

/// A value usable as one side of a constraint: a variable, an expression or a number.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression([Term(self)]) }
}

/// A number is a constant expression.
extension Double: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

/// A number is a constant expression.
extension Int: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}

/// A number literal is a constant expression: `Constraint(width, .equal, 100)`.
extension LinearExpression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }
}

// MARK: - Arithmetic

extension LinearExpression {
    /// Adds `factor` times `other` to the expression, in place: the terms
    /// grow once, where `self + factor * other` makes three arrays.
    public mutating func add(_ other: LinearExpression, times factor: Double) {
        constant += other.constant * factor
        guard !other.terms.isEmpty else { return }
        terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
    }

    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.add(rhs, times: 1)
        return sum
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    /// The expression plus a number.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a number.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// The expression negated.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        -1.0 * operand
    }

    /// The expression scaled by `factor`.
    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        LinearExpression(
            expression.terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: expression.constant * factor)
    }

    /// The expression scaled by `factor`.
    public static func * (expression: LinearExpression, factor: Double) -> LinearExpression {
        factor * expression
    }

    /// The expression divided by `divisor`.
    public static func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
        (1.0 / divisor) * expression
    }
}

extension Variable {
    /// A variable plus a variable, an expression or a number.
    public static func + (lhs: Variable, rhs: LinearExpressionConvertible) -> LinearExpression {
        lhs.linearExpression + rhs.linearExpression
    }

    /// A variable plus a variable (one array of terms, made once: the
    /// layout engine writes an edge as `x + width` for every constraint).
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs)])
    }

    /// A variable plus an expression (one array of terms, made once).
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(1 + rhs.terms.count)
        terms.append(Term(lhs))
        terms.append(contentsOf: rhs.terms)
        return LinearExpression(terms, constant: rhs.constant)
    }

    /// An expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + rhs.linearExpression
    }

    /// A number plus a variable.
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
        lhs.linearExpression + rhs.linearExpression
    }

    /// A variable minus a variable, an expression or a number.
    public static func - (lhs: Variable, rhs: LinearExpressionConvertible) -> LinearExpression {
        lhs.linearExpression - rhs.linearExpression
    }

    /// An expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - rhs.linearExpression
    }

    /// A number minus a variable.
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
        lhs.linearExpression - rhs.linearExpression
    }

    /// The variable negated.
    public static prefix func - (operand: Variable) -> LinearExpression {
        -operand.linearExpression
    }

    /// The variable scaled by `factor`.
    public static func * (factor: Double, variable: Variable) -> LinearExpression {
        LinearExpression([Term(variable, factor)])
    }

    /// The variable scaled by `factor`.
    public static func * (variable: Variable, factor: Double) -> LinearExpression {
        factor * variable
    }

    /// The variable divided by `divisor`.
    public static func / (variable: Variable, divisor: Double) -> LinearExpression {
        (1.0 / divisor) * variable
    }
}
