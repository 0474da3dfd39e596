/// The simplex tableau behind ``Solver``, and every algorithm that changes it.
///
/// A value type, so that the hot loops touch its arrays without the dynamic
/// exclusivity checks that stored properties of a class cost.
///
/// The solver keeps a simplex tableau: every basic symbol has a row
/// `basic = constant + Σ coefficient · symbol`, every parametric symbol is 0,
/// and every restricted row (slack, error) has a constant ≥ 0. As in the
/// Cassowary paper the tableau has two parts:
///
/// - *Restricted rows* (basic slacks, errors and dummies), the objective and
///   the artificial row are fully reduced: they mention parametric symbols
///   only. The simplex steps work on these alone.
/// - *Unrestricted rows* (basic variables) are definitions that may also
///   mention basic variables defined before them (lower *rank*), forming a
///   DAG. `top₁ = top₀ + height₀ + 8` stays that short instead of becoming a
///   prefix sum over every card above it, which is what makes chains of views
///   and lists of cards cost O(n) instead of O(n²) rows and O(n³) work.
///   A row is expanded only where a restricted row needs it, highest rank
///   first, so shared ancestors cancel before they are ever expanded.
///
/// Adding a constraint that mentions a variable no other row mentions just
/// defines that variable; so does one whose variable only definitions
/// mention, when the definition can take its place in the rank order
/// (`defineWithoutExpanding(_:)`). Otherwise the constraint is reduced, a *subject* is
/// made basic (the parametric variable that occurs in the fewest rows, so
/// rows stay sparse, or a new slack or error), and the primal simplex
/// re-optimises. When no subject keeps the tableau feasible an artificial
/// variable finds a feasible basis or proves that none exists.
///
/// Changing a constant (`NSLayoutConstraint.constant`, an edit's suggested
/// value) shifts the constants of the rows that mention the constraint's
/// marker and restores feasibility with the dual simplex: no remove and re-add.
///
/// The objective is lexicographic over priority levels (``Objective``), so
/// priorities are strict. A column index (symbol → rows that mention it) and
/// an incrementally kept set of entering candidates make every step cost what
/// it touches, not the size of the system: unrelated groups of constraints
/// (the cells of a table) never slow each other down.
///
/// Every request that can fail is checked first or undone: after any thrown
/// error the solver is exactly as it was before the call.
struct Tableau {
    // MARK: Tableau, by symbol index

    /// The row of each basic symbol (an empty row where `isBasic` is false).
    /// Not optional, so that reading a row borrows it in place instead of
    /// copying it out of an `Optional`.
    private(set) var rows: [Row] = []
    /// Whether each symbol is basic.
    private(set) var isBasic: [Bool] = []
    /// The basic symbols whose rows mention each symbol (the column index).
    private(set) var columns: [SymbolSet] = []
    /// The constraint that owns each marker or error symbol (for explanations).
    private var owners: [Constraint?] = []
    /// The kind of the symbol that holds each index.
    private(set) var kinds: [Symbol.Kind] = []
    /// The variable of each external symbol.
    /// Unretained: `symbolForVariable` holds the strong reference for exactly
    /// as long, so reporting a changed variable costs no reference counting.
    private var variables: [Unmanaged<Variable>?] = []
    /// Whether each index holds a live variable: `variables[i] != nil` without a retain.
    private var hasVariable: [Bool] = []
    /// How many constraints mention each external symbol.
    private var uses: [Int] = []
    /// The definition order of each basic external symbol: its row may only
    /// mention basic external symbols of a lower rank. Not whole numbers, so
    /// that a definition can be moved between two others (see
    /// `defineWithoutExpanding(_:)`).
    private(set) var ranks: [Double] = []
    private var nextRank = 0.0
    /// The value of each external symbol, valid unless it is dirty.
    private var values: [Double] = []
    /// Whether an external symbol's value must be recomputed.
    private var isDirty: [Bool] = []
    private var dirty: [Symbol] = []
    /// The value of each external symbol as last reported by `updateVariables()`.
    private var reportedValues: [Double] = []
    /// External symbols whose value changed since the last report.
    private var isUnreported: [Bool] = []
    private var unreported: [Symbol] = []
    private var freeIndices: [Int] = []
    /// Zeroed work space by symbol index, for `reduced(_:)`.
    private var scratch: [Double] = []
    /// Reused storage of `reduced(_:)`'s list of touched symbols and its heap,
    /// kept empty between calls: a reduction allocates only the row it returns.
    private var reductionTouched: [Symbol] = []
    private var reductionHeap = RankHeap()
    /// Reused stack of `refreshValues()`.
    private var valueStack: [Symbol] = []
    /// Reused buffer of column changes, for `substitute(_:by:)`.
    private var columnChanges: [(Symbol, Bool)] = []

    private(set) var objective = Objective()
    /// Phase one's objective while a constraint is added through an artificial variable.
    private var artificial: Row?
    /// Restricted rows whose constant went negative, basic dummies whose constant left 0.
    private var infeasible: [Symbol] = []

    // MARK: Constraints and edits

    private struct Record {
        let constraint: Constraint
        /// The slack (inequality), dummy (required equality) or positive error (optional equality).
        let marker: Symbol
        /// The error of an optional constraint (the negative one, for an equality).
        let other: Symbol?
        /// The marker's coefficient in the constraint's own row, `constant + … + k·marker = 0`.
        let markerCoefficient: Double
        /// The objective level of an optional constraint.
        let level: Int?
        /// The distinct external symbols the constraint mentions.
        let variables: [Symbol]
        /// The constant of the expression, as last set.
        var constant: Double
        /// When it was added, for listing constraints in order.
        let sequence: Int
        /// Whether it is an edit's constraint, reachable through the edit API only.
        var isEdit = false
    }

    /// Records by id; an id stays with its constraint while it is in the solver,
    /// so an edit reaches its record without hashing the constraint again.
    private var records: [Record?] = []
    private var recordID: [Constraint: Int] = [:]
    private var freeRecordIDs: [Int] = []
    private var nextSequence = 0
    private(set) var symbolForVariable: [Variable: Symbol] = [:]
    /// The record id of each edit variable's constraint.
    private var edits: [Variable: Int] = [:]

    // MARK: Undo

    /// What the change under way has done, for undoing it (see `Journal`).
    private var journal = Journal()

    // MARK: - Public API

    var constraints: [Constraint] {
        records.compactMap { $0 }.filter { !$0.isEdit }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    func contains(_ constraint: Constraint) -> Bool {
        recordID[constraint] != nil
    }

    func constant(of constraint: Constraint) -> Double? {
        recordID[constraint].map { records[$0]!.constant }
    }

    mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard recordID[constraint] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        guard constraint.expression.constant.isFinite else { throw .nonFinite("The constant of \(constraint)") }
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .nonFinite("The coefficient of \(term.variable) in \(constraint)")
        }

        beginJournal()
        var (row, record) = makeRow(for: constraint)
        if let fresh = freshVariable(in: row) {
            // Nothing else mentions it: the constraint simply defines it.
            row.solve(for: fresh)
            putRow(fresh, row)
        } else if let conflicting = insert(&row, record) {
            rollBack()
            throw .unsatisfiable(constraint: constraint, conflicting: conflicting)
        }
        commitJournal()
        if let id = freeRecordIDs.popLast() {
            records[id] = record
            recordID[constraint] = id
        } else {
            recordID[constraint] = records.count
            records.append(record)
        }
        owners[record.marker.index] = constraint
        if let other = record.other { owners[other.index] = constraint }
        for symbol in record.variables { uses[symbol.index] += 1 }
        optimize()
    }

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let id = recordID.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        let record = records[id]!
        records[id] = nil
        freeRecordIDs.append(id)
        if let level = record.level {
            removeCost(of: record.marker, level: level)
            if let other = record.other { removeCost(of: other, level: level) }
        }
        // Make the marker basic and drop its row: that removes exactly this constraint.
        if takeRow(record.marker) == nil, let leaving = markerLeavingRow(record.marker) {
            var row = takeRow(leaving)!
            row.solve(for: leaving, record.marker)
            // A variable's definition may mention other variables: expand it
            // before it replaces the marker in restricted rows.
            substitute(record.marker, by: leaving.isExternal ? reduced(row) : row)
        }
        if let other = record.other {
            takeRow(other)
            forget(other)
        }
        forget(record.marker)
        infeasible.removeAll()
        for symbol in record.variables {
            uses[symbol.index] -= 1
            if uses[symbol.index] == 0 { release(variableSymbol: symbol) }
        }
        optimize()
    }

    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let id = recordID[constraint] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFinite("The constant \(constant) for \(constraint)") }
        try setConstant(constant, ofRecord: id)
    }

    private mutating func setConstant(_ constant: Double, ofRecord id: Int) throws(SolverError) {
        let record = records[id]!
        let constraint = record.constraint
        let delta = constant - record.constant
        if delta == 0 { return }
        // Only a required constraint can make the system unsatisfiable.
        let mayFail = constraint.priority.isRequired
        if mayFail {
            beginJournal()
            journal.recordsRows = true
        }
        shiftMarker(of: record, by: delta)
        if let failing = dualOptimize() {
            let conflicting = explain(rows[failing.index], basic: failing, excluding: constraint)
            rollBack()
            throw .unsatisfiable(constraint: constraint, conflicting: conflicting)
        }
        if mayFail { commitJournal() }
        records[id]!.constant = constant
    }

    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(
            expression: LinearExpression([Term(variable)]), relation: .equal, priority: priority,
            identifier: "edit(\(variable))")
        try add(constraint)
        let id = recordID[constraint]!
        records[id]!.isEdit = true
        edits[variable] = id
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let id = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(records[id]!.constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let id = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFinite("The suggested value \(value) for \(variable)") }
        // An optional constraint's constant never makes the system unsatisfiable.
        try setConstant(-value, ofRecord: id)
    }

    mutating func value(of variable: Variable) -> Double {
        guard let symbol = symbolForVariable[variable] else { return 0 }
        refreshValues()
        return values[symbol.index]
    }

    mutating func updateVariables(_ body: (Variable, Double) -> Void) {
        refreshValues()
        var pending = unreported
        unreported = []
        for symbol in pending {
            let i = symbol.index
            isUnreported[i] = false
            guard symbol.isExternal, let variable = variables[i], values[i] != reportedValues[i] else { continue }
            reportedValues[i] = values[i]
            let value = values[i]
            variable._withUnsafeGuaranteedRef { body($0, value) }
        }
        pending.removeAll(keepingCapacity: true)
        unreported = pending
    }

    /// Recomputes the values of the dirty variables and of every definition
    /// that mentions them, each after the definitions it reads (depth first,
    /// on an explicit stack, so a chain of any length cannot overflow).
    private mutating func refreshValues() {
        guard !dirty.isEmpty else { return }
        // The loop below runs once per changed variable on every layout pass:
        // it works on the arrays moved out of `self` (an O(1) swap) through
        // unsafe buffers, free of per-write uniqueness checks and retains.
        var cone = dirty, stack = valueStack
        var values = self.values, isDirty = self.isDirty, isUnreported = self.isUnreported, unreported = self.unreported
        (dirty, valueStack, self.values, self.isDirty, self.isUnreported, self.unreported) = ([], [], [], [], [], [])
        defer {
            cone.removeAll(keepingCapacity: true)
            stack.removeAll(keepingCapacity: true)
            (dirty, valueStack) = (cone, stack)
            (self.values, self.isDirty, self.isUnreported, self.unreported) = (values, isDirty, isUnreported, unreported)
        }
        columns.withUnsafeBufferPointer { columns in
            var next = 0
            while next < cone.count {
                columns[cone[next].index].forEach { dependent in
                    if dependent.isExternal && !isDirty[dependent.index] {
                        isDirty[dependent.index] = true
                        cone.append(dependent)
                    }
                }
                next += 1
            }
        }
        values.withUnsafeMutableBufferPointer { values in
            isDirty.withUnsafeMutableBufferPointer { isDirty in
                isUnreported.withUnsafeMutableBufferPointer { isUnreported in
                    isBasic.withUnsafeBufferPointer { isBasic in
                      rows.withUnsafeBufferPointer { rows in
                        for root in cone where isDirty[root.index] {
                            stack.append(root)
                            while let symbol = stack.last {
                                let i = symbol.index
                                guard isDirty[i] else {
                                    stack.removeLast()
                                    continue
                                }
                                var value = 0.0
                                if isBasic[i] {
                                    // Borrow the row in place rather than copy (and retain) it.
                                    let (computed, waitFor) = rows[i].value(
                                            values: UnsafeBufferPointer(values), isBasic: isBasic, isStale: UnsafeBufferPointer(isDirty))
                                    if let waitFor {
                                        stack.append(waitFor)
                                        continue
                                    }
                                    value = computed
                                }
                                stack.removeLast()
                                isDirty[i] = false
                                guard symbol.isExternal, hasVariable[i] else { continue }
                                if value != values[i] || values[i].isNaN {
                                    values[i] = value
                                    if !isUnreported[i] {
                                        isUnreported[i] = true
                                        unreported.append(symbol)
                                    }
                                }
                            }
                        }
                      }
                    }
                }
            }
        }
    }

    mutating func reset() {
        self = Tableau()
    }

    // MARK: - Building rows

    /// The constraint as a row over its variables (basic or not), with its marker and error symbols.
    private mutating func makeRow(for constraint: Constraint) -> (Row, Record) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        // The terms, a marker and an error: one allocation each for the row and the list.
        row.reserveCapacity(expression.terms.count + 2)
        var mentioned: [Symbol] = []
        mentioned.reserveCapacity(expression.terms.count)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = externalSymbol(for: term.variable)
            if !mentioned.contains(symbol) { mentioned.append(symbol) }
            row.add(term.coefficient, for: symbol)
        }

        let priority = constraint.priority
        let level = priority.isRequired ? nil : objective.level(for: priority.rawValue)
        let marker: Symbol
        var other: Symbol?
        let markerCoefficient: Double
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + s = 0 (≤) or expression − s = 0 (≥), s ≥ 0; an optional
            // one also has an error e ≥ 0 that lets it be violated at a cost.
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = allocate(.slack)
            row.add(markerCoefficient, for: marker)
            if let level {
                let error = allocate(.error)
                row.add(-markerCoefficient, for: error)
                objective.add(1, to: error, level: level)
                other = error
            }
        case .equal:
            if let level {
                // expression = e⁺ − e⁻, both costing at the level.
                markerCoefficient = -1
                marker = allocate(.error)
                let minus = allocate(.error)
                row.add(-1, for: marker)
                row.add(1, for: minus)
                objective.add(1, to: marker, level: level)
                objective.add(1, to: minus, level: level)
                other = minus
            } else {
                // A dummy marks the row so that it can be found, changed and removed.
                markerCoefficient = 1
                marker = allocate(.dummy)
                row.add(1, for: marker)
            }
        }
        let record = Record(
            constraint: constraint, marker: marker, other: other, markerCoefficient: markerCoefficient,
            level: level, variables: mentioned, constant: expression.constant, sequence: nextSequence)
        nextSequence += 1
        return (row, record)
    }

    /// Puts a new row into the tableau; returns the conflicting constraints if it cannot hold.
    private mutating func insert(_ row: inout Row, _ record: Record) -> [Constraint]? {
        if defineWithoutExpanding(&row) { return nil }
        row = reduced(row)
        // Expanded, a variable of the row may now be one the definitions can take in.
        if defineWithoutExpanding(&row) { return nil }
        // A restricted subject takes the constant as its value: make it ≥ 0.
        if row.constant < 0 { row.reverseSign() }
        if let subject = chooseSubject(row, record) {
            // A restricted subject is new or takes the value 0: no other row
            // moves. An external subject moves from 0 to its row's constant,
            // which can push other restricted rows below 0: the dual simplex
            // restores them (the objective is still optimal, so it applies) or
            // proves a conflict, which must then be undone.
            if subject.isExternal && journal.isOpen { journal.recordsRows = true }
            row.solve(for: subject)
            substitute(subject, by: row)
            putRow(subject, row)
            if subject.isExternal, let failing = dualOptimize() {
                return explain(rows[failing.index], basic: failing, excluding: record.constraint)
            }
            return nil
        }
        if row.entries.allSatisfy({ $0.symbol.isDummy }) {
            // Only markers of required equalities: the constraint is implied by
            // them (redundant) or contradicts them.
            guard nearZero(row.constant) else { return explain(row, basic: nil, excluding: record.constraint) }
            row.solve(for: record.marker)
            putRow(record.marker, row)
            return nil
        }
        return addWithArtificialVariable(row, excluding: record.constraint)
    }

    /// Makes a variable of the row basic with the row as it is, when the
    /// definitions (unrestricted rows) can take it in without the row being
    /// expanded into them, as a fresh variable's would be. Returns false,
    /// changing nothing, when no variable of the row qualifies.
    ///
    /// A candidate is a parametric variable that no cost and no restricted
    /// row mentions. Its definition must rank above the row's basic
    /// variables, and the definitions that mention it must rank above it:
    ///
    /// - when there is room between the two, the variable simply joins the
    ///   order of definitions there, and nothing else changes;
    /// - otherwise the row replaces it in those definitions, each of which
    ///   then must rank above the row's basic variables: those that do not
    ///   are moved up, where there is room below the definitions that
    ///   mention them.
    ///
    /// A definition that leads back to the row's own variables never finds
    /// room, so no cycle can form. This keeps chains of definitions short
    /// whatever order their constraints come in: a view's edge already named
    /// by its subview's row is defined from its superview's edge as if it
    /// were new, instead of the chain above it being expanded into every row
    /// below; and a chain closed at its far end adds one long row, not one per link.
    private mutating func defineWithoutExpanding(_ row: inout Row) -> Bool {
        guard artificial == nil else { return false }
        var floor = -Double.infinity  // the highest rank among the row's basic variables
        for entry in row.entries where entry.symbol.isExternal && isBasic[entry.symbol.index] {
            floor = max(floor, ranks[entry.symbol.index])
        }
        var joining: (subject: Symbol, rank: Double)?
        var replacing: Symbol?
        var fewestUsers = Int.max
        candidates: for entry in row.entries where entry.symbol.isExternal && !isBasic[entry.symbol.index] {
            let users = columns[entry.symbol.index]
            guard !objective.mentions(entry.symbol) else { continue }
            var ceiling = Double.infinity  // the lowest rank among the definitions that mention it
            for user in users {
                guard user.isExternal, row.coefficient(for: user) == 0 else { continue candidates }
                ceiling = min(ceiling, ranks[user.index])
            }
            if let rank = rank(above: floor, below: ceiling) {
                joining = (entry.symbol, rank)
                break
            }
            guard users.count < fewestUsers else { continue }
            for user in users where ranks[user.index] <= floor && raisedRank(of: user, above: floor) == nil { continue candidates }
            replacing = entry.symbol
            fewestUsers = users.count
        }
        if let (subject, rank) = joining {
            row.solve(for: subject)
            putRow(subject, row, rank: rank)
            return true
        }
        guard let subject = replacing else { return false }
        for user in columns[subject.index] where ranks[user.index] <= floor {
            setRank(of: user, raisedRank(of: user, above: floor)!)
        }
        row.solve(for: subject)
        substitute(subject, by: row)
        putRow(subject, row)
        return true
    }

    /// A rank for the definition of `basic` above `floor` and below the
    /// definitions that mention it, if there is room.
    private func raisedRank(of basic: Symbol, above floor: Double) -> Double? {
        var ceiling = Double.infinity
        for user in columns[basic.index] { ceiling = min(ceiling, ranks[user.index]) }
        return rank(above: floor, below: ceiling)
    }

    /// Places a definition in the order; later definitions rank above it.
    private mutating func setRank(of basic: Symbol, _ rank: Double) {
        ranks[basic.index] = rank
        nextRank = max(nextRank, rank.rounded(.down) + 1)
    }

    /// A rank strictly between two (either may be infinite), if there is room.
    private func rank(above floor: Double, below ceiling: Double) -> Double? {
        let rank: Double
        switch (floor.isFinite, ceiling.isFinite) {
        case (_, false): rank = max(floor + 1, nextRank)
        case (false, true): rank = ceiling - 1
        case (true, true): rank = floor + (ceiling - floor) / 2
        }
        return rank > floor && rank < ceiling ? rank : nil
    }

    /// A variable of the row that no row and no cost mentions yet, if any (the
    /// one with the largest coefficient, for accuracy).
    private func freshVariable(in row: Row) -> Symbol? {
        var best: Symbol?
        var bestMagnitude = 0.0
        for entry in row.entries where entry.symbol.isExternal {
            let i = entry.symbol.index
            guard !isBasic[i], columns[i].isEmpty, !objective.mentions(entry.symbol),
                abs(entry.coefficient) > bestMagnitude
            else { continue }
            best = entry.symbol
            bestMagnitude = abs(entry.coefficient)
        }
        return best
    }

    /// The row with every basic variable replaced by its definition, so that
    /// it mentions parametric symbols only. Definitions are expanded highest
    /// rank first: a variable shared by several of them (the `top` of a card
    /// that both `height` and `it` derive from) has collected all its
    /// coefficients, and usually cancelled, before its own turn comes.
    mutating func reduced(_ row: Row) -> Row {
        guard row.entries.contains(where: { $0.symbol.isExternal && isBasic[$0.symbol.index] }) else {
            return row
        }
        // Sum into the dense scratch space; `touched` lists the symbols in it.
        var touched: [Symbol] = []
        var heap = RankHeap()
        swap(&touched, &reductionTouched)
        swap(&heap, &reductionHeap)
        defer {
            touched.removeAll(keepingCapacity: true)
            swap(&touched, &reductionTouched)
            swap(&heap, &reductionHeap)
        }
        var constant = row.constant
        for entry in row.entries {
            scratch[entry.symbol.index] = entry.coefficient
            touched.append(entry.symbol)
            if entry.symbol.isExternal && isBasic[entry.symbol.index] {
                heap.push(entry.symbol, rank: ranks[entry.symbol.index])
            }
        }
        while let basic = heap.popMax() {
            let factor = scratch[basic.index]
            scratch[basic.index] = 0
            if nearZero(factor) { continue }
            let definition = rows[basic.index]
            constant += factor * definition.constant
            for entry in definition.entries {
                let i = entry.symbol.index
                if scratch[i] == 0 {
                    touched.append(entry.symbol)
                    if entry.symbol.isExternal && isBasic[i] {
                        heap.push(entry.symbol, rank: ranks[i])
                    }
                }
                scratch[i] += factor * entry.coefficient
                if scratch[i] == 0 { scratch[i] = .leastNonzeroMagnitude }  // still listed
            }
        }
        touched.sort()
        var entries: [Row.Entry] = []
        entries.reserveCapacity(touched.count)
        var previous: Symbol?
        for symbol in touched where symbol != previous {
            previous = symbol
            let c = scratch[symbol.index]
            scratch[symbol.index] = 0
            if !nearZero(c) && !(symbol.isExternal && isBasic[symbol.index]) {
                entries.append(Row.Entry(symbol: symbol, coefficient: c))
            }
        }
        return Row(constant: constant, sortedEntries: entries)
    }

    /// The symbol to make basic, or nil when only an artificial variable will do.
    ///
    /// An external symbol can take any value, so it is the first choice; among
    /// them the one that occurs in the fewest rows, since every such row gets a
    /// multiple of this row added (a fresh variable costs nothing at all).
    /// Otherwise a new slack or error with a negative coefficient keeps the row's
    /// constant (≥ 0) as its value.
    private func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
        var best: Symbol?
        var bestCount = Int.max
        for entry in row.entries where entry.symbol.isExternal {
            let count = columns[entry.symbol.index].count
            if count < bestCount {
                best = entry.symbol
                bestCount = count
                if count == 0 { break }
            }
        }
        if let best { return best }
        if nearZero(row.constant), let subject = dualFeasibleSubject(row) { return subject }
        if record.marker.isPivotable && row.coefficient(for: record.marker) < 0 { return record.marker }
        if let other = record.other, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// For a row that already holds (constant 0), any restricted symbol can be
    /// made basic without moving a value. Picking it by the dual ratio test
    /// keeps every cost ≥ 0, so the optimum needs no pivots at all; the marker
    /// would often leave negative costs that the simplex then undoes one
    /// degenerate pivot at a time through every related row.
    ///
    /// Making `y` basic changes each cost `cⱼ` to `cⱼ − t·aⱼ` with `t = c_y / a_y`;
    /// that stays ≥ 0 when `t` is the smallest `cⱼ/aⱼ` over `aⱼ > 0` and no
    /// `cⱼ/aⱼ` over `aⱼ < 0` exceeds it (compared level by level).
    private func dualFeasibleSubject(_ row: Row) -> Symbol? {
        var lowest: Row.Entry?  // smallest ratio with a > 0
        var highest: Row.Entry?  // largest ratio with a < 0
        for entry in row.entries where entry.symbol.isPivotable {
            if entry.coefficient > 0 {
                if let current = lowest, !isBetterSubject(entry, than: current, smaller: true) { continue }
                lowest = entry
            } else {
                if let current = highest, !isBetterSubject(entry, than: current, smaller: false) { continue }
                highest = entry
            }
        }
        guard let lowest else { return highest?.symbol }
        guard let highest else { return lowest.symbol }
        if objective.isRatio(of: lowest.symbol, over: lowest.coefficient, lessThan: highest.symbol, over: highest.coefficient) == true {
            return nil
        }
        // Both ends are valid: take the one that touches fewer rows.
        return columns[lowest.symbol.index].count <= columns[highest.symbol.index].count ? lowest.symbol : highest.symbol
    }

    /// Whether `entry`'s cost ratio is more extreme than `current`'s (smaller,
    /// or larger), ties going to the symbol that occurs in fewer rows.
    private func isBetterSubject(_ entry: Row.Entry, than current: Row.Entry, smaller: Bool) -> Bool {
        let less = objective.isRatio(of: entry.symbol, over: entry.coefficient, lessThan: current.symbol, over: current.coefficient)
        switch less {
        case nil: return columns[entry.symbol.index].count < columns[current.symbol.index].count
        case let less?: return less == smaller
        }
    }

    /// Phase one: makes the row basic as an artificial variable and minimises
    /// it. A minimum above 0 proves that the required constraints conflict.
    private mutating func addWithArtificialVariable(_ row: Row, excluding constraint: Constraint) -> [Constraint]? {
        if journal.isOpen { journal.recordsRows = true }
        let art = allocate(.slack)
        putRow(art, row)
        artificial = row
        optimize(phaseOne: true)
        let certificate = artificial!
        artificial = nil
        guard nearZero(certificate.constant) else {
            // art = c + Σ aᵢ·sᵢ with c > 0 and no sᵢ able to lower it.
            return explain(certificate, basic: nil, excluding: constraint)
        }
        if var artRow = takeRow(art), let entering = artRow.entries.first(where: { !$0.symbol.isDummy })?.symbol {
            artRow.solve(for: art, entering)
            substitute(entering, by: artRow)
            putRow(entering, artRow)
        }
        forget(art)
        return nil
    }

    // MARK: - Simplex

    /// Primal simplex on the objective (or on the artificial row in phase one).
    private mutating func optimize(phaseOne: Bool = false) {
        while true {
            let entering: Symbol
            let cost: Double
            if phaseOne {
                guard let candidate = artificialEnteringSymbol() else { return }
                (entering, cost) = candidate
            } else {
                guard let candidate = objective.enteringSymbol() else { return }
                entering = candidate
                cost = objective.leadingCoefficient(of: candidate)
            }
            // Restricted symbols only grow; an external one moves against its cost.
            let direction: Double = entering.isExternal && cost > 0 ? -1 : 1
            guard let leaving = leavingRow(for: entering, direction: direction) else {
                // Nothing bounds the move: cannot happen for a cost made of
                // errors ≥ 0; stop rather than loop.
                return
            }
            pivot(entering, leaving)
        }
    }

    private func artificialEnteringSymbol() -> (Symbol, Double)? {
        for entry in artificial!.entries where !entry.symbol.isDummy {
            if entry.symbol.isExternal ? !nearZero(entry.coefficient) : entry.coefficient < 0 {
                return (entry.symbol, entry.coefficient)
            }
        }
        return nil
    }

    /// The ratio test: the restricted row that first reaches 0 as `entering`
    /// moves in `direction`; ties go to the lowest symbol (Bland's rule).
    func leavingRow(for entering: Symbol, direction: Double) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for basic in columns[entering.index] where !basic.isExternal {
            let row = rows[basic.index]
            let a = row.coefficient(for: entering) * direction
            let ratio: Double
            if basic.isDummy {
                ratio = 0  // a basic dummy must stay 0
            } else if a < 0 {
                ratio = -row.constant / a
            } else {
                continue
            }
            if let current = best, !(ratio < bestRatio - 1.0e-12 || (ratio <= bestRatio + 1.0e-12 && basic < current)) { continue }
            best = basic
            bestRatio = ratio
        }
        return best
    }

    /// Dual simplex: restores rows pushed below 0 while keeping the objective
    /// optimal. Returns a row that cannot be restored (a conflict), or nil.
    private mutating func dualOptimize() -> Symbol? {
        while let leaving = infeasible.popLast() {
            guard isBasic[leaving.index] else { continue }
            let row = rows[leaving.index]
            let sign: Double
            if leaving.isDummy {
                if nearZero(row.constant) { continue }
                sign = row.constant < 0 ? 1 : -1
            } else {
                if row.constant >= -1.0e-8 { continue }
                sign = 1
            }
            guard let entering = dualEnteringSymbol(row, sign: sign) else {
                infeasible.removeAll()
                return leaving
            }
            pivot(entering, leaving)
        }
        return nil
    }

    /// The parametric symbol that moves `row` towards 0 (`sign` = +1 raises it)
    /// at the lowest cost per unit, compared level by level.
    private func dualEnteringSymbol(_ row: Row, sign: Double) -> Symbol? {
        var best: Symbol?
        var bestCoefficient = 0.0
        for entry in row.entries where !entry.symbol.isDummy {
            let a = entry.coefficient
            guard entry.symbol.isExternal || sign * a > 0 else { continue }
            if let current = best {
                switch objective.isRatio(of: entry.symbol, over: abs(a), lessThan: current, over: abs(bestCoefficient)) {
                case true?: break
                case false?: continue
                case nil: if entry.symbol > current { continue }
                }
            }
            best = entry.symbol
            bestCoefficient = a
        }
        return best
    }

    /// Exchanges a parametric symbol and a basic one.
    private mutating func pivot(_ entering: Symbol, _ leaving: Symbol) {
        var row = takeRow(leaving)!
        row.solve(for: leaving, entering)
        substitute(entering, by: row)
        putRow(entering, row)
    }

    /// The row to pivot a removed constraint's marker into: the restricted row
    /// it limits first (so the tableau stays feasible), else the definition
    /// of lowest rank that mentions it. (The definition is expanded before it
    /// replaces the marker; one of lowest rank cannot lead back to the marker
    /// through the definitions it mentions, which all rank lower still.)
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?, second: Symbol?, third: Symbol?
        var r1 = Double.infinity, r2 = Double.infinity
        for basic in columns[marker.index] {
            let row = rows[basic.index]
            let c = row.coefficient(for: marker)
            if basic.isExternal {
                if let current = third, (ranks[current.index], current) <= (ranks[basic.index], basic) { continue }
                third = basic
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && basic < first!) { r1 = r; first = basic }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && basic < second!) { r2 = r; second = basic }
            }
        }
        return first ?? second ?? third
    }

    /// Changes a constraint's constant by `delta` in the tableau: the marker
    /// stands for `marker + delta / k`, so every row that mentions it moves.
    private mutating func shiftMarker(of record: Record, by delta: Double) {
        let shift = delta / record.markerCoefficient
        let marker = record.marker
        if isBasic[marker.index] {
            addToConstant(of: marker, -shift)
        }
        for basic in columns[marker.index] {
            addToConstant(of: basic, rows[basic.index].coefficient(for: marker) * shift)
        }
    }

    private mutating func addToConstant(of basic: Symbol, _ amount: Double) {
        recordRow(basic)
        rows[basic.index].constant += amount
        noteChange(of: basic)
    }

    // MARK: - Tableau primitives (every change of a row goes through these)

    /// Replaces `symbol` by `row` everywhere: in every row that mentions it
    /// (found through the column index) and in the objectives.
    private mutating func substitute(_ symbol: Symbol, by row: Row) {
        let users = columns[symbol.index]
        columns[symbol.index].removeAll()
        var changes = columnChanges
        for basic in users {
            recordRow(basic)
            rows[basic.index].substitute(symbol, by: row) { changes.append(($0, $1)) }
            for (s, appeared) in changes {
                if appeared { columns[s.index].insert(basic) } else { columns[s.index].remove(basic) }
            }
            changes.removeAll(keepingCapacity: true)
            noteChange(of: basic)
        }
        columnChanges = changes
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row) { _, _ in }
    }

    /// Records what a changed row means: a variable to report, or a row to restore.
    @inline(__always) private mutating func noteChange(of basic: Symbol) {
        if basic.isExternal {
            markDirty(basic)
            return
        }
        let c = isBasic[basic.index] ? rows[basic.index].constant : 0
        if basic.isDummy ? !nearZero(c) : c < -1.0e-8 {
            infeasible.append(basic)
        }
    }

    /// Makes `basic` basic with `row`; a variable's definition ranks after
    /// every other unless given its place in the order.
    private mutating func putRow(_ basic: Symbol, _ row: Row, rank: Double? = nil) {
        recordRow(basic)
        for entry in row.entries { columns[entry.symbol.index].insert(basic) }
        rows[basic.index] = row
        isBasic[basic.index] = true
        if basic.isExternal {
            setRank(of: basic, rank ?? nextRank)
            markDirty(basic)
        }
    }

    @discardableResult
    private mutating func takeRow(_ basic: Symbol) -> Row? {
        guard isBasic[basic.index] else { return nil }
        let row = rows[basic.index]
        recordRow(basic)
        for entry in row.entries { columns[entry.symbol.index].remove(basic) }
        rows[basic.index] = Row(constant: 0)
        isBasic[basic.index] = false
        if basic.isExternal { markDirty(basic) }
        return row
    }

    private mutating func markDirty(_ symbol: Symbol) {
        if !isDirty[symbol.index] {
            isDirty[symbol.index] = true
            dirty.append(symbol)
        }
    }

    /// Subtracts an optional constraint's error from the objective.
    private mutating func removeCost(of error: Symbol, level: Int) {
        guard error.kind == .error else { return }
        if isBasic[error.index] {
            let row = rows[error.index]
            objective.add(row, times: -1, level: level)
        } else {
            objective.add(-1, to: error, level: level)
        }
    }

    /// Removes what is left of a symbol that leaves the solver (numerical
    /// residue only: in exact arithmetic nothing mentions it any more) and
    /// recycles its index.
    private mutating func forget(_ symbol: Symbol) {
        for basic in columns[symbol.index] {
            recordRow(basic)
            rows[basic.index].remove(symbol)
        }
        columns[symbol.index].removeAll()
        objective.purge(symbol)
        owners[symbol.index] = nil
        freeIndices.append(symbol.index)
    }

    // MARK: - Symbols and variables

    private mutating func allocate(_ kind: Symbol.Kind) -> Symbol {
        let index: Int
        if let reused = freeIndices.popLast() {
            index = reused
        } else {
            index = rows.count
            if index == rows.capacity { reserveSymbols(max(64, 2 * index)) }
            rows.append(Row(constant: 0))
            isBasic.append(false)
            columns.append(SymbolSet())
            kinds.append(kind)
            owners.append(nil)
            variables.append(nil)
            hasVariable.append(false)
            uses.append(0)
            ranks.append(0)
            values.append(.nan)
            isDirty.append(false)
            reportedValues.append(.nan)
            isUnreported.append(false)
            scratch.append(0)
            objective.reserve(symbols: rows.count)
        }
        kinds[index] = kind
        let symbol = Symbol(index: index, kind: kind)
        if journal.isOpen { journal.allocated.append(symbol) }
        return symbol
    }

    /// Grows every array indexed by symbol at once, and by more than
    /// `append` would from small sizes: a new cell's tableau reaches a few
    /// hundred symbols, which appending one at a time reallocates each of
    /// these arrays about nine times.
    private mutating func reserveSymbols(_ capacity: Int) {
        rows.reserveCapacity(capacity)
        isBasic.reserveCapacity(capacity)
        columns.reserveCapacity(capacity)
        kinds.reserveCapacity(capacity)
        owners.reserveCapacity(capacity)
        variables.reserveCapacity(capacity)
        hasVariable.reserveCapacity(capacity)
        uses.reserveCapacity(capacity)
        ranks.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        isDirty.reserveCapacity(capacity)
        reportedValues.reserveCapacity(capacity)
        isUnreported.reserveCapacity(capacity)
        scratch.reserveCapacity(capacity)
    }

    private mutating func externalSymbol(for variable: Variable) -> Symbol {
        if let symbol = symbolForVariable[variable] { return symbol }
        let symbol = allocate(.external)
        symbolForVariable[variable] = symbol
        variables[symbol.index] = Unmanaged.passUnretained(variable)
        hasVariable[symbol.index] = true
        values[symbol.index] = .nan
        reportedValues[symbol.index] = .nan
        markDirty(symbol)
        if journal.isOpen { journal.newVariables.append(variable) }
        return symbol
    }

    private mutating func release(variableSymbol symbol: Symbol) {
        // Later definitions may still mention it (with coefficients that
        // cancel once expanded): give them its definition instead.
        if let definition = takeRow(symbol) { substitute(symbol, by: definition) }
        if let variable = variables[symbol.index] { symbolForVariable[variable.takeUnretainedValue()] = nil }
        variables[symbol.index] = nil
        hasVariable[symbol.index] = false
        forget(symbol)
    }

    // MARK: - Explanations

    /// The required constraints (other than `constraint`) whose markers occur
    /// in an infeasibility certificate: a row that must be ≥ 0 (or = 0) but
    /// cannot be, given the symbols it is made of.
    private func explain(_ row: Row, basic: Symbol?, excluding constraint: Constraint) -> [Constraint] {
        var found: [Constraint] = []
        func note(_ symbol: Symbol) {
            guard let owner = owners[symbol.index], owner !== constraint, owner.priority.isRequired,
                !found.contains(where: { $0 === owner })
            else { return }
            found.append(owner)
        }
        if let basic { note(basic) }
        for entry in row.entries { note(entry.symbol) }
        func sequence(_ c: Constraint) -> Int { recordID[c].map { records[$0]!.sequence } ?? Int.max }
        return found.sorted { sequence($0) < sequence($1) }
    }

    // MARK: - Undo

    /// Records a row's current state before it changes, when that may need undoing.
    @inline(__always) private mutating func recordRow(_ basic: Symbol) {
        if journal.recordsRows {
            journal.rows.append((basic, isBasic[basic.index] ? rows[basic.index] : nil))
        }
    }

    private mutating func beginJournal() {
        journal.open()
        objective.beginRecording()
    }

    private mutating func commitJournal() {
        journal.close()
        objective.endRecording()
    }

    /// Puts every row, cost, symbol and variable back as it was at `beginJournal()`.
    private mutating func rollBack() {
        guard journal.isOpen else { return }
        // Taken out whole (and put back empty below, for its storage).
        var log = Journal()
        swap(&log, &journal)
        defer {
            log.close()
            journal = log
        }
        for (basic, old) in log.rows.reversed() {
            if isBasic[basic.index] {
                let current = rows[basic.index]
                for entry in current.entries { columns[entry.symbol.index].remove(basic) }
            }
            if let old {
                for entry in old.entries { columns[entry.symbol.index].insert(basic) }
            }
            rows[basic.index] = old ?? Row(constant: 0)
            isBasic[basic.index] = old != nil
            if basic.isExternal { markDirty(basic) }
        }
        objective.rollBack()
        artificial = nil
        infeasible.removeAll()
        for variable in log.newVariables {
            if let symbol = symbolForVariable.removeValue(forKey: variable) {
                variables[symbol.index] = nil
                hasVariable[symbol.index] = false
            }
        }
        for symbol in log.allocated.reversed() {
            owners[symbol.index] = nil
            freeIndices.append(symbol.index)
        }
    }
}
