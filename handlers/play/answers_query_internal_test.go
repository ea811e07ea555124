package play

import (
	"strings"
	"testing"
)

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
