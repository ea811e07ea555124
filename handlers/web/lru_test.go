package web

import (
	"fmt"
	"testing"
)

// TestVersionedLRUBoundedByBytes: the total cost never passes the bound,
// the least recently used entry goes first, and an entry over the whole
// bound is not kept.
func TestVersionedLRUBoundedByBytes(t *testing.T) {
	t.Parallel()
	c := NewVersionedLRU[string, int](100)
	for i := range 4 {
		c.Put(fmt.Sprint("k", i), int64(i+1), 1, i, 30)
	}
	if n, sum := c.Size(); n != 3 || sum != 90 {
		t.Fatalf("size %d entries, %d bytes; want 3, 90", n, sum)
	}
	if _, ok := c.Get("k0"); ok {
		t.Error("the oldest entry was kept")
	}
	c.Get("k1") // k2 is now the least recently used
	c.Put("k4", 5, 1, 4, 30)
	if _, ok := c.Get("k2"); ok {
		t.Error("k2, least recently used, was kept")
	}
	if _, ok := c.Get("k1"); !ok {
		t.Error("k1, just used, was evicted")
	}
	if c.Put("big", 6, 1, 0, 101) {
		t.Error("an entry over the whole bound was kept")
	}
	if _, sum := c.Size(); sum > 100 {
		t.Errorf("%d bytes over the bound", sum)
	}
}

// TestVersionedLRUOlderVersionsFirst: a campaign's newer version drops its
// older entries at once, whatever their use, and a late render of an
// older version is not kept.
func TestVersionedLRUOlderVersionsFirst(t *testing.T) {
	t.Parallel()
	c := NewVersionedLRU[string, string](1000)
	c.Put("a public v1", 1, 1, "x", 10)
	c.Put("a gm v1", 1, 1, "x", 10)
	c.Put("b public v1", 2, 1, "x", 10)
	c.Get("a public v1")
	c.Put("a public v2", 1, 2, "y", 10)
	for key, want := range map[string]bool{"a public v1": false, "a gm v1": false, "b public v1": true, "a public v2": true} {
		if _, ok := c.Get(key); ok != want {
			t.Errorf("%s kept: %v, want %v", key, ok, want)
		}
	}
	if c.Put("a gm v1", 1, 1, "late", 10) {
		t.Error("a render of version 1 kept after version 2")
	}
	if n, sum := c.Size(); n != 2 || sum != 20 {
		t.Errorf("size %d entries, %d bytes; want 2, 20", n, sum)
	}
}

// TestVersionedLRUOff: a bound of 0 keeps nothing.
func TestVersionedLRUOff(t *testing.T) {
	t.Parallel()
	c := NewVersionedLRU[string, int](0)
	if c.Put("k", 1, 1, 1, 1) {
		t.Error("kept with a bound of 0")
	}
}
