package handlers

import (
	"fmt"
	"strings"
	"testing"
)

// TestVersionedLRUBoundedByBytes: the total cost never passes the bound,
// the least recently used entry goes first, and an entry over the whole
// bound is not kept.
func TestVersionedLRUBoundedByBytes(t *testing.T) {
	t.Parallel()
	c := newVersionedLRU[string, int](100)
	for i := range 4 {
		c.put(fmt.Sprint("k", i), int64(i+1), 1, i, 30)
	}
	if n, sum := c.size(); n != 3 || sum != 90 {
		t.Fatalf("size %d entries, %d bytes; want 3, 90", n, sum)
	}
	if _, ok := c.get("k0"); ok {
		t.Error("the oldest entry was kept")
	}
	c.get("k1") // k2 is now the least recently used
	c.put("k4", 5, 1, 4, 30)
	if _, ok := c.get("k2"); ok {
		t.Error("k2, least recently used, was kept")
	}
	if _, ok := c.get("k1"); !ok {
		t.Error("k1, just used, was evicted")
	}
	if c.put("big", 6, 1, 0, 101) {
		t.Error("an entry over the whole bound was kept")
	}
	if _, sum := c.size(); sum > 100 {
		t.Errorf("%d bytes over the bound", sum)
	}
}

// TestVersionedLRUOlderVersionsFirst: a campaign's newer version drops its
// older entries at once, whatever their use, and a late render of an
// older version is not kept.
func TestVersionedLRUOlderVersionsFirst(t *testing.T) {
	t.Parallel()
	c := newVersionedLRU[string, string](1000)
	c.put("a public v1", 1, 1, "x", 10)
	c.put("a gm v1", 1, 1, "x", 10)
	c.put("b public v1", 2, 1, "x", 10)
	c.get("a public v1")
	c.put("a public v2", 1, 2, "y", 10)
	for key, want := range map[string]bool{"a public v1": false, "a gm v1": false, "b public v1": true, "a public v2": true} {
		if _, ok := c.get(key); ok != want {
			t.Errorf("%s kept: %v, want %v", key, ok, want)
		}
	}
	if c.put("a gm v1", 1, 1, "late", 10) {
		t.Error("a render of version 1 kept after version 2")
	}
	if n, sum := c.size(); n != 2 || sum != 20 {
		t.Errorf("size %d entries, %d bytes; want 2, 20", n, sum)
	}
}

// TestVersionedLRUOff: a bound of 0 keeps nothing.
func TestVersionedLRUOff(t *testing.T) {
	t.Parallel()
	c := newVersionedLRU[string, int](0)
	if c.put("k", 1, 1, 1, 1) {
		t.Error("kept with a bound of 0")
	}
}

// TestETagMatches reads If-None-Match as RFC 9110 §13.1.2 says: weak
// comparison, lists, "*".
func TestETagMatches(t *testing.T) {
	t.Parallel()
	tag := `W/"abc"`
	for header, want := range map[string]bool{
		`W/"abc"`: true, `"abc"`: true, `"x", W/"abc"`: true, `*`: true,
		``: false, `W/"abd"`: false, `abc`: false,
	} {
		if got := etagMatches(header, tag); got != want {
			t.Errorf("If-None-Match %q: %v, want %v", header, got, want)
		}
	}
}

// TestKnownQuery: only the parameters the pages read, short, are kept.
func TestKnownQuery(t *testing.T) {
	t.Parallel()
	for raw, want := range map[string]bool{
		"": true, "lang=en": true, "sort=owner&lang=it": true, "clan=Mori": true, "page=2": true, "created=1": true,
		"x=1": false, "lang=en&utm=1": false, "lang=en&lang=it": false, "page=" + strings.Repeat("9", 40): false,
	} {
		if got := knownQuery(raw); got != want {
			t.Errorf("%q: %v, want %v", raw, got, want)
		}
	}
}
