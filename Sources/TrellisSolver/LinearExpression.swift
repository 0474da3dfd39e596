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

    public var description: String { coefficient == 1 ? variable.description : "\(coefficient)·\(variable)" }
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
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
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

extension Double: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}

extension LinearExpression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }
}

// MARK: - Arithmetic

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1.0 * rhs)
    }

    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        -1.0 * operand
    }

    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        LinearExpression(
            expression.terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: expression.constant * factor)
    }

    public static func * (expression: LinearExpression, factor: Double) -> LinearExpression {
        factor * expression
    }

    public static func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
        (1.0 / divisor) * expression
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: LinearExpressionConvertible) -> LinearExpression {
        lhs.linearExpression + rhs.linearExpression
    }

    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + rhs.linearExpression
    }

    public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
        lhs.linearExpression + rhs.linearExpression
    }

    public static func - (lhs: Variable, rhs: LinearExpressionConvertible) -> LinearExpression {
        lhs.linearExpression - rhs.linearExpression
    }

    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - rhs.linearExpression
    }

    public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
        lhs.linearExpression - rhs.linearExpression
    }

    public static prefix func - (operand: Variable) -> LinearExpression {
        -operand.linearExpression
    }

    public static func * (factor: Double, variable: Variable) -> LinearExpression {
        LinearExpression([Term(variable, factor)])
    }

    public static func * (variable: Variable, factor: Double) -> LinearExpression {
        factor * variable
    }

    public static func / (variable: Variable, divisor: Double) -> LinearExpression {
        (1.0 / divisor) * variable
    }
}
