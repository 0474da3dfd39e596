# Trellis — the two commands of the README, and the benchmarks.
# Each target installs what it is missing first (scripts/setup.sh).

SWIFT ?= swift

.PHONY: demo test bench bench-compare bench-text clean

## Runs the seed apps on two devices and draws them to out/.
demo:
	@scripts/setup.sh demo
	$(SWIFT) build -c release --product trellis
	@$$($(SWIFT) build -c release --show-bin-path)/trellis demo

## Builds everything and runs every test.
test:
	@scripts/setup.sh test
	$(SWIFT) build --build-tests
	$(SWIFT) test

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

clean:
	rm -rf .build Benchmarks/.build
