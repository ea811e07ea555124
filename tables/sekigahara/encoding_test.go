package sekigahara

import (
	"reflect"
	"strings"
	"testing"
)

func TestEncodingRulebookExample(t *testing.T) {
	// The rulebook's combat example written out by hand (8; digest 11.3).
	want := []Deployment{
		{Side: Ishida, Action: Deploy, Card: Free, Blocks: []Block{{Daimyo: "mori", Mon: 1, Nobori: 1}}},
		{Side: Tokugawa, Action: Deploy, Card: Swords, Blocks: []Block{{Daimyo: "maeda", Mon: 1, Symbol: Cavalry}}},
		{Side: Ishida, Action: Deploy, Card: Double, Blocks: []Block{{Daimyo: "ukita", Mon: 2}, {Daimyo: "ukita", Mon: 2}}},
		{Side: Tokugawa, Action: Deploy, Card: Plain, Blocks: []Block{{Daimyo: "tokugawa", Mon: 3}}},
		{Side: Ishida, Action: Deploy, Card: Plain, Blocks: []Block{{Daimyo: "uesugi", Mon: 1, Symbol: Arquebus}}},
		{Side: Tokugawa, Action: Deploy, Card: Plain, Blocks: []Block{{Daimyo: "tokugawa", Mon: 1}}},
		{Side: Ishida, Action: Deploy, Card: Swords, Blocks: []Block{{Daimyo: "mori", Mon: 1, Symbol: Cavalry}}},
		{Side: Tokugawa, Action: Deploy, Card: Plain, Blocks: []Block{{Daimyo: "tokugawa", Mon: 3}}},
		{Side: Ishida, Action: Pass},
		{Side: Tokugawa, Action: Pass},
	}
	got := mustParse(t, rulebookExample)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("parsed\n%+v\nwant\n%+v", got, want)
	}
	enc, err := EncodeDeployments(want)
	if err != nil || enc != rulebookExample {
		t.Fatalf("encoded %q (%v), want %q", enc, err, rulebookExample)
	}
}

func TestEncodingRoundTrip(t *testing.T) {
	for _, s := range []string{
		"",
		rulebookExample,
		loyaltyPrefix + ".is-z2c.tl.im-q1.tlr",
		"tf-a1n.tm-a3.td-a2-a3.tm-b3.tm-b2.tp",
		"imukita-ishida3.tdmaeda-ii4",
		"if-ishida2n3.ts-honda2a.is-kuroda3cn",
		"tp",
	} {
		ds := mustParse(t, s)
		enc, err := EncodeDeployments(ds)
		if err != nil || enc != s {
			t.Errorf("round trip %q → %q (%v)", s, enc, err)
		}
	}
	// Flags in any order parse; the encoding is canonical.
	ds := mustParse(t, "im-a1nc.is-b2n3a")
	if enc, _ := EncodeDeployments(ds); enc != "im-a1cn.is-b2an3" {
		t.Errorf("canonical form %q", enc)
	}
}

func TestParseDeploymentsErrors(t *testing.T) {
	for _, s := range []string{
		"x", "i", "iq", "im", "im-", "im-ukita", "im-ukita5", "im-ukita0", "im-Ukita2", "IM-ukita2",
		"im-ukita2x", "im-ukita2cc", "im-ukita2ca", "im-ukita2nn", "im-ukita2n1", "im-a1-b1-c1",
		"ip.", ".ip", "ip..tp", "i p", "ipx", "ilrx", "ilx", "im-2", "imukita", "im-ukita2 ",
		"im-" + strings.Repeat("a", maxDaimyoLen+1) + "1",
		"im" + strings.Repeat("a", maxDaimyoLen+1) + "-ukita1",
		strings.Repeat("ip.", maxEvents) + "ip",
		"im-" + strings.Repeat("a", maxEncoded) + "1",
		"im-mōri1",
	} {
		_, err := ParseDeployments(s)
		if err == nil {
			t.Errorf("%q parsed", s)
			continue
		}
		checkValidation(t, err, "deployments")
	}
}

func TestEncodeDeploymentsRejects(t *testing.T) {
	for _, d := range []Deployment{
		{Side: "gold", Action: Pass},
		{Side: Ishida, Action: "retreat"},
		{Side: Ishida, Action: Pass, Refuted: true},
		{Side: Ishida, Action: Challenge, Card: Plain},
		{Side: Ishida, Action: Deploy, Card: "joker", Blocks: []Block{{Daimyo: "a", Mon: 1}}},
		{Side: Ishida, Action: Deploy, Card: Plain},
		{Side: Ishida, Action: Deploy, Card: Plain, Blocks: []Block{{Daimyo: "A", Mon: 1}}},
		{Side: Ishida, Action: Deploy, Card: Plain, Blocks: []Block{{Daimyo: "a", Mon: 5}}},
		{Side: Ishida, Action: Deploy, Card: Plain, Blocks: []Block{{Daimyo: "a", Mon: 1, Symbol: "bow"}}},
		{Side: Ishida, Action: Deploy, Card: Plain, Blocks: []Block{{Daimyo: "a", Mon: 1, Nobori: 2}}},
		{Side: Ishida, Action: Deploy, Card: Plain, CardDaimyo: "B", Blocks: []Block{{Daimyo: "a", Mon: 1}}},
		{Side: Ishida, Action: Deploy, Card: Double, Blocks: []Block{{Daimyo: "a", Mon: 1}, {Daimyo: "a", Mon: 1}, {Daimyo: "a", Mon: 1}}},
		{Side: Ishida, Action: Deploy, Card: Plain, Refuted: true, Blocks: []Block{{Daimyo: "a", Mon: 1}}},
	} {
		_, err := EncodeDeployments([]Deployment{d})
		if err == nil {
			t.Errorf("%+v encoded", d)
			continue
		}
		checkValidation(t, err, "deployments[0]")
	}
}

func FuzzParseDeployments(f *testing.F) {
	for _, s := range []string{
		"", rulebookExample, loyaltyPrefix + ".is-z2c.tl", "tf-a1n.tm-a3.td-a2-a3.tm-b3.tm-b2.tp",
		"imukita-ishida3.tdmaeda-ii4", "im-a1nc", "ilr", "im-ukita2n3", "x", "im-ukita9", "ip..tp",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ds, err := ParseDeployments(s)
		if err != nil {
			checkValidation(t, err, "deployments")
			return
		}
		if s != "" && len(ds) != strings.Count(s, ".")+1 {
			t.Fatalf("%q: %d entries", s, len(ds))
		}
		enc, err := EncodeDeployments(ds)
		if err != nil {
			t.Fatalf("%q parsed but does not encode: %v", s, err)
		}
		again, err := ParseDeployments(enc)
		if err != nil || !reflect.DeepEqual(again, ds) {
			t.Fatalf("%q → %q does not round-trip: %v", s, enc, err)
		}
		// Whatever parses, Evaluate answers without panicking.
		for _, a := range []Side{Ishida, Tokugawa} {
			if _, err := Evaluate(Battle{Attacker: a, Deployments: ds}); err != nil {
				checkValidation(t, err, "")
			}
		}
	})
}
