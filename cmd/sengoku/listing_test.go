package main

import (
	"io"
	"testing"
	"time"

	"sengoku/campaign"
)

// -visibility defaults to listed on a club's network and to unlisted when
// -url names a public address; SENGOKU_VISIBILITY sets it too, the flag
// wins, and a word that is none of the three is refused.
func TestVisibilityFlagDefaultsByAddress(t *testing.T) {
	for _, tc := range []struct {
		url, flag, envValue string
		want                campaign.Listing
	}{
		{"", "", "", campaign.Listed},
		{"http://192.168.1.20:8080", "", "", campaign.Listed},
		{"http://sengoku.local", "", "", campaign.Listed},
		{"http://raspberrypi:8080", "", "", campaign.Listed},
		{"http://10.0.0.5", "", "", campaign.Listed},
		{"https://192.168.1.20", "", "", campaign.Unlisted},
		{"https://sengoku.example.org", "", "", campaign.Unlisted},
		{"http://sengoku.example.org", "", "", campaign.Unlisted},
		{"http://203.0.113.7", "", "", campaign.Unlisted},
		{"https://sengoku.example.org", "listed", "", campaign.Listed},
		{"", "", "private", campaign.Private},
		{"", "unlisted", "private", campaign.Unlisted},
	} {
		getenv := func(k string) string {
			switch k {
			case "SENGOKU_URL":
				return tc.url
			case "SENGOKU_VISIBILITY":
				return tc.envValue
			}
			return ""
		}
		var args []string
		if tc.flag != "" {
			args = []string{"-visibility", tc.flag}
		}
		cfg, err := serveFlags(args, env{getenv: getenv, stdout: io.Discard, stderr: io.Discard, now: time.Now})
		if err != nil {
			t.Errorf("%+v: %v", tc, err)
			continue
		}
		if cfg.listing != tc.want {
			t.Errorf("url %q flag %q env %q: %q, want %q", tc.url, tc.flag, tc.envValue, cfg.listing, tc.want)
		}
	}
	if _, err := serveFlags([]string{"-visibility", "secret"}, env{getenv: func(string) string { return "" }, stdout: io.Discard, stderr: io.Discard, now: time.Now}); err == nil {
		t.Error("-visibility secret is taken")
	}
}
