package senjutsu

import "testing"

// A busy four-fighter turn: a Replacement, a Special Weapon with a variable
// speed, Crippled, a split card with an Instant Additional and a tie choice.
const benchCode = "1~a.b.c.d~a.A5.rM3.t3-2~b.M3~c.WD9-2v4.c1~d.A7s3.c2.aM"

func BenchmarkOrder(b *testing.B) {
	r, err := Parse(benchCode)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Order(r, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(benchCode); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkApply(b *testing.B) {
	d, err := NewDuel(Setup{Fighters: []FighterSetup{
		{ID: "a", Profile: prof("A", 2, 5, 6)}, {ID: "b", Profile: prof("B", 1, 5, 6)},
	}})
	if err != nil {
		b.Fatal(err)
	}
	d, err = Apply(d, Action{Type: "start_turn"})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Apply(d, Action{Type: "play", Fighter: "a", Card: "skill"}); err != nil {
			b.Fatal(err)
		}
	}
}
