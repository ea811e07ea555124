package ccsb

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
)

// §3.2 and §4: base dice, terrain caps, bonuses added after the cap.
func TestDicePipeline_BaseCapsAndBonuses(t *testing.T) {
	cases := []struct {
		name string
		in   Input
		want int
	}{
		{"SSp close, open ground (§2.2)", Input{Att: "SSp", Tgt: "ASp"}, 4},
		{"SSp in forest battles out with max 2 (§4.2)", Input{Att: "SSp", AttTer: "forest", Tgt: "ASp"}, 2},
		{"inspired SSp in forest rolls 2+1 (§3.2, ext FAQ)", Input{Att: "SSp", AttTer: "forest", Insp: true, Tgt: "ASp"}, 3},
		{"attacking into forest max 2", Input{Att: "SSpC", Tgt: "ASp", TgtTer: "forest"}, 2},
		{"ranged into forest max 1", Input{Mode: "ranged", Att: "SB", Range: 2, Tgt: "ASp", TgtTer: "forest"}, 1},
		{"from open onto a hill: max 2 (§4.3)", Input{Att: "SSp", Tgt: "ASp", TgtTer: "hill"}, 2},
		{"hill to hill: only the out cap 3 (§4.3)", Input{Att: "SSp", AttTer: "hill", Tgt: "ASp", TgtTer: "hill"}, 3},
		{"hill does not affect ranged combat", Input{Mode: "ranged", Att: "SB", Range: 3, Tgt: "ASp", TgtTer: "hill"}, 3},
		{"SB moved and fires: to 1 die (default 8.2)", Input{Mode: "ranged", Att: "SB", Range: 2, Moved: true, Tgt: "ASp"}, 1},
		{"SB moved and fires: by 1 die (option 8.2)", Input{Mode: "ranged", Att: "SB", Range: 2, Moved: true, Tgt: "ASp", OSBMoved: "by1"}, 2},
		{"AB moved and fires: 1 die", Input{Mode: "ranged", Att: "AB", Range: 3, Moved: true, Tgt: "ASp"}, 1},
		{"SBC moved: ranged only by default (8.4)", Input{Att: "SBC", Moved: true, Tgt: "ASp"}, 3},
		{"SBC moved: close too with option 8.4", Input{Att: "SBC", Moved: true, Tgt: "ASp", OSBCClose: "yes"}, 1},
		{"AA range 2–3: 2 dice (8.3)", Input{Mode: "ranged", Att: "AA", Range: 3, Tgt: "ASp"}, 2},
		{"AA range 4: 1 die (8.3)", Input{Mode: "ranged", Att: "AA", Range: 4, Tgt: "ASp"}, 1},
		{"AA range 4 with option 22", Input{Mode: "ranged", Att: "AA", Range: 4, Tgt: "ASp", OAA: "22"}, 2},
		{"Rank Fire: +1 ranged die", Input{Mode: "ranged", Att: "AA", Range: 2, RankFire: true, Tgt: "ASp"}, 3},
		{"ford, text: ranged out max 1 (8.7)", Input{Mode: "ranged", Att: "SB", Range: 2, AttTer: "ford", Tgt: "ASp"}, 1},
		{"ford, text: ranged in max 2 (8.7)", Input{Mode: "ranged", Att: "SB", Range: 2, Tgt: "ASp", TgtTer: "ford"}, 2},
		{"ford, chart: ranged out not limited (8.7)", Input{Mode: "ranged", Att: "SB", Range: 2, AttTer: "ford", Tgt: "ASp", OFord: "chart"}, 3},
		{"ford, chart: ranged in max 1 (8.7)", Input{Mode: "ranged", Att: "SB", Range: 2, Tgt: "ASp", TgtTer: "ford", OFord: "chart"}, 1},
		{"wholly fordable stream: no restriction", Input{Att: "SSp", AttTer: "shallowford", Tgt: "ASp", TgtTer: "shallowford"}, 4},
		{"cavalry in buildings: max 1", Input{Att: "SSpC", AttTer: "buildings", Tgt: "ASp"}, 1},
		{"infantry in buildings, ranged: max 1", Input{Mode: "ranged", Att: "SB", Range: 2, AttTer: "buildings", Tgt: "ASp"}, 1},
		{"cavalry in fields: max 2", Input{Att: "SSpC", AttTer: "fields", Tgt: "ASp"}, 2},
		{"infantry in fields: no cap", Input{Att: "SSp", AttTer: "fields", Tgt: "ASp", TgtTer: "fields"}, 4},
		{"cavalry into a gorge: max 1", Input{Att: "SSpC", Tgt: "ASp", TgtTer: "gorge"}, 1},
		{"infantry into a gorge: max 2", Input{Att: "SSp", Tgt: "ASp", TgtTer: "gorge"}, 2},
		{"out of a gorge: max 1", Input{Att: "SSp", AttTer: "gorge", Tgt: "ASp"}, 1},
		{"infantry out of a castle: max 3", Input{Att: "SSp", AttTer: "castle", Tgt: "ASp"}, 3},
		{"ranged into a castle: max 1", Input{Mode: "ranged", Att: "SBC", Range: 2, Tgt: "ASp", TgtTer: "castle"}, 1},
		{"palisade: max 2 in", Input{Att: "SSp", Tgt: "ASp", TgtTer: "palisade"}, 2},
		{"bonuses not capped: card + Dragon", Input{Att: "SSp", AttTer: "forest", Card: 1, Dragon: 2, Tgt: "ASp"}, 5},
		{"Aikido Training: at most 2 whatever the bonus", Input{Att: "SSp", Insp: true, Card: 1, Aikido: true, Tgt: "ASp"}, 2},
		{"Bodyguards: 1 die per block", Input{Att: "BG", AttBlocks: 2, Tgt: "ASp"}, 2},
		{"Levy Charge: each unit capped on its own (§3.17)", Input{Att: "LI", Levy: 3, LevyTer2: "gorge", Tgt: "ASp"}, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := mustCombat(t, c.in)
			if r.Dice != c.want {
				t.Errorf("dice %d, want %d; steps %+v", r.Dice, c.want, r.Steps)
			}
			if len(r.Steps) == 0 || r.Steps[len(r.Steps)-1].Dice != r.Dice {
				t.Errorf("the last step must show the dice rolled: %+v", r.Steps)
			}
		})
	}
}

// Vengeance: the battle back rolls as many dice as the attack did.
func TestVengeance_BattleBackCopiesAttackDice(t *testing.T) {
	r := mustCombat(t, Input{Att: "SSp", Insp: true, Tgt: "AB", BB: true, BBVeng: true})
	for _, c := range r.BattleBack.Cases {
		if c.Result.Dice != 5 {
			t.Errorf("Vengeance battle back rolls %d dice, want 5", c.Result.Dice)
		}
	}
}

// §3.6: swords ignored for rank and stature, from the digest's matrix.
func TestSwordsIgnored_RankAndStatureMatrix(t *testing.T) {
	atts := []string{"AB", "ASp", "SSp", "SSpC", "BG"}
	want := map[string][]int{
		"AA":   {0, 0, 0, 0, 0},
		"ASp":  {1, 0, 0, 0, 0},
		"SB":   {2, 1, 0, 0, 0},
		"SBC":  {3, 2, 1, 0, 0},
		"SSpC": {3, 2, 1, 0, 0},
		"BG":   {0, 0, 0, 0, 0},
	}
	for def, row := range want {
		for i, att := range atts {
			in := Input{Att: att, Tgt: def}
			if att == "BG" {
				in.AttBlocks = 3
			}
			r := mustCombat(t, in)
			if r.SwordsIgnored != row[i] {
				t.Errorf("%s attacked by %s ignores %d swords, want %d", def, att, r.SwordsIgnored, row[i])
			}
		}
	}
	// Never in ranged combat.
	r := mustCombat(t, Input{Mode: "ranged", Att: "AA", Range: 2, Tgt: "SSpC"})
	if r.SwordsIgnored != 0 {
		t.Errorf("ranged: %d swords ignored", r.SwordsIgnored)
	}
}

// §3.7: H&F tokens and their exceptions.
func TestTokens_ExceptionsOfSection3_7(t *testing.T) {
	cases := []struct {
		name string
		in   Input
		zero bool
	}{
		{"close: 1 per symbol", Input{Att: "ASp", Tgt: "SSp"}, false},
		{"Samurai cavalry vs blue: none", Input{Att: "SBC", Tgt: "ASp"}, true},
		{"Samurai cavalry vs green: none", Input{Att: "SBC", Tgt: "AA"}, true},
		{"Samurai cavalry vs red: normal", Input{Att: "SBC", Tgt: "SB"}, false},
		{"anyone vs Levy: none", Input{Att: "ASp", Tgt: "LI"}, true},
		{"bows in ranged combat: normal", Input{Mode: "ranged", Att: "SBC", Range: 2, Tgt: "ASp"}, false},
		{"arquebus in ranged combat: none", Input{Mode: "ranged", Att: "AA", Range: 2, Tgt: "ASp"}, true},
		{"empty pool: none", Input{Att: "ASp", Tgt: "SSp", PoolEmpty: true}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := mustCombat(t, c.in)
			var want tables.Dist
			if c.zero {
				want = tables.Dist{1}
			} else {
				want = tables.Binomial(r.Dice, 1.0/6)
			}
			nearDist(t, "tokens", r.Tokens, want, exact)
			if len(r.TokenRules) == 0 {
				t.Error("no token rule explained")
			}
		})
	}
	// Inspired: one token fewer, not below zero.
	r := mustCombat(t, Input{Att: "ASp", Insp: true, Tgt: "SSp"})
	b := tables.Binomial(4, 1.0/6)
	nearDist(t, "inspired tokens", r.Tokens, tables.Dist{b[0] + b[1], b[2], b[3], b[4]}, exact)

	// Battle back: exceptions apply by default (8.13a), not with "no".
	for _, opt := range []string{"yes", "no"} {
		r := mustCombat(t, Input{Att: "ASp", Tgt: "SSpC", BB: true, OBBTok: opt})
		for _, c := range r.BattleBack.Cases {
			zero := len(c.Result.Tokens) == 1
			if zero != (opt == "yes") {
				t.Errorf("oBBTok=%s: battle-back tokens %v", opt, c.Result.Tokens)
			}
		}
	}
}

// §3.11: flag-ignore sources, capped at 2.
func TestFlagIgnore_SourcesCappedAtTwo(t *testing.T) {
	cases := []struct {
		name string
		in   Input
		want int
	}{
		{"no source", Input{Att: "SSp", Tgt: "ASp"}, 0},
		{"support", Input{Att: "SSp", Tgt: "ASp", Sup: true}, 1},
		{"red square", Input{Att: "SSp", Tgt: "SB"}, 1},
		{"red square + leader + support + bridge: cap 2", Input{Att: "SSp", Tgt: "SB", TgtLdr: "foot", Sup: true, TgtTer: "bridge"}, 2},
		{"fence vs cavalry", Input{Att: "SSpC", Tgt: "AB", TgtTer: "fence"}, 1},
		{"fence vs infantry", Input{Att: "SSp", Tgt: "AB", TgtTer: "fence"}, 0},
		{"palisade vs infantry", Input{Att: "SSp", Tgt: "AB", TgtTer: "palisade"}, 1},
		{"castle infantry", Input{Att: "SSp", Tgt: "AB", TgtTer: "castle"}, 1},
		{"buildings: none by default (8.8)", Input{Att: "SSp", Tgt: "AB", TgtTer: "buildings"}, 0},
		{"buildings with option 8.8", Input{Att: "SSp", Tgt: "AB", TgtTer: "buildings", OBldg: "yes"}, 1},
		{"ignore all (Courage)", Input{Att: "SSp", Tgt: "AB", IgnoreAll: true}, -1},
		{"Cowards beats everything", Input{Att: "SSp", Tgt: "SB", TgtLdr: "foot", IgnoreAll: true, NoIgnore: true}, 0},
		{"owner takes the flags", Input{Att: "SSp", Tgt: "SB", Take: true}, 0},
		{"Bodyguards ignore all", Input{Att: "SSp", Tgt: "BG"}, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := mustCombat(t, c.in)
			if r.FlagsIgnorable != c.want {
				t.Errorf("flags ignorable %d, want %d (%+v)", r.FlagsIgnorable, c.want, r.FlagSources)
			}
		})
	}
}

// §3.12–3.13: retreat length and H&F lost per piece.
func TestRetreat_HexesAndHonorLostBySection3_13(t *testing.T) {
	cases := []struct {
		name     string
		tgt, ldr string
		hexes    int // for one flag taken
		hf       int
	}{
		{"green: 1 per hex", "AB", "", 1, 1},
		{"blue: 1 per hex", "ASp", "", 1, 1},
		{"blue + leader: 2 per hex", "ASp", "foot", 1, 2},
		{"red + leader: 3 per hex", "SSp", "foot", 1, 3},
		{"Levy: 2 hexes per flag, flat 2", "LI", "", 2, 2},
		{"Levy + leader: 2 + 1 per hex (8.13b)", "LI", "mounted", 2, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// An AB attacks (no rank against anyone); the target takes
			// every flag, so one flag retreats it c.hexes.
			r := mustCombat(t, Input{Att: "AB", Tgt: c.tgt, TgtLdr: c.ldr, Take: true})
			if r.Moved.Prob(c.hexes) <= 0 || r.Moved.Prob(1) > 0 && c.hexes == 2 {
				t.Fatalf("one flag must retreat %d hexes: %v", c.hexes, r.Moved)
			}
			if r.HFLost.Prob(c.hf) <= 0 {
				t.Errorf("H&F lost %v has no mass at %d", r.HFLost, c.hf)
			}
		})
	}
	// Blocked after 0 hexes: every hex costs a block, no H&F (§3.12).
	r := mustCombat(t, Input{Att: "AB", Tgt: "ASp", Blocked: true})
	nearDist(t, "moved", r.Moved, []float64{1}, exact)
	nearDist(t, "H&F lost", r.HFLost, []float64{1}, exact)
	if r.Extra.Prob(1) <= 0 {
		t.Errorf("blocked retreat lost no block: %v", r.Extra)
	}
	// Castle: infantry never retreats, flags not ignored are hits.
	r = mustCombat(t, Input{Att: "AB", Tgt: "ASp", TgtTer: "castle", Take: true})
	nearDist(t, "moved in castle", r.Moved, []float64{1}, exact)
	nearDist(t, "castle extra", r.Extra, tables.Binomial(2, 1.0/6), exact)
}

// §3.10: lone leader, each sword kills; P = 1 − (5/6)^n.
func TestLoneLeader_AnySwordKills(t *testing.T) {
	for _, in := range []Input{
		{Att: "SSp", Tgt: "LDR"},
		{Mode: "ranged", Att: "SB", Range: 3, Tgt: "LDR"},
		{Att: "LI", Tgt: "LDR", Card: 1},
	} {
		r := mustCombat(t, in)
		want := 1 - mathPow(5.0/6, r.Dice)
		near(t, string(in.Att)+" kills leader", r.PLeaderKilled, want, exact)
		near(t, "VB", r.EVB, want, exact)
		near(t, "leader alone", r.PLeaderAlone, 1-want, exact)
	}
}

func mathPow(x float64, n int) float64 {
	p := 1.0
	for i := 0; i < n; i++ {
		p *= x
	}
	return p
}

// Invalid inputs are refused with bilingual messages, never a panic.
func TestValidation_RefusesWhatTheRulesForbid(t *testing.T) {
	cases := []struct {
		name  string
		in    Input
		field string
	}{
		{"no attacker", Input{Tgt: "SSp"}, "att"},
		{"unknown attacker", Input{Att: "Tank", Tgt: "SSp"}, "att"},
		{"unknown target", Input{Att: "SSp", Tgt: "x"}, "tgt"},
		{"leader cannot attack", Input{Att: "LDR", Tgt: "SSp"}, "att"},
		{"unknown mode", Input{Mode: "artillery", Att: "SSp", Tgt: "SSp"}, "mode"},
		{"negative blocks", Input{Att: "SSp", Tgt: "SSp", TgtBlocks: -1}, "tgtBlocks"},
		{"5 blocks", Input{Att: "SSp", Tgt: "SSp", TgtBlocks: 5}, "tgtBlocks"},
		{"1000 extra dice", Input{Att: "SSp", Tgt: "SSp", Dragon: 1000}, "dragon"},
		{"negative card dice", Input{Att: "SSp", Tgt: "SSp", Card: -1}, "card"},
		{"spear unit cannot fire", Input{Mode: "ranged", Att: "SSp", Range: 2, Tgt: "SSp"}, "att"},
		{"ranged at range 1", Input{Mode: "ranged", Att: "SB", Range: 1, Tgt: "SSp"}, "range"},
		{"bow at range 4", Input{Mode: "ranged", Att: "SB", Range: 4, Tgt: "SSp"}, "range"},
		{"ranged at Bodyguards", Input{Mode: "ranged", Att: "AA", Range: 2, Tgt: "BG"}, "tgt"},
		{"arquebus moved", Input{Att: "AA", Moved: true, Tgt: "SSp"}, "moved"},
		{"entered buildings", Input{Att: "SSp", Moved: true, AttTer: "buildings", Tgt: "SSp"}, "moved"},
		{"cavalry entered a fence", Input{Att: "SSpC", Moved: true, AttTer: "fence", Tgt: "SSp"}, "moved"},
		{"cavalry into a castle", Input{Att: "SSpC", Tgt: "SSp", TgtTer: "castle"}, "tgtTer"},
		{"cavalry out of a castle", Input{Att: "SSpC", AttTer: "castle", Tgt: "SSp"}, "attTer"},
		{"river", Input{Att: "SSp", AttTer: "river", Tgt: "SSp"}, "attTer"},
		{"inspired ranged", Input{Mode: "ranged", Att: "SB", Range: 2, Insp: true, Tgt: "SSp"}, "insp"},
		{"inspired in buildings", Input{Att: "SSp", AttTer: "buildings", Insp: true, Tgt: "SSp"}, "insp"},
		{"foot leader on cavalry", Input{Att: "SSp", Tgt: "SSpC", TgtLdr: "foot"}, "tgtLdr"},
		{"leader on Bodyguards", Input{Att: "SSp", Tgt: "BG", TgtLdr: "mounted"}, "tgtLdr"},
		{"Bodyguards out of the tent", Input{Att: "SSp", Tgt: "BG", TgtTer: "forest"}, "tgtTer"},
		{"Levy Charge of spearmen", Input{Att: "SSp", Levy: 2, Tgt: "SSp"}, "levy"},
		{"Levy Charge of 10", Input{Att: "LI", Levy: 10, Tgt: "SSp"}, "levy"},
		{"Rank Fire for bows", Input{Mode: "ranged", Att: "SB", Range: 2, RankFire: true, Tgt: "SSp"}, "rankFire"},
		{"Head Collector without leader", Input{Att: "SSp", Head: true, Tgt: "SSp"}, "head"},
		{"Cowards on Bodyguards", Input{Att: "SSp", Tgt: "BG", NoIgnore: true}, "noIgnore"},
		{"Vengeance plus inspiration", Input{Att: "SSp", Tgt: "SSp", BB: true, BBVeng: true, BBInsp: true}, "bbVeng"},
		{"negative free hexes", Input{Att: "SSp", Tgt: "SSp", Blocked: true, Free: -2}, "free"},
		{"huge reserve", Input{Att: "SSp", Tgt: "SSp", Lack: true, Res: 100000}, "res"},
		{"unknown option value", Input{Att: "SSp", Tgt: "SSp", OAC: "three"}, "oAC"},
		{"unknown terrain", Input{Att: "SSp", Tgt: "SSp", TgtTer: "lava"}, "tgtTer"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Combat(c.in)
			v, ok := tables.AsValidation(err)
			if !ok {
				t.Fatalf("want *tables.ValidationError, got %v", err)
			}
			found := false
			for _, p := range v.Problems {
				if p.English() == "" || p.Italian() == "" || p.English() == p.Italian() {
					t.Errorf("problem not bilingual: %+v", p)
				}
				if p.Field == c.field {
					found = true
				}
			}
			if !found {
				t.Errorf("no problem on field %q: %+v", c.field, v.Problems)
			}
			if c.in.Validate() == nil {
				t.Error("Validate accepts what Combat refuses")
			}
		})
	}
}

func TestLackOfHonor_Validation(t *testing.T) {
	for _, in := range []LackInput{{}, {Unit: "BG", Owed: 2}, {Unit: "SSp", Owed: -1}, {Unit: "SSp", Blocks: 9}} {
		if _, err := LackOfHonor(in); err == nil {
			t.Errorf("%+v accepted", in)
		} else if _, ok := tables.AsValidation(err); !ok {
			t.Errorf("%+v: %v is not a ValidationError", in, err)
		}
	}
	r, err := LackOfHonor(LackInput{Unit: "LDR", Reserve: 0, Owed: 3})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "lone leader killed by a sword among 7 dice", r.PEliminated, 1-mathPow(5.0/6, 7), exact)
}

// Options: the list matches the Input fields and every value is bilingual.
func TestOptions_ListMatchesInputFields(t *testing.T) {
	fields := map[string]bool{}
	typ := reflect.TypeOf(Input{})
	for i := 0; i < typ.NumField(); i++ {
		fields[typ.Field(i).Tag.Get("json")] = true
	}
	opts := Options()
	if len(opts) != len((&Input{}).optionFields()) {
		t.Fatalf("%d options, %d option fields", len(opts), len((&Input{}).optionFields()))
	}
	for i, o := range opts {
		if !fields[o.Key] {
			t.Errorf("option %s: no Input field with json name %q", o.ID, o.Key)
		}
		if !i18n.Has(o.Text.Key) || o.ID == "" {
			t.Errorf("option %s lacks a label", o.Key)
		}
		hasDefault := false
		for _, c := range o.Values {
			if !i18n.Has(c.Words.Key) {
				t.Errorf("option %s value %s lacks a label", o.Key, c.Value)
			}
			hasDefault = hasDefault || c.Value == o.Default
			// Every value is accepted and echoed.
			in := Input{Att: "SSp", Tgt: "ASp"}
			*in.optionFields()[i] = c.Value
			r, err := Combat(in)
			if err != nil {
				t.Errorf("option %s=%s refused: %v", o.Key, c.Value, err)
			} else if r.Options[o.Key] != c.Value {
				t.Errorf("option %s=%s echoed as %q", o.Key, c.Value, r.Options[o.Key])
			}
		}
		if !hasDefault {
			t.Errorf("option %s: default %q not among its values", o.Key, o.Default)
		}
	}
}

// The data tables name their rule section, and their names are the
// catalogue's.
func TestDataTables_CiteTheirSection(t *testing.T) {
	for _, u := range Units() {
		if u.Section == "" || !i18n.Has(u.Name.Key) || u.Blocks < 1 {
			t.Errorf("unit %s incomplete: %+v", u.Code, u)
		}
		if u.Weapon != NoMissile && (len(u.RangedDice) < 3 || u.RangedDice[2] < 1) {
			t.Errorf("unit %s fires without ranged dice", u.Code)
		}
	}
	for _, tr := range Terrains() {
		if tr.Section == "" || !i18n.Has(tr.Name.Key) || !i18n.Has(tr.lower.Key) {
			t.Errorf("terrain %s incomplete", tr.Key)
		}
	}
}

// The JSON API maps query parameters onto Input: a round trip keeps every
// field and the result serialises.
func TestJSON_InputAndResultSerialise(t *testing.T) {
	in := Input{Att: "SSp", AttLdr: "foot", Insp: true, Tgt: "BG", BB: true, BBInsp: true, OAC: "one"}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	var back Input
	if err := json.Unmarshal(b, &back); err != nil || back != in {
		t.Fatalf("round trip: %v %+v", err, back)
	}
	r := mustCombat(t, in)
	out, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"hits"`, `"battleBack"`, `"steps"`, `"options"`, `"pElim"`} {
		if !strings.Contains(string(out), key) {
			t.Errorf("result JSON lacks %s", key)
		}
	}
	// Input fields are scalars (the query string maps onto them).
	typ := reflect.TypeOf(Input{})
	for i := 0; i < typ.NumField(); i++ {
		switch typ.Field(i).Type.Kind() {
		case reflect.String, reflect.Int, reflect.Bool:
		default:
			t.Errorf("field %s is not a scalar", typ.Field(i).Name)
		}
		if typ.Field(i).Tag.Get("json") != typ.Field(i).Tag.Get("form") {
			t.Errorf("field %s: json and form names differ", typ.Field(i).Name)
		}
	}
}
