package senjutsu

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
)

// checkPermutation verifies that res lists every part of every revealed card
// exactly once, by non-increasing speed, numbered from 1.
func checkPermutation(t *testing.T, r Reveal, res Resolution) {
	t.Helper()
	want := map[string]int{}
	for _, p := range r.Plays {
		for seg := 0; seg <= len(p.inOrder().Split); seg++ {
			want[fmt.Sprintf("%s/%d", p.Fighter, seg)]++
		}
	}
	got := map[string]int{}
	for i, e := range res.Events {
		got[fmt.Sprintf("%s/%d", e.Fighter, e.Segment)]++
		if e.Position != i+1 {
			t.Fatalf("event %d has position %d", i, e.Position)
		}
		if i > 0 && e.Speed > res.Events[i-1].Speed {
			t.Fatalf("speed rises at %d: %s", i, seq(res.Events))
		}
		if enOf(e.Msg) == "" || itOf(e.Msg) == "" {
			t.Fatalf("event %d has no explanation", i)
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("events %v are not a permutation of the revealed parts %v", got, want)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"1~ronin.student~ronin.A6~student.D7-3v6",
		"1~aiko.bunta~aiko.M4.c1.rD8-5v5~bunta.A5.c1",
		"1~suey.steve.george~suey.M3.t3-3~steve.M3.t3-1~george.M3",
		"1~kenji.hana~kenji.A7fs2.aM.gred~hana.M4.iD.gblue",
		"1~w.m~w.WA5~m.A5", "1~a.b~a.X0~b.S0", "", "1~", "1~a.b~a.A6..c1~b.A5", "1~a.b~a.D99-0v50~b.A5",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		r, err := Parse(code)
		if err != nil {
			return
		}
		back, err := Parse(Encode(r))
		if err != nil {
			t.Fatalf("Parse(Encode(Parse(%q))): %v", code, err)
		}
		if !reflect.DeepEqual(back, r) {
			t.Fatalf("round trip of %q changed the reveal", code)
		}
		res, err := Order(r, Options{})
		if err == nil {
			checkPermutation(t, r, res)
		}
	})
}

// revealFrom builds a Reveal from fuzz bytes. Most bytes give a valid
// reveal; when the first byte says so ("chaos"), values may fall outside the
// rules so that Order's refusals are exercised too.
func revealFrom(data []byte) (Reveal, Options) {
	i := 0
	next := func() int {
		if i >= len(data) {
			return 0
		}
		i++
		return int(data[i-1])
	}
	chaos := next()%8 == 0
	sn := func() int {
		if chaos {
			return next()%23 - 1 // -1..21: a little outside the range
		}
		return next() % 10
	}
	n := 2 + next()%3
	var r Reveal
	for k := 0; k < n; k++ {
		r.Track = append(r.Track, fmt.Sprintf("f%d", k))
	}
	if chaos && next()%4 == 0 {
		r.Track = append(r.Track, r.Track[0])
	}
	types := []CardType{Defense, Attack, Meditation, Special, Stun, "bogus"}
	face := func() Face {
		nt := 4
		if chaos {
			nt = len(types)
		} else if next()%6 == 0 {
			nt = 5 // a Stun card now and then
		}
		fc := Face{Type: types[next()%nt], Speed: sn()}
		fl := next()
		fc.Weapon = fl&1 != 0 && (chaos || fc.Type == Defense || fc.Type == Attack || fc.Type == Meditation)
		if fl&4 != 0 && (chaos || fc.Type != Stun) {
			fc.High, fc.Low = sn(), sn()
			if !chaos {
				if fc.High == fc.Low {
					fc.High++
				}
				if fc.High < fc.Low {
					fc.High, fc.Low = fc.Low, fc.High
				}
				fc.Speed = fc.Low + fc.Speed%(fc.High-fc.Low+1)
			}
		}
		fc.AltSpeed = fl&8 != 0 && (chaos || fc.Type != Stun)
		if chaos || fc.Type != Stun {
			prev := fc.Speed
			for s := 0; s < (fl>>4)%4; s++ {
				x := sn()
				if !chaos && x == prev {
					x = (x + 1) % 10
				}
				fc.Split = append(fc.Split, x)
				prev = x
			}
		}
		if fc.Type == Stun && !chaos {
			fc.Speed = 0
		}
		return fc
	}
	for k := 0; k < n; k++ {
		p := Play{Fighter: r.Track[k%len(r.Track)], Card: face(), Crippled: next() % 4}
		if x := next(); x%5 == 1 {
			p.Instant = &Instant{Kind: []InstantKind{Replacement, Additional, Plain, "odd"}[x/5%4], Card: face()}
			if p.Instant.Kind != Replacement && (!chaos || x&64 != 0) {
				p.Instant.Card = Face{Type: p.Instant.Card.Type}
			}
			if !chaos && p.Instant.Kind == "odd" {
				p.Instant.Kind = Plain
			}
		}
		if next()%3 == 0 {
			p.Team = fmt.Sprintf("t%d", next()%2)
		}
		r.Plays = append(r.Plays, p)
	}
	if chaos {
		for k := next() % 4; k > 0; k-- {
			r.Ties = append(r.Ties, TieChoice{Fighter: r.Track[next()%len(r.Track)], Speed: sn(), Place: next() % 5})
		}
	}
	o := Options{}
	if next()%2 == 1 {
		o.WeaponTie = "before_type"
	}
	if next()%2 == 1 {
		o.CrippledStacking = "single"
	}
	if next()%2 == 1 {
		o.StunSpeed = "zero"
	}
	return r, o
}

func FuzzOrder(f *testing.F) {
	f.Add([]byte{0, 1, 6, 0, 0, 0, 0, 0, 7, 4, 3, 6, 0, 0})
	f.Add([]byte{1, 2, 2, 5, 0, 0, 0, 2, 4, 0, 0, 0, 2, 4, 0, 0, 0, 3, 0, 1, 4, 1, 2})
	f.Add([]byte{2, 3, 1, 8, 0xf0, 3, 2, 1, 6, 0, 4, 0, 1, 1, 4, 0, 0, 1, 255, 255, 255, 255})
	f.Add([]byte("order me, any way you like"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, o := revealFrom(data)
		res, err := Order(r, o)
		if err != nil {
			return
		}
		checkPermutation(t, r, res)
		// Answer the tie prompts one by one, as players would, with places
		// picked by the remaining bytes: the order completes.
		for k := 0; len(res.Prompts) > 0; k++ {
			if k > 4*MaxFighters {
				t.Fatalf("prompts never end: %+v", res.Prompts)
			}
			pr := res.Prompts[0]
			pick := pr.Places[0]
			if len(data) > 0 {
				pick = pr.Places[int(data[k%len(data)])%len(pr.Places)]
			}
			r.Ties = append(r.Ties, TieChoice{Fighter: pr.Fighter, Speed: pr.Speed, Place: pick})
			if res, err = Order(r, o); err != nil {
				t.Fatalf("answering prompt %+v with %d: %v", pr, pick, err)
			}
			checkPermutation(t, r, res)
		}
		if !res.Complete {
			t.Fatal("no prompts left but not complete")
		}
		if _, err := SlowerOpponents(r, r.Plays[0].Fighter, 0, o); err != nil {
			t.Fatalf("SlowerOpponents on a valid reveal: %v", err)
		}
		// The code carries everything Order needs.
		back, err := Parse(Encode(r))
		if err != nil {
			t.Fatalf("valid reveal does not round-trip: %v (%s)", err, Encode(r))
		}
		res2, err := Order(back, o)
		if err != nil || seq(res2.Events) != seq(res.Events) {
			t.Fatalf("order changed through the code: %v", err)
		}
	})
}

// FuzzApply drives a duel with arbitrary actions: no panic, a refused action
// changes nothing, and the counters stay in range.
func FuzzApply(f *testing.F) {
	f.Add([]byte{0, 1, 1, 1, 1, 5, 2, 3})
	f.Add([]byte{0, 1, 0, 1, 1, 0, 10, 0, 3, 5, 0, 2, 19, 0, 0, 1})
	f.Add([]byte("a long game with many actions and wounds"))
	kinds := make([]string, 0, len(ActionKinds)+1)
	for _, k := range ActionKinds {
		kinds = append(kinds, k.Type)
	}
	kinds = append(kinds, "bogus")
	f.Fuzz(func(t *testing.T, data []byte) {
		tree := &KamaeTree{Positions: []string{"neutral", "balance"}, FocusPoints: []string{"fp"},
			Branches: []Branch{{From: "neutral", To: "fp"}, {From: "fp", To: "balance"}}}
		o := Options{}
		if len(data) > 0 && data[0]&1 == 1 {
			o = Options{DiscardPlayed: "one", CrippledStacking: "single", CrippledRotations: 2, PlayedStun: "to_hand", BleedingEmptyDeck: "wound", FocusOverflow: "refuse"}
		}
		d, err := NewDuel(Setup{Options: o, Fighters: []FighterSetup{
			{ID: "a", Profile: Profile{Name: "A", AdvantageNumber: 2, HandLimit: 3, WoundLimit: 4, KamaeTree: tree}, PoisonDeck: []string{"P"}},
			{ID: "b", Profile: prof("B", 1, 4, 5), Concealed: true},
			{ID: "c", Profile: prof("C", 1, 2, 3), Team: "x"},
		}})
		if err != nil {
			t.Fatal(err)
		}
		ids := []string{"a", "b", "c", "", "zz"}
		cards := []string{"skill", "special", "stun", "additional", "plain", "", "odd"}
		fields := []string{"deck", "hand", "stun", "focus", "crippled", "wounds", "nope"}
		paths := [][]string{nil, {"fp", "balance"}, {"fp"}, {"balance"}, {"neutral"}, {"fp", "neutral"}}
		for i := 0; i+5 < len(data); i += 6 {
			a := Action{
				Type: kinds[int(data[i])%len(kinds)], Fighter: ids[int(data[i+1])%len(ids)],
				N: int(data[i+2])%9 - 2, Bleeding: data[i+3]&1 == 1, Card: cards[int(data[i+3]>>1)%len(cards)],
				Cost: int(data[i+4]) % 5, Optional: int(data[i+4]>>3) % 3, Kamae: []string{"neutral", "balance", "aggression", "fp"}[int(data[i+5])%4],
				Branches: int(data[i+5]>>2) % 3, Path: paths[int(data[i+5]>>4)%len(paths)], Poison: "P",
				Field: fields[int(data[i+2])%len(fields)], Value: int(data[i+4]) % 8,
			}
			if data[i+3]&64 != 0 {
				a.By = ids[int(data[i+5])%3]
			}
			before, _ := json.Marshal(d)
			nd, err := Apply(d, a)
			if err != nil {
				after, _ := json.Marshal(d)
				if string(before) != string(after) {
					t.Fatal("a refused action changed the duel")
				}
				continue
			}
			if err := nd.Validate(); err != nil {
				t.Fatalf("action %+v left an invalid state: %v", a, err)
			}
			d = nd
			if d.Over {
				break
			}
		}
	})
}
