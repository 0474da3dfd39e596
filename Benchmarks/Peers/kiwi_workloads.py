#!/usr/bin/env python3
"""The solver workloads W1–W8 in kiwisolver, timed like solver-compare times
Trellis: each workload's values are checked first, then the median time per
operation over repeated batches is printed as JSON on stdout.

usage: kiwi_workloads.py ENAML_JSON WORKLOAD...
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi

STRENGTHS = {
    "required": kiwi.strength.required,
    "strong": kiwi.strength.strong,
    "smedium": kiwi.strength.create(0, 100, 0),
    "mmedium": kiwi.strength.create(0, 1, 0, 1.25),
    "medium": kiwi.strength.medium,
    "weak": kiwi.strength.weak,
}


def expect(actual, expected, what):
    if abs(actual - expected) > 1e-6:
        raise SystemExit(f"kiwi check failed: {what} = {actual}, expected {expected}")


class Enaml:
    def __init__(self, spec):
        self.spec = spec
        self.solver = kiwi.Solver()
        self.width = kiwi.Variable("width")
        self.height = kiwi.Variable("height")
        variables = {"width": self.width, "height": self.height}
        self.solver.addEditVariable(self.width, STRENGTHS["strong"])
        self.solver.addEditVariable(self.height, STRENGTHS["strong"])
        for item in spec["constraints"]:
            e = kiwi.Expression([], item["constant"])
            for coefficient, name in item["terms"]:
                if name not in variables:
                    variables[name] = kiwi.Variable(name)
                e = e + coefficient * variables[name]
            c = {"==": e == 0, "<=": e <= 0, ">=": e >= 0}[item["op"]]
            self.solver.addConstraint(c | STRENGTHS[item["strength"]])

    def suggest(self, w, h):
        self.solver.suggestValue(self.width, w)
        self.solver.suggestValue(self.height, h)
        self.solver.updateVariables()

    def check(self):
        self.suggest(400, 600)
        expect(self.width.value(), 400, "width")
        expect(self.height.value(), 600, "height")


class Tree:
    def __init__(self, rows=7):
        count = (1 << rows) - 1
        self.solver = s = kiwi.Solver()
        self.xs = xs = [kiwi.Variable(f"x{i}") for i in range(count)]
        self.ys = ys = [kiwi.Variable(f"y{i}") for i in range(count)]
        s.addEditVariable(xs[0], "strong")
        s.addEditVariable(ys[0], "strong")
        s.suggestValue(xs[0], 500)
        s.suggestValue(ys[0], 10)
        for row in range(1, rows):
            first = (1 << row) - 1
            previous_first = (1 << (row - 1)) - 1
            for p in range(1 << row):
                i = first + p
                s.addConstraint(ys[i] == ys[previous_first] + 15)
                s.addConstraint(xs[i] >= 0 if p == 0 else xs[i] >= xs[i - 1] + 5)
                if p % 2 == 1:
                    s.addConstraint(xs[(i - 1) // 2] == 0.5 * xs[i] + 0.5 * xs[i - 1])
        s.updateVariables()

    def suggest(self, x):
        self.solver.suggestValue(self.xs[0], x)
        self.solver.updateVariables()

    def check(self):
        expect(self.xs[0].value(), 500, "x0")
        expect(self.ys[-1].value(), 100, "y126")


class Chain:
    def __init__(self, n):
        self.n = n
        self.solver = s = kiwi.Solver()
        self.sw = kiwi.Variable("sw")
        s.addEditVariable(self.sw, "strong")
        s.suggestValue(self.sw, 108 * n + 8)
        self.l = l = [kiwi.Variable(f"l{i}") for i in range(n)]
        self.w = w = [kiwi.Variable(f"w{i}") for i in range(n)]
        for i in range(n):
            if i == 0:
                self.leading = l[0] == 8
                s.addConstraint(self.leading)
            else:
                s.addConstraint(l[i] == l[i - 1] + w[i - 1] + 8)
            s.addConstraint(w[i] >= 20)
            s.addConstraint((w[i] == 100) | "weak")
            if i > 0:
                s.addConstraint((w[i] == w[0]) | "medium")
        s.addConstraint(l[n - 1] + w[n - 1] + 8 == self.sw)
        s.updateVariables()

    def suggest(self, width):
        self.solver.suggestValue(self.sw, width)
        self.solver.updateVariables()

    def change_leading(self, j):
        # kiwi cannot change a constant in place: remove and add again.
        self.solver.removeConstraint(self.leading)
        self.leading = self.l[0] == 8 + j % 5
        self.solver.addConstraint(self.leading)
        self.solver.updateVariables()

    def check(self):
        n = self.n
        self.suggest(60 * n + 8)
        for i in (0, n // 2, n - 1):
            expect(self.w[i].value(), 52, f"w{i}")
        expect(self.l[n - 1].value(), 8 + 60 * (n - 1), f"l{n - 1}")
        self.suggest(108 * n + 8)


class Cards:
    def __init__(self, n):
        self.solver = s = kiwi.Solver()
        self.W = W = kiwi.Variable("W")
        s.addEditVariable(W, "strong")
        s.suggestValue(W, 375)
        self.constraints = []
        self.tops, self.heights, self.tws, self.dws = [], [], [], []
        for card in range(n):
            v = {k: kiwi.Variable(f"{k}{card}") for k in
                 ["top", "height", "il", "it", "iw", "ih", "tl", "tt", "tw", "th", "dl", "dt", "dw", "dh"]}
            top, height = v["top"], v["height"]
            cs = [top == self.tops[-1] + self.heights[-1] + 8 if self.tops else top == 0,
                  v["il"] == 16, v["iw"] == 40, v["ih"] == 40, v["it"] == top + 12,
                  v["tl"] == v["il"] + v["iw"] + 12, v["tl"] + v["tw"] <= W - 16,
                  v["tw"] >= 0, (v["tw"] == 200) | "weak", v["tt"] == top + 12, (v["th"] == 20) | "strong",
                  v["dl"] == v["tl"], v["dl"] + v["dw"] == W - 16, v["dt"] == v["tt"] + v["th"] + 4,
                  v["dh"] >= 20, (v["dh"] == 40) | "medium",
                  top + height >= v["it"] + v["ih"] + 12, top + height >= v["dt"] + v["dh"] + 12,
                  (height == 0) | "weak"]
            for c in cs:
                s.addConstraint(c)
            self.constraints += cs
            self.tops.append(top)
            self.heights.append(height)
            self.tws.append(v["tw"])
            self.dws.append(v["dw"])
        s.updateVariables()

    def suggest(self, width):
        self.solver.suggestValue(self.W, width)
        self.solver.updateVariables()

    def remove_all(self):
        for c in self.constraints:
            self.solver.removeConstraint(c)
        self.solver.removeEditVariable(self.W)

    def check(self):
        self.suggest(240)
        last = len(self.tops) - 1
        expect(self.tws[last].value(), 156, "tw")
        expect(self.dws[last].value(), 156, "dw")
        expect(self.heights[last].value(), 88, "height")
        expect(self.tops[last].value(), 96 * last, "top")
        self.suggest(375)


def timed(batch, ops, budget=0.4, min_reps=3, max_reps=200):
    """Median seconds per operation over repeated batches of `ops` operations."""
    samples = []
    start = time.perf_counter()
    while len(samples) < min_reps or (time.perf_counter() - start < budget and len(samples) < max_reps):
        t = time.perf_counter()
        batch()
        samples.append((time.perf_counter() - t) / ops)
        if len(samples) >= 1 and samples[0] > budget:
            break  # one run of a slow workload is all we wait for
    return statistics.median(samples)


def cycle(values):
    state = {"i": 0}

    def next_value():
        v = values[state["i"] % len(values)]
        state["i"] += 1
        return v
    return next_value


def run(name, spec):
    kind, _, rest = name.partition(" ")
    if name == "W1 enaml build":
        Enaml(spec).check()
        return timed(lambda: Enaml(spec), 1)
    if name == "W2 enaml suggest":
        e = Enaml(spec)
        e.check()
        step = cycle(spec["suggestCycle"])
        return timed(lambda: [e.suggest(*step()) for _ in range(60)], 60)
    if name == "W3 tree7 build":
        Tree().check()
        return timed(lambda: Tree(), 1)
    if name == "W4 tree7 suggest":
        t = Tree()
        t.check()
        step = cycle([500, 600, 400, 550])
        return timed(lambda: [t.suggest(step()) for _ in range(100)], 100)
    if name.startswith("W5a chain"):
        n = int(name.split()[1][5:])
        if n >= 50:
            Chain(50).check()
        return timed(lambda: Chain(n), 1)
    if name == "W5b chain50 suggest":
        c = Chain(50)
        c.check()
        step = cycle([60 * 50 + 8, 120 * 50 + 8, 40 * 50 + 8, 200 * 50 + 8])
        return timed(lambda: [c.suggest(step()) for _ in range(20)], 20)
    if name == "W6 chain50 constant change":
        c = Chain(50)
        step = cycle(range(5))
        return timed(lambda: [c.change_leading(step()) for _ in range(10)], 10)
    if name.startswith("W7a cards"):
        n = int(name.split()[1][5:])
        Cards(min(n, 100)).check()
        return timed(lambda: Cards(n), 1)
    if name.startswith("W7b cards"):
        n = int(name.split()[1][5:])
        c = Cards(n)
        c.check()
        step = cycle([240, 280, 320, 375])
        return timed(lambda: [c.suggest(step()) for _ in range(4)], 4)
    if name == "W8 cards100 build + remove all":
        return timed(lambda: Cards(100).remove_all(), 1)
    raise SystemExit(f"unknown workload {name}")


def main():
    with open(sys.argv[1]) as f:
        spec = json.load(f)
    results = {}
    for name in sys.argv[2:]:
        results[name] = run(name, spec)
        print(f"  kiwisolver {name}: {results[name] * 1e6:.1f} µs", file=sys.stderr, flush=True)
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
