package models

import (
	"crypto/sha256"
	"sync"
)

// sessionBookSize bounds the sessions kept in memory; a full book is
// emptied (each session is read again once).
const sessionBookSize = 4096

// sessionBook keeps the sessions that the owner of a SQLite file
// (ownership) has read, by the SHA-256 of their token, so that a player's or the game
// master's page costs no query once its campaign's version is known too
// (versionBook). Sound for the same reason as the version book, every
// change goes through the owner: each change of a session (logout, a link
// regenerated, a password changed, a renewal, the purge, a restore)
// empties the book after it commits and before it returns, so before the
// browser is told, and other handles may not make one (ErrReadOnly). A
// read that raced such a change is not kept: a session is remembered only
// if the book was not emptied since before the read (gen). Only sessions
// that exist are kept, so a client sending made-up tokens fills nothing;
// expiry is checked at each use.
//
// Handles that own no file have no book (nil): on PostgreSQL a logout on
// one instance must end the session on every other at once.
type sessionBook struct {
	mu       sync.Mutex
	gen      uint64
	sessions map[[sha256.Size]byte]Session
}

func newSessionBook() *sessionBook { return &sessionBook{sessions: map[[sha256.Size]byte]Session{}} }

// get returns the session under hash, if kept, and the book's generation
// to pass to remember after reading the database.
func (b *sessionBook) get(hash [sha256.Size]byte) (Session, bool, uint64) {
	if b == nil {
		return Session{}, false, 0
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	s, ok := b.sessions[hash]
	return s, ok, b.gen
}

// remember keeps session s under hash, read at generation gen, unless the
// book was emptied since.
func (b *sessionBook) remember(hash [sha256.Size]byte, s Session, gen uint64) {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if gen != b.gen {
		return
	}
	if len(b.sessions) >= sessionBookSize {
		clear(b.sessions)
	}
	b.sessions[hash] = s
}

// forget empties the book: some session changed.
func (b *sessionBook) forget() {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.gen++
	clear(b.sessions)
}
