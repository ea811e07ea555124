package models

import "sync"

// versionBook keeps the version of each campaign that the owner of a
// SQLite file (ownership) has read or written, so that the version check
// every campaign request makes (CampaignVersion, VersionAndSession) costs
// no query. It is sound because every change of a version goes through
// the owner: Act and Undo raise the book after their transaction commits
// and before they return, so before the action is acknowledged, and a page
// asked after the acknowledgement reads the new version; other handles on
// the file may not change versions (ErrReadOnly). Versions only grow and
// campaigns are never deleted, so a read that raced a write can only raise
// an entry to what it read, never lower it; a restore or a copy into the
// file, which may replace campaigns, forgets the book.
//
// Handles that do not own a file (PostgreSQL above all: several instances
// write the same rows, and an action acknowledged by one must be seen by
// the pages of every other at once) have no book (nil) and read the
// database for every version.
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
