package models

import (
	"errors"
	"strings"
)

// ErrReadOnly is a change refused to a handle on a SQLite file that
// another handle owns (ownership): only the owner writes campaigns and
// sessions, so that what it keeps in memory stays true.
var ErrReadOnly = errors.New("the database file is served by another handle; this one only reads")

// ownership is a SQLite handle's standing towards its file. One handle at a
// time owns a file, in this process or another: the first to take the
// file's owner lock (lockFile, an exclusive flock on "<file>-lock"), held
// until Close. The owner keeps the campaigns' versions and the sessions it
// has read in memory (versionBook, sessionBook), which is sound because
// every change of either goes through it: a second handle on the file
// (`sengoku backup` while the server runs, a test's fixture) reads, and
// its changes of versions and sessions are refused (ErrReadOnly). A handle
// that could not tell (PostgreSQL, an in-memory or "file:" database, a
// platform without flock, a directory it may not create the lock in)
// keeps nothing in memory and reads the database for every version, as
// several PostgreSQL instances must.
type ownership int

const (
	unowned  ownership = iota // nothing known: read every version, write freely
	owner                     // this handle owns the file
	follower                  // another handle owns the file: read only
)

// sqliteFile is the file a SQLite dsn names, when it is a plain path that
// a lock can guard.
func sqliteFile(dsn string) (string, bool) {
	if dsn == "" || strings.HasPrefix(dsn, "file:") || strings.Contains(dsn, ":memory:") {
		return "", false
	}
	return dsn, true
}

// claim takes the owner lock of dsn's file for db, or marks db a follower
// when another handle holds it. A lock that cannot be taken (no flock, a
// read-only directory) leaves db unowned: correct, only slower.
func (db *DB) claim(dsn string) {
	path, ok := sqliteFile(dsn)
	if !ok {
		return
	}
	release, held, err := lockFile(path + "-lock")
	switch {
	case err != nil:
		return
	case held:
		db.standing = follower
	default:
		db.standing, db.unlock = owner, release
		db.book, db.sessions = newVersionBook(), newSessionBook()
	}
}

// Owner reports whether db owns its SQLite file (see ownership).
func (db *DB) Owner() bool { return db.standing == owner }

// ReadOnly reports whether another handle owns db's SQLite file, so that
// db may not change campaigns or sessions.
func (db *DB) ReadOnly() bool { return db.standing == follower }

// mayChange refuses a change of versions or sessions to a follower.
func (db *DB) mayChange() error {
	if db.standing == follower {
		return ErrReadOnly
	}
	return nil
}
