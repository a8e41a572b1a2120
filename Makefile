# lubaaudit — every target installs what it needs on a fresh Debian machine with Swift.
SWIFT ?= swift
BIN := .build/release/lubaaudit

.PHONY: audit test build bench bench-source fuzz clean deps

## Build in release and audit the embedded default catalog (Localizations/); writes reports/.
audit: build
	$(BIN)

# The Swift runtime linked in statically: a one-key run takes 15 MB instead of 19 and starts
# faster (no shared-library relocations); the package itself needs no flag to be a dependency.
build:
	scripts/install-deps.sh runtime
	$(SWIFT) build -c release --static-swift-stdlib --product lubaaudit

## Run the whole test suite (unit, rule examples, end-to-end, report validation, browser).
test:
	scripts/install-deps.sh test
	$(SWIFT) test

## Benchmark against translate-toolkit; writes bench/RESULTS.md.
bench:
	scripts/install-deps.sh bench
	$(SWIFT) build -c release --static-swift-stdlib
	bench/run.sh

## The source audit alone on Element X's Swift files (also part of bench); prints its section.
bench-source: build
	bench/source.sh

## Fuzz every reader for FUZZ_SECONDS each (default 60).
fuzz:
	scripts/install-deps.sh runtime
	fuzz/run.sh $(FUZZ_SECONDS)

clean:
	rm -rf .build reports/*.html reports/*.xml reports/*.json reports/*.sarif
