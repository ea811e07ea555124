package notices

import (
	"strings"
	"testing"
)

// Only one bare address of at most 254 characters is taken for e-mail
// notices: no display name, no list, no header injection.
func TestPlainAddress(t *testing.T) {
	t.Parallel()
	for a, want := range map[string]bool{
		"takeda@club.example":            true,
		"":                               false,
		"Takeda <takeda@club.example>":   false,
		"a@club.example, b@club.example": false,
		"takeda@club.example\r\nBcc: x@evil.example": false,
		"not-an-address":                        false,
		strings.Repeat("a", 250) + "@x.example": false,
	} {
		if got := plainAddress(a); got != want {
			t.Errorf("%q: %v, want %v", a, got, want)
		}
	}
}
