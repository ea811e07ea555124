package senjutsu

import (
	"net/url"
	"reflect"
	"strings"
	"testing"

	"sengoku/tables"
)

func TestRevealCodeRoundTrip(t *testing.T) {
	reveals := []Reveal{
		{Track: []string{"ronin", "student"}, Plays: []Play{
			{Fighter: "ronin", Card: Face{Type: Attack, Speed: 6}},
			{Fighter: "student", Card: Face{Type: Defense, High: 7, Low: 3, Speed: 6}},
		}},
		{Track: []string{"aiko", "bunta"}, Plays: []Play{
			{Fighter: "aiko", Card: Face{Type: Meditation, Speed: 4}, Instant: &Instant{Kind: Replacement, Card: Face{Type: Defense, High: 8, Low: 5, Speed: 5}}},
			{Fighter: "bunta", Card: Face{Type: Attack, Speed: 5}, Crippled: 1},
		}},
		{Track: []string{"suey", "steve", "george"}, Plays: []Play{
			{Fighter: "suey", Card: Face{Type: Meditation, Speed: 3}, Team: "red"},
			{Fighter: "steve", Card: Face{Type: Meditation, Speed: 3}, Team: "green"},
			{Fighter: "george", Card: Face{Type: Meditation, Speed: 3}, Team: "blue"},
		}, Ties: []TieChoice{{"suey", 3, 3}, {"steve", 3, 1}}},
		{Track: []string{"K_1", "h-2", "x", "y"}, Plays: []Play{
			{Fighter: "K_1", Card: Face{Type: Attack, Speed: 7, AltSpeed: true, Split: []int{4, 2}}, Instant: &Instant{Kind: Additional, Card: Face{Type: Meditation}}},
			{Fighter: "h-2", Card: Face{Type: Attack, Weapon: true, Speed: 5}, Instant: nil},
			{Fighter: "x", Card: Face{Type: Special, Speed: 0}, Instant: &Instant{Kind: Plain, Card: Face{Type: Defense}}},
			{Fighter: "y", Card: Face{Type: Stun, Speed: 0}},
		}},
	}
	for _, r := range reveals {
		code := Encode(r)
		if url.QueryEscape(code) != code {
			t.Errorf("%q is not URL-safe", code)
		}
		back, err := Parse(code)
		if err != nil {
			t.Fatalf("Parse(Encode) %q: %v", code, err)
		}
		if !reflect.DeepEqual(back, r) {
			t.Errorf("round trip of %q:\n got %+v\nwant %+v", code, back, r)
		}
		if again := Encode(back); again != code {
			t.Errorf("Encode(Parse(%q)) = %q", code, again)
		}
	}
	// The documented example (doc.go) is Example C.
	if got := Encode(reveals[1]); got != "1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1" {
		t.Errorf("example C encodes as %q", got)
	}
}

func TestRevealCodeStrictParser(t *testing.T) {
	tests := []struct{ name, code, want string }{
		{"empty", "", "empty"},
		{"no version", "ronin.student~ronin.A6~student.D6", "version"},
		{"wrong version", "2~a.b~a.A6~b.A5", "version"},
		{"space", "1~a.b~a.A6~b.A 5", "not allowed"},
		{"unicode", "1~a.b~a.A6~b.Aé", "not allowed"},
		{"no track", "1~", "Advantage Track"},
		{"bad track id", "1~a..b~a.A6~b.A5", "fighter id"},
		{"no card", "1~a.b~a~b.A5", "fighter.card"},
		{"unknown type", "1~a.b~a.Q6~b.A5", "card type"},
		{"missing speed", "1~a.b~a.A~b.A5", "speed"},
		{"leading zero", "1~a.b~a.A06~b.A5", "leading zero"},
		{"three digits", "1~a.b~a.A100~b.A5", "speed"},
		{"variable without choice", "1~a.b~a.D7-3~b.A5", "variable"},
		{"variable low-high", "1~a.b~a.D3-7v5~b.A5", "high to low"},
		{"choice outside range", "1~a.b~a.D7-3v9~b.A5", "not between"},
		{"trailing junk", "1~a.b~a.A6x~b.A5", "unexpected"},
		{"unknown field", "1~a.b~a.A6.z1~b.A5", "unknown field"},
		{"two instants", "1~a.b~a.A6.aM.iD~b.A5", "repeats"},
		{"two crippled", "1~a.b~a.A6.c1.c2~b.A5", "repeats"},
		{"bad tie", "1~a.b~a.A6.t6~b.A5", "tie choice"},
		{"stun instant", "1~a.b~a.A6.aX~b.A5", "D A M S"},
		{"empty field", "1~a.b~a.A6..c1~b.A5", "empty field"},
		{"weapon special", "1~a.b~a.WS6~b.A5", "Special Weapon"},
		{"player off track", "1~a.b~a.A6~c.A5", "not on the Advantage Track"},
		{"two cards one fighter", "1~a.b~a.A6~a.A5", "two cards"},
		{"missing fighter", "1~a.b~a.A6", "no revealed card"},
		{"one fighter", "1~a~a.A6", "2 to 4"},
		{"same type replacement", "1~a.b~a.A6.rA5~b.A5", "different type"},
		{"too long", "1~" + strings.Repeat("a", 700), "longer"},
		{"five plays", "1~a.b~a.A1~b.A1~a.A1~b.A1~a.A1", "At most"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.code)
			v, ok := tables.AsValidation(err)
			if !ok {
				t.Fatalf("Parse(%q) = %v, want a validation error", tc.code, err)
			}
			if !strings.Contains(v.Error(), tc.want) {
				t.Errorf("Parse(%q): %v; want it to mention %q", tc.code, v, tc.want)
			}
			for _, p := range v.Problems {
				if p.Italian() == "" || p.Italian() == p.English() {
					t.Errorf("problem not in Italian: %+v", p)
				}
			}
		})
	}
}
