package senjutsu

import (
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
)

// seq is an event list written as "fighter:type@speed" (segment > 0 adds
// "/n"), for readable expectations.
func seq(evs []Event) string {
	var s []string
	for _, e := range evs {
		x := e.Fighter + ":" + string(e.Type)
		if e.Weapon {
			x += "(W)"
		}
		x += "@" + itoa(e.Speed)
		if e.Segment > 0 {
			x += "/" + itoa(e.Segment)
		}
		s = append(s, x)
	}
	return strings.Join(s, " ")
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func rules(evs []Event) []Rule {
	out := make([]Rule, len(evs))
	for i, e := range evs {
		out[i] = e.Rule
	}
	return out
}

func TestResolutionOrderWorkedExamples(t *testing.T) {
	tests := []struct {
		name      string
		code      string // the reveal, in the reveal code
		opts      Options
		want      string
		rules     []Rule
		complete  bool
		blockable map[string][]string // attack event "fighter@speed" -> blockers
	}{
		{
			// §28.4 A: speed, then type; Advantage irrelevant.
			name: "A speed tie: Defense before Attack (§7.2)",
			code: "1~ronin.student~ronin.A6~student.D7-3v6",
			want: "student:defense@6 ronin:attack@6", rules: []Rule{RuleFirst, RuleType}, complete: true,
			blockable: map[string][]string{"ronin@6": {"student"}},
		},
		{
			// §28.4 A2: the Block at 5 cannot stop the attack at 6.
			name: "A2 Defense at 5 resolves after Attack at 6 (§7.1, §13)",
			code: "1~ronin.student~ronin.A6~student.D7-3v5",
			want: "ronin:attack@6 student:defense@5", rules: []Rule{RuleFirst, RuleSpeed}, complete: true,
			blockable: map[string][]string{"ronin@6": nil},
		},
		{
			// §28.4 B1: non-Special before Special Weapon, even against the Advantage.
			name: "B1 Special Weapon Attack after basic Attack at 5 (§7.3)",
			code: "1~warrior.master~warrior.WA5~master.A5",
			want: "master:attack@5 warrior:attack(W)@5", rules: []Rule{RuleFirst, RuleSpecial}, complete: true,
		},
		{
			// §28.4 B2: same speed and type: the Warrior must be asked.
			name: "B2 same speed and type: the higher on the track chooses (§7.4), not yet chosen",
			code: "1~warrior.master~warrior.A4~master.A4",
			want: "warrior:attack@4 master:attack@4", rules: []Rule{RuleFirst, RuleAdvantage}, complete: false,
		},
		{
			name: "B2 the Warrior chooses to resolve second (§7.4)",
			code: "1~warrior.master~warrior.A4.t4-2~master.A4",
			want: "master:attack@4 warrior:attack@4", rules: []Rule{RuleFirst, RuleAdvantage}, complete: true,
		},
		{
			name: "B2 the Warrior chooses to resolve first (§7.4)",
			code: "1~warrior.master~warrior.A4.t4-1~master.A4",
			want: "warrior:attack@4 master:attack@4", rules: []Rule{RuleFirst, RuleAdvantage}, complete: true,
		},
		{
			// §28.4 B3: Meditation ranks above Special.
			name: "B3 Meditation before Special Ability at 3 (§7.2)",
			code: "1~warrior.master~warrior.S3~master.M3",
			want: "master:meditation@3 warrior:special@3", rules: []Rule{RuleFirst, RuleType}, complete: true,
		},
		{
			// §28.4 C: Replacement Defense 8–5 at 5; Bunta's 5 Crippled to 4.
			name: "C Replacement at its own speed, Crippled attacker (§6.4, §17.4)",
			code: "1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1",
			want: "aiko:defense@5 bunta:attack@4", rules: []Rule{RuleFirst, RuleSpeed}, complete: true,
			blockable: map[string][]string{"bunta@4": nil},
		},
		{
			// §28.4 C2: Aiko Crippled too: 5 → 4, tie at 4, Defense first, block active.
			name: "C2 both Crippled: tie at 4, Defense first and its Block active (§7.2, §17.4)",
			code: "1~aiko.bunta~aiko.M4.c1.rD8-5v5~bunta.A5.c1",
			want: "aiko:defense@4 bunta:attack@4", rules: []Rule{RuleFirst, RuleType}, complete: true,
			blockable: map[string][]string{"bunta@4": {"aiko"}},
		},
		{
			// §28.4 C3: printed 1 stays 1.
			name: "C3 Crippled speed 1 stays 1 (§17.4)",
			code: "1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A1.c1",
			want: "aiko:defense@5 bunta:attack@1", rules: []Rule{RuleFirst, RuleSpeed}, complete: true,
		},
		{
			// §28.4 D (the seed's example): Suey takes last, Steve first, George the rest.
			name: "D three-way tie chosen top first (§19)",
			code: "1~suey.steve.george~suey.M3.t3-3~steve.M3.t3-1~george.M3",
			want: "steve:meditation@3 george:meditation@3 suey:meditation@3", rules: []Rule{RuleFirst, RuleAdvantage, RuleAdvantage}, complete: true,
		},
		{
			name: "D three-way tie, Suey not chosen yet: provisional in track order (§19)",
			code: "1~suey.steve.george~suey.M3~steve.M3~george.M3",
			want: "suey:meditation@3 steve:meditation@3 george:meditation@3", rules: []Rule{RuleFirst, RuleAdvantage, RuleAdvantage}, complete: false,
		},
		{
			// §28.4 E: two events for the split card.
			name: "E Dividing Line: Attack 7, Meditation 4, Attack part 2 at 2 (§7.5)",
			code: "1~kenji.hana~kenji.A7s2~hana.M4",
			want: "kenji:attack@7 hana:meditation@4 kenji:attack@2/1", rules: []Rule{RuleFirst, RuleSpeed, RuleSpeed}, complete: true,
		},
		{
			// §6.5: descending speed with four fighters; stun last at equal speed (decision).
			name: "four fighters by descending speed (§6.5)",
			code: "1~a.b.c.d~a.M2~b.D9-1v8~c.A5~d.X0",
			want: "b:defense@8 c:attack@5 a:meditation@2 d:stun@0", rules: []Rule{RuleFirst, RuleSpeed, RuleSpeed, RuleSpeed}, complete: true,
		},
		{
			// §7.3 read the other way (option weapon_tie=before_type).
			name: "option before_type: basic Attack before Special Weapon Defense (§7.3)",
			code: "1~a.b~a.WD5~b.A5", opts: Options{WeaponTie: "before_type"},
			want: "b:attack@5 a:defense(W)@5", rules: []Rule{RuleFirst, RuleSpecial}, complete: true,
		},
		{
			name: "default after_type: Special Weapon Defense before basic Attack (§7.2, §7.3)",
			code: "1~a.b~a.WD5~b.A5",
			want: "a:defense(W)@5 b:attack@5", rules: []Rule{RuleFirst, RuleType}, complete: true,
		},
		{
			// Option crippled_stacking: two cards −2 by default, −1 with "single".
			name: "two Crippled cards stack by default (§17.4, U7)",
			code: "1~a.b~a.A6.c2~b.A5",
			want: "b:attack@5 a:attack@4", rules: []Rule{RuleFirst, RuleSpeed}, complete: true,
		},
		{
			name: "two Crippled cards count once with crippled_stacking=single (§17.4, U7)",
			code: "1~a.b~a.A6.c2~b.A5", opts: Options{CrippledStacking: "single"},
			want: "a:attack@5 b:attack@5", rules: []Rule{RuleFirst, RuleAdvantage}, complete: false,
		},
		{
			// A split card crippled to 1 and 1: the same card keeps top-to-bottom order.
			name: "split card with both parts at 1 after Crippled resolves top to bottom (§10.1)",
			code: "1~a.b~a.A2s1.c1~b.D9",
			want: "b:defense@9 a:attack@1 a:attack@1/1", rules: []Rule{RuleFirst, RuleSpeed, RuleSameCard}, complete: true,
		},
		{
			// The benchmark's turn: Replacement into a tie, weapon Defense
			// 4 − 1, split Attack 7 − 2 and 3 − 2; a chooses to resolve second.
			name:  "busy four-fighter turn (§7.1–§7.5, §17.4)",
			code:  benchCode,
			want:  "d:attack@5 c:defense(W)@3 b:meditation@3 a:meditation@3 d:attack@1/1",
			rules: []Rule{RuleFirst, RuleSpeed, RuleType, RuleAdvantage, RuleSpeed}, complete: true,
		},
		{
			// Stun cards are not Skill cards: Crippled leaves them alone.
			name: "Crippled does not lower a played Stun card (§17.3, §17.4)",
			code: "1~a.b~a.X3.c1~b.M2",
			want: "a:stun@3 b:meditation@2", rules: []Rule{RuleFirst, RuleSpeed}, complete: true,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Parse(tc.code)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tc.code, err)
			}
			res, err := Order(r, tc.opts)
			if err != nil {
				t.Fatalf("Order: %v", err)
			}
			if got := seq(res.Events); got != tc.want {
				t.Errorf("order = %s, want %s", got, tc.want)
			}
			gotRules := rules(res.Events)
			for i := range tc.rules {
				if i >= len(gotRules) || gotRules[i] != tc.rules[i] {
					t.Errorf("rules = %v, want %v", gotRules, tc.rules)
					break
				}
			}
			if res.Complete != tc.complete {
				t.Errorf("complete = %v, want %v (prompts %v)", res.Complete, tc.complete, res.Prompts)
			}
			for _, e := range res.Events {
				if enOf(e.Msg) == "" || itOf(e.Msg) == "" || enOf(e.Msg) == itOf(e.Msg) {
					t.Errorf("event %d lacks a bilingual explanation: %q / %q", e.Position, enOf(e.Msg), itOf(e.Msg))
				}
				if e.Provisional == tc.complete && len(res.Events) > 1 && e.Rule == RuleAdvantage {
					t.Errorf("event %d provisional = %v with complete = %v", e.Position, e.Provisional, tc.complete)
				}
				if want, ok := tc.blockable[e.Fighter+"@"+itoa(e.Speed)]; ok && e.Type == Attack {
					if strings.Join(e.BlockableBy, ",") != strings.Join(want, ",") {
						t.Errorf("%s@%d blockable by %v, want %v", e.Fighter, e.Speed, e.BlockableBy, want)
					}
				}
			}
			if enOf(res.Msg) == "" || itOf(res.Msg) == "" {
				t.Error("no summary")
			}
		})
	}
}

func TestResolutionPromptsAndTurnOrder(t *testing.T) {
	// §6.4 steps 4–5: Replacement opportunities and variable speeds from the
	// bottom of the Advantage Track up (Example C: Bunta is asked first).
	r, err := Parse("1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Order(r, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(res.ReplacementTurns, ",") != "bunta,aiko" {
		t.Errorf("replacement turns = %v, want bunta,aiko", res.ReplacementTurns)
	}
	if strings.Join(res.VariableTurns, ",") != "aiko" {
		t.Errorf("variable turns = %v, want aiko", res.VariableTurns)
	}
	if len(res.Notes) != 1 || !strings.Contains(enOf(res.Notes[0].Msg), "regained") {
		t.Errorf("want a refund note, got %v", res.Notes)
	}

	// Two variable cards: bottom first.
	r, _ = Parse("1~a.b.c~a.D7-3v3~b.A4~c.D6-2v4")
	res, err = Order(r, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(res.VariableTurns, ",") != "c,a" {
		t.Errorf("variable turns = %v, want c,a", res.VariableTurns)
	}

	// Example D, stepwise: Suey is prompted with three places; after her
	// choice Steve is prompted with the two left.
	r, _ = Parse("1~suey.steve.george~suey.M3~steve.M3~george.M3")
	res, _ = Order(r, Options{})
	if len(res.Prompts) != 1 || res.Prompts[0].Fighter != "suey" || len(res.Prompts[0].Places) != 3 {
		t.Fatalf("prompts = %+v, want Suey with 3 places", res.Prompts)
	}
	r.Ties = []TieChoice{{"suey", 3, 3}}
	res, _ = Order(r, Options{})
	if len(res.Prompts) != 1 || res.Prompts[0].Fighter != "steve" || len(res.Prompts[0].Places) != 2 || res.Prompts[0].Places[1] != 2 {
		t.Fatalf("prompts = %+v, want Steve with places 1,2", res.Prompts)
	}
	if got := seq(res.Events); got != "steve:meditation@3 george:meditation@3 suey:meditation@3" {
		t.Errorf("provisional order = %s", got)
	}
}

func TestResolutionRefusals(t *testing.T) {
	tests := []struct {
		name  string
		r     Reveal
		opts  Options
		field string
	}{
		{"lowest fighter does not choose (§19)", mustParse(t, "1~a.b~a.A4~b.A4"), Options{}, "ties"},
		{"choice for a place already taken (§19)", mustParse(t, "1~a.b.c~a.A4~b.A4~c.A4"), Options{}, "ties"},
		{"chooser below a fighter who has not chosen (§19)", mustParse(t, "1~a.b.c~a.A4~b.A4~c.A4"), Options{}, "ties"},
		{"tie choice without a tie", mustParse(t, "1~a.b~a.A4~b.A5"), Options{}, "ties[0]"},
		{"Replacement of the same type (§15)", mustParse(t, "1~a.b~a.A4~b.A5"), Options{}, "plays[0].instant.card.type"},
		{"Replacement of a Special Weapon card (§15)", mustParse(t, "1~a.b~a.WA4~b.A5"), Options{}, "plays[0].instant"},
		{"Attack Additional on an Attack card (§15)", mustParse(t, "1~a.b~a.A4~b.A5"), Options{}, "plays[0].instant.card.type"},
		{"Additional on a Special Ability (§15)", mustParse(t, "1~a.b~a.S4~b.A5"), Options{}, "plays[0].instant"},
		{"chosen speed outside the variable range (§6.4)", mustParse(t, "1~a.b~a.D7-3v5~b.A5"), Options{}, "plays[0].card.speed"},
		{"stun speed must be 0 with stun_speed=zero (§27)", mustParse(t, "1~a.b~a.X2~b.A5"), Options{StunSpeed: "zero"}, "plays[0].card.speed"},
		{"unknown option value", mustParse(t, "1~a.b~a.A4~b.A5"), Options{WeaponTie: "maybe"}, "options.weapon_tie"},
		{"fighter missing a card (§6.2)", mustParse(t, "1~a.b~a.A4~b.A5"), Options{}, "plays"},
		{"speed out of range", mustParse(t, "1~a.b~a.A4~b.A5"), Options{}, "plays[1].card.speed"},
	}
	tests[0].r.Ties = []TieChoice{{"b", 4, 1}}
	tests[1].r.Ties = []TieChoice{{"a", 4, 2}, {"b", 4, 2}}
	tests[2].r.Ties = []TieChoice{{"b", 4, 1}}
	tests[3].r.Ties = []TieChoice{{"a", 4, 1}}
	tests[4].r.Plays[0].Instant = &Instant{Kind: Replacement, Card: Face{Type: Attack, Speed: 3}}
	tests[5].r.Plays[0].Instant = &Instant{Kind: Replacement, Card: Face{Type: Defense, Speed: 3}}
	tests[6].r.Plays[0].Instant = &Instant{Kind: Additional, Card: Face{Type: Attack}}
	tests[7].r.Plays[0].Instant = &Instant{Kind: Additional, Card: Face{Type: Attack}}
	tests[11].r.Plays = tests[11].r.Plays[:1]
	tests[12].r.Plays[1].Card.Speed = 400
	tests[8].r.Plays[0].Card.Speed = 9 // Parse would refuse it
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Order(tc.r, tc.opts)
			v, ok := tables.AsValidation(err)
			if !ok {
				t.Fatalf("want a validation error, got %v", err)
			}
			found := false
			for _, p := range v.Problems {
				if p.Field == tc.field {
					found = true
				}
				if p.English() == "" || p.Italian() == "" || p.English() == p.Italian() {
					t.Errorf("problem %q is not bilingual: %q / %q", p.Field, p.English(), p.Italian())
				}
			}
			if !found {
				t.Errorf("no problem on %q: %v", tc.field, v.Problems)
			}
		})
	}
}

func mustParse(t *testing.T, code string) Reveal {
	t.Helper()
	r, err := Parse(code)
	if err != nil {
		t.Fatalf("Parse(%q): %v", code, err)
	}
	return r
}

func TestSlowerOpponentsExampleF(t *testing.T) {
	// §28.4 F: attack at 5 against a Defense 6–2 compares with 2, whatever
	// the defender chose.
	for _, chosen := range []int{2, 4, 6} {
		r := Reveal{Track: []string{"att", "def"}, Plays: []Play{
			{Fighter: "att", Card: Face{Type: Attack, Speed: 5}},
			{Fighter: "def", Card: Face{Type: Defense, High: 6, Low: 2, Speed: chosen}},
		}}
		cs, err := SlowerOpponents(r, "att", 0, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) != 1 || !cs[0].Lower || cs[0].Speed != 2 || cs[0].AttackSpeed != 5 {
			t.Errorf("chosen %d: got %+v, want lower with 2 < 5", chosen, cs)
		}
	}
	// No opponent slower: the attack fails (§12.7). Teammates are skipped.
	r := Reveal{Track: []string{"att", "mate", "def"}, Plays: []Play{
		{Fighter: "att", Team: "red", Card: Face{Type: Attack, Speed: 5}},
		{Fighter: "mate", Team: "red", Card: Face{Type: Meditation, Speed: 1}},
		{Fighter: "def", Team: "blue", Card: Face{Type: Attack, Speed: 5}},
	}}
	cs, err := SlowerOpponents(r, "att", 0, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 1 || cs[0].Fighter != "def" || cs[0].Lower {
		t.Errorf("got %+v, want only def, not lower", cs)
	}
	// Crippled opponent: 5 → 4 is lower with "effective", not with "printed".
	r = Reveal{Track: []string{"att", "def"}, Plays: []Play{
		{Fighter: "att", Card: Face{Type: Attack, Speed: 5}},
		{Fighter: "def", Card: Face{Type: Attack, Speed: 5}, Crippled: 1},
	}}
	for opt, want := range map[string]bool{"effective": true, "printed": false} {
		cs, err := SlowerOpponents(r, "att", 0, Options{SpeedCompare: opt})
		if err != nil {
			t.Fatal(err)
		}
		if cs[0].Lower != want {
			t.Errorf("speed_compare=%s: lower = %v, want %v", opt, cs[0].Lower, want)
		}
	}
	if _, err := SlowerOpponents(r, "nobody", 0, Options{}); err == nil {
		t.Error("unknown attacker accepted")
	}
	if _, err := SlowerOpponents(r, "att", 1, Options{}); err == nil {
		t.Error("missing segment accepted")
	}
}

func TestEffectiveSpeedCrippledMinimum(t *testing.T) {
	// §17.4: −penalty to a minimum of 1; never raises a lower speed.
	tests := []struct {
		speed, pen int
		typ        CardType
		want       int
	}{
		{5, 1, Attack, 4}, {5, 2, Attack, 3}, {2, 3, Attack, 1}, {1, 1, Attack, 1},
		{0, 1, Special, 0}, {3, 1, Stun, 3}, {7, 0, Defense, 7},
	}
	for _, tc := range tests {
		if got := effectiveSpeed(tc.speed, tc.pen, tc.typ); got != tc.want {
			t.Errorf("effectiveSpeed(%d, %d, %s) = %d, want %d", tc.speed, tc.pen, tc.typ, got, tc.want)
		}
	}
}

// enOf and itOf word a message in English and Italian.
func enOf(m i18n.Msg) string { return i18n.EN.Render(m) }
func itOf(m i18n.Msg) string { return i18n.IT.Render(m) }
