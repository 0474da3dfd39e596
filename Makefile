# Trellis — the two commands of the README, and the benchmarks.
# Each target installs what it is missing first (scripts/setup.sh).

SWIFT ?= swift

.PHONY: demo test docs bench bench-compare bench-text bench-stack bench-hosting bench-lists bench-scale bench-snapshots bench-port clean

## Runs the seed apps on two devices and draws them to out/.
demo:
	@scripts/setup.sh demo
	$(SWIFT) build -c release --product trellis
	@$$($(SWIFT) build -c release --show-bin-path)/trellis demo

## Builds everything and runs every test, checks that every demo lays out alike in two processes, then the example packages' tests: the seed apps' snapshots (references must exist) and an iOS app ported at build time.
test:
	@scripts/setup.sh test
	$(SWIFT) build --build-tests
	$(SWIFT) test
	scripts/check-determinism.sh $$($(SWIFT) build --show-bin-path)/trellis
	SNAPSHOT_TESTING_RECORD=never $(SWIFT) test --package-path Examples/SeedAppSnapshots
	$(SWIFT) test --package-path Examples/PortedApp

## The DocC catalogues of Trellis, TrellisUI and TrellisTesting built into static sites in out/docs/.
docs:
	@scripts/setup.sh demo
	mkdir -p out/docs
	for target in Trellis TrellisUI TrellisTesting; do \
		$(SWIFT) package --allow-writing-to-directory out/docs generate-documentation --target $$target \
			--disable-indexing --transform-for-static-hosting --output-path out/docs/$$target || exit 1; \
	done

## The solver benchmarks (ordo-one/benchmark), never part of `make test`.
bench:
	@scripts/setup.sh bench
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

## Every solver workload timed in Trellis and in kiwisolver in one run, as ratios.
bench-compare:
	@scripts/setup.sh bench
	$(SWIFT) build -c release --package-path Benchmarks --product solver-compare
	$$($(SWIFT) build -c release --package-path Benchmarks --show-bin-path)/solver-compare $(ARGS)

## Text re-measured at new widths in Trellis and in Pango in one run, as ratios.
bench-text:
	@scripts/setup.sh demo
	$(SWIFT) build -c release --package-path Benchmarks --product text-compare
	$$($(SWIFT) build -c release --package-path Benchmarks --show-bin-path)/text-compare $(ARGS)

## The FeedItem cell's stack-view variant against its anchors variant, warm fits in one run, as a ratio.
bench-stack:
	@scripts/setup.sh demo
	$(SWIFT) build -c release --package-path Benchmarks --product stack-compare
	$$($(SWIFT) build -c release --package-path Benchmarks --show-bin-path)/stack-compare $(ARGS)

## The seed's SwiftUI row hosted in a cell against the same row in stack views, warm fits in one run, as a ratio; a busier row re-laid out per root view change.
bench-hosting:
	@scripts/setup.sh demo
	$(SWIFT) build -c release --package-path Benchmarks --product hosting-compare
	$$($(SWIFT) build -c release --package-path Benchmarks --show-bin-path)/hosting-compare $(ARGS)

## Tables and collection views scrolled and jumped, timed step by step (p50, p99, max).
bench-lists:
	@scripts/setup.sh demo
	$(SWIFT) build -c release --package-path Benchmarks --product list-steps
	$$($(SWIFT) build -c release --package-path Benchmarks --show-bin-path)/list-steps $(ARGS)

## Stacks, chains and trees at the sizes careless apps reach, against their goals.
bench-scale:
	@scripts/setup.sh demo
	$(SWIFT) build -c release --package-path Benchmarks --product scale-cases
	$$($(SWIFT) build -c release --package-path Benchmarks --show-bin-path)/scale-cases $(ARGS)

## Snapshot tests of the timeline screen per second on one core, and where the time goes.
bench-snapshots:
	@scripts/setup.sh demo
	$(SWIFT) build -c release --package-path Benchmarks --product snapshot-steps
	taskset -c 0 $$($(SWIFT) build -c release --package-path Benchmarks --show-bin-path)/snapshot-steps $(ARGS)

## iOS source files ported per second by trellis port (the port's fixtures).
bench-port:
	$(SWIFT) build -c release --package-path Benchmarks --product port-files
	$$($(SWIFT) build -c release --package-path Benchmarks --show-bin-path)/port-files $(ARGS)

clean:
	rm -rf .build Benchmarks/.build
