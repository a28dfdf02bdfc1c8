# bridgekb — the two commands a new machine needs (see README.md):
#   make site   install what is missing, build, and regenerate Site/ from Content/
#   make test   install what is missing and run every test
#   make install [PREFIX=/usr/local] [DESTDIR=]   the binary (theme compiled in), man page and completions
SWIFT ?= swift
BIN = .build/release/bridgekb

PREFIX ?= /usr/local

.PHONY: site test deps build bench clean install uninstall

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

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/bridgekb
	$(BIN) help --man > $(DESTDIR)$(PREFIX)/share/man/man1/bridgekb.1
	$(BIN) completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/bridgekb
	$(BIN) completions zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_bridgekb
	$(BIN) completions fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/bridgekb.fish

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/bridgekb $(DESTDIR)$(PREFIX)/share/man/man1/bridgekb.1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/bridgekb $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_bridgekb \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/bridgekb.fish

clean:
	rm -rf .build
