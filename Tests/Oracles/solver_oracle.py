#!/usr/bin/env python3
"""Independent checks of TrellisSolver's answers, run by the Swift tests.

Reads a JSON list of systems on stdin. Each system has `variables` (a count),
`constraints` (terms [[coefficient, variable index]], constant, op, priority,
accepted) and Trellis's `values`. For each system it checks:

- every accepted required constraint holds at Trellis's values;
- optimality level by level, highest priority first: no point satisfying the
  required constraints has a smaller error sum at a level while keeping every
  higher level's error sum at Trellis's (one LP per level, SciPy's HiGHS).
  Trellis's own point is feasible for each LP, and the higher levels were
  already found optimal, so this is the lexicographic optimum;
- every refused constraint was required and really infeasible with the
  accepted required constraints;
- with `kiwi: true` (required plus one optional level), if the LP says the
  solution is unique, kiwisolver finds the same values.

Prints JSON: {"failures": [...], "levels_checked": n, "refusals_checked": n,
"kiwi_compared": n}.
"""
import json
import sys

import numpy as np
from scipy.optimize import linprog

TOL = 1e-6


def expr_value(c, x):
    return sum(coef * x[i] for coef, i in c["terms"]) + c["constant"]


def violation(c, v):
    if c["op"] == "==":
        return abs(v)
    if c["op"] == ">=":
        return max(0.0, -v)
    return max(0.0, v)


class LP:
    """Variables: the system's (free), then one or two errors per optional constraint."""

    def __init__(self, n, constraints):
        self.n = n
        self.constraints = constraints
        self.errors = {}  # constraint index -> list of (column, sign)
        col = n
        for k, c in enumerate(constraints):
            if c["priority"] >= 1000:
                continue
            if c["op"] == "==":
                self.errors[k] = [(col, 1.0), (col + 1, -1.0)]
                col += 2
            else:
                self.errors[k] = [(col, 1.0)]
                col += 1
        self.width = col

    def rows(self):
        a_eq, b_eq, a_ub, b_ub = [], [], [], []
        for k, c in enumerate(self.constraints):
            row = np.zeros(self.width)
            for coef, i in c["terms"]:
                row[i] += coef
            rhs = -c["constant"]
            errs = self.errors.get(k, [])
            if c["op"] == "==":
                for col, sign in errs:  # expr - e+ + e- == 0
                    row[col] = -sign
                a_eq.append(row)
                b_eq.append(rhs)
            else:
                sign = 1.0 if c["op"] == "<=" else -1.0  # as "<= 0"
                row = row * sign
                for col, _ in errs:
                    row[col] = -1.0
                a_ub.append(row)
                b_ub.append(rhs * sign)
        return a_eq, b_eq, a_ub, b_ub

    def level_cost(self, priority):
        cost = np.zeros(self.width)
        for k, errs in self.errors.items():
            if self.constraints[k]["priority"] == priority:
                for col, _ in errs:
                    cost[col] = 1.0
        return cost

    def solve(self, cost, fixed_levels):
        a_eq, b_eq, a_ub, b_ub = self.rows()
        for level_cost, optimum in fixed_levels:
            a_ub.append(level_cost)
            b_ub.append(optimum + 1e-7)
        bounds = [(None, None)] * self.n + [(0, None)] * (self.width - self.n)
        return linprog(
            cost,
            A_ub=np.array(a_ub) if a_ub else None,
            b_ub=np.array(b_ub) if b_ub else None,
            A_eq=np.array(a_eq) if a_eq else None,
            b_eq=np.array(b_eq) if b_eq else None,
            bounds=bounds,
            method="highs",
        )


def check(system, report):
    n = system["variables"]
    x = system["values"]
    name = system.get("name", "system")
    accepted = [c for c in system["constraints"] if c["accepted"]]
    refused = [c for c in system["constraints"] if not c["accepted"]]
    failures = report["failures"]

    for c in accepted:
        if c["priority"] >= 1000:
            v = violation(c, expr_value(c, x))
            if v > TOL * max(1.0, abs(c["constant"])):
                failures.append(f"{name}: required constraint violated by {v}: {c}")

    lp = LP(n, accepted)
    priorities = sorted({c["priority"] for c in accepted if c["priority"] < 1000}, reverse=True)
    fixed = []
    for p in priorities:
        cost = lp.level_cost(p)
        result = lp.solve(cost, fixed)
        if result.status != 0:
            failures.append(f"{name}: LP at level {p} failed: {result.message}")
            return
        optimum = result.fun
        trellis = sum(violation(c, expr_value(c, x)) for c in accepted if c["priority"] == p)
        if trellis - optimum > 1e-5 * max(1.0, abs(optimum)):
            failures.append(f"{name}: level {p}: Trellis error {trellis}, optimum {optimum}")
            return
        fixed.append((cost, trellis))
        report["levels_checked"] += 1

    required = [c for c in accepted if c["priority"] >= 1000]
    for c in refused:
        if c["priority"] < 1000:
            failures.append(f"{name}: an optional constraint was refused: {c}")
            continue
        test = LP(n, required + [c])
        result = test.solve(np.zeros(test.width), [])
        if result.status != 2:  # 2 = infeasible
            failures.append(f"{name}: refused a satisfiable constraint: {c}")
        report["refusals_checked"] += 1

    if system.get("kiwi"):
        compare_with_kiwi(system, accepted, lp, priorities, fixed, report)


def compare_with_kiwi(system, accepted, lp, priorities, fixed, report):
    import kiwisolver as kiwi

    n = system["variables"]
    name = system.get("name", "system")
    # Unique? Every variable's range over the optimal set is a point.
    for i in range(n):
        cost = np.zeros(lp.width)
        cost[i] = 1.0
        low = lp.solve(cost, fixed)
        high = lp.solve(-cost, fixed)
        if low.status != 0 or high.status != 0 or -high.fun - low.fun > 1e-5:
            report["not_unique"] += 1
            return
    solver = kiwi.Solver()
    variables = [kiwi.Variable(f"v{i}") for i in range(n)]
    for c in accepted:
        e = sum((coef * variables[i] for coef, i in c["terms"]), kiwi.Expression([], c["constant"]))
        relation = {"==": e == 0, ">=": e >= 0, "<=": e <= 0}[c["op"]]
        strength = "required" if c["priority"] >= 1000 else "strong"
        solver.addConstraint(relation | strength)
    solver.updateVariables()
    for i, v in enumerate(variables):
        if abs(v.value() - system["values"][i]) > 1e-6 * max(1.0, abs(v.value())):
            report["failures"].append(f"{name}: v{i} is {system['values'][i]} in Trellis, {v.value()} in kiwi")
            return
    report["kiwi_compared"] += 1


def main():
    systems = json.load(sys.stdin)
    report = {"failures": [], "levels_checked": 0, "refusals_checked": 0, "kiwi_compared": 0, "not_unique": 0}
    for system in systems:
        check(system, report)
    json.dump(report, sys.stdout)


if __name__ == "__main__":
    main()
