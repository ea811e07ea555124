package models

import "sync"

// versionBook keeps, on SQLite, the version of each campaign this process
// has read or written, so that the version check every campaign page
// makes (CampaignVersion) costs no query. It is sound because one process
// owns a SQLite file (README, "Running for many clubs"; the event streams
// are in-process on SQLite for the same reason), so every change of a
// version goes through this DB: Act and Undo raise the book after their
// transaction commits and before they return, so before the action is
// acknowledged; a page asked after the acknowledgement reads the new
// version. Versions only grow and campaigns are never deleted while
// serving (restore and copy replace them with the servers stopped, and
// forget the book all the same), so a read that raced a write can only
// raise an entry to what it read, never lower it.
//
// PostgreSQL has no book (nil): several instances write the same rows,
// and an action acknowledged by one must be seen by the pages of every
// other at once, so each check reads the database.
type versionBook struct {
	mu       sync.Mutex
	versions map[int64]int64
}

func newVersionBook() *versionBook { return &versionBook{versions: map[int64]int64{}} }

// get returns campaign id's version, if known.
func (b *versionBook) get(id int64) (int64, bool) {
	if b == nil {
		return 0, false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	v, ok := b.versions[id]
	return v, ok
}

// raise records that campaign id has reached version (the higher of it
// and what the book holds stays).
func (b *versionBook) raise(id, version int64) {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if version > b.versions[id] {
		b.versions[id] = version
	}
}

// forget empties the book: the campaigns were replaced wholesale.
func (b *versionBook) forget() {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	clear(b.versions)
}
