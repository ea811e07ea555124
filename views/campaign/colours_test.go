package campaign

import (
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/static"
	"sengoku/views"
	"sengoku/views/figure"
)

// Every clan's colour class in the stylesheet is the colour the maps and
// PDFs use.
func TestClanClassesMatchClanColours(t *testing.T) {
	css, err := static.FS.ReadFile("css/app.css")
	if err != nil {
		t.Fatal(err)
	}
	for c, colour := range views.ClanColour {
		rule := "." + ClanClass(c) + " { --clan: " + colour + "; }"
		if !strings.Contains(string(css), rule) {
			t.Errorf("app.css lacks %q", rule)
		}
	}
	for _, rule := range []string{".clan-none { --clan: " + figure.NeutralColour + "; }", ".kyoto { --clan: " + figure.KyotoColour + "; }"} {
		if !strings.Contains(string(css), rule) {
			t.Errorf("app.css lacks %q", rule)
		}
	}
	if got := OwnerClass("", true); got != "kyoto" {
		t.Errorf("unowned Kyoto: %q", got)
	}
	if got := OwnerClass(campaign.Takeda, true); got != "clan-takeda" {
		t.Errorf("Takeda's Kyoto: %q", got)
	}
}
