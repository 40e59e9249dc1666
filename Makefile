# Build and install palconv with its manual page and shell completions.
#
#   make                          release build, with the commit for --version
#   make install PREFIX=~/.local  install (PREFIX defaults to /usr/local; DESTDIR is honoured)
#   make uninstall PREFIX=~/.local

PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
SWIFT ?= swift
# On Linux the Swift runtime is linked in, so the installed binary runs without a toolchain.
SWIFTFLAGS ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

# The checkout's commit, "-dirty" with uncommitted changes; empty outside a checkout.
GIT_COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null)$(shell git rev-parse HEAD >/dev/null 2>&1 && ! git diff --quiet HEAD -- 2>/dev/null && echo -dirty)
BIN_PATH = $(shell PALCONV_GIT_COMMIT=$(GIT_COMMIT) $(SWIFT) build -c $(CONFIGURATION) $(SWIFTFLAGS) --show-bin-path)

.PHONY: all build install uninstall

all: build

build:
	PALCONV_GIT_COMMIT=$(GIT_COMMIT) $(SWIFT) build -c $(CONFIGURATION) $(SWIFTFLAGS) --product palconv

install: build
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 $(BIN_PATH)/palconv $(BINDIR)/palconv
	$(BIN_PATH)/palconv man > $(MANDIR)/palconv.1
	$(BIN_PATH)/palconv completions bash > $(BASHDIR)/palconv
	$(BIN_PATH)/palconv completions zsh > $(ZSHDIR)/_palconv
	$(BIN_PATH)/palconv completions fish > $(FISHDIR)/palconv.fish
	chmod 644 $(MANDIR)/palconv.1 $(BASHDIR)/palconv $(ZSHDIR)/_palconv $(FISHDIR)/palconv.fish

uninstall:
	rm -f $(BINDIR)/palconv $(MANDIR)/palconv.1 $(BASHDIR)/palconv $(ZSHDIR)/_palconv \
	  $(FISHDIR)/palconv.fish
