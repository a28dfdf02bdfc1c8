# bridgekb — the two commands a new machine needs (see README.md):
#   make site   install what is missing, build, and regenerate Site/ from Content/
#   make test   install what is missing and run every test
SWIFT ?= swift
BIN = .build/release/bridgekb

.PHONY: site test deps build bench clean

deps:
	@scripts/install-deps

build: deps
	SWIFT=$(SWIFT) scripts/build-release

site: build
	$(BIN) build --content Content --out Site

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: build
	bench/run

clean:
	rm -rf .build
