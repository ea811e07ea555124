package campaign

import (
	"regexp"
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
)

// englishIdentifier matches the identifiers that must never reach an
// Italian text: element types, season names, the end-of-movement and
// battlefield choices, and card ids.
var englishIdentifier = regexp.MustCompile(`(?i)\b(foot-samurai|mounted-samurai|archers|warrior-monks|spring|summer|autumn|winter|fight|withdraw|fortress|siege|plain|hilly|mountain|general)\b|\+general|\b(10|[2-9AJQK])-[CDHS]\b`)

func italianClean(t *testing.T, what, it string) {
	t.Helper()
	if m := englishIdentifier.FindString(it); m != "" {
		t.Errorf("%s: the Italian text %q contains the identifier %q", what, it, m)
	}
}

func italianMessages(t *testing.T, what string, out Outcome) {
	t.Helper()
	if len(out.Messages) == 0 {
		t.Fatalf("%s: no message", what)
	}
	for _, m := range out.Messages {
		italianClean(t, what, m.IT)
	}
}

func italianRefusal(t *testing.T, g *game, what string, actor Actor, a Action) {
	t.Helper()
	v := g.refused(actor, a, nil)
	for _, p := range v.Problems {
		italianClean(t, what, p.Italian())
	}
}

// Engine messages and refusals name seasons, troop types, choices, terrain
// and cards in the reader's language (§4, §5, §9, §11, C-11, C-12).
func TestMessages_S4_S11_ItalianTextHasNoEnglishIdentifiers(t *testing.T) {
	g := newGame(t, 42, nil)
	out := g.gm(Action{Kind: ActStart})
	italianMessages(t, "season begins", out)
	if !strings.Contains(out.Messages[len(out.Messages)-1].IT, "Primavera 1560") || !strings.Contains(out.Messages[len(out.Messages)-1].EN, "Spring 1560") {
		t.Errorf("the season is named in each language: %+v", out.Messages[len(out.Messages)-1])
	}

	// REVOLT: an element is lost, named in Italian.
	c := g.s.Order[0]
	cs := g.s.Clan(c)
	cs.Army.Elements = []Element{{Type: FootSamurai, General: true}, {Type: Archers}}
	stack(g.s, map[Clan]string{c: "J-C"})
	out = g.as(c, Action{Kind: ActDraw})
	italianMessages(t, "REVOLT", out)
	if !strings.Contains(strings.Join([]string{out.Messages[0].IT, out.Messages[len(out.Messages)-1].IT}, " "), "Arcieri") {
		t.Errorf("the lost element is named in Italian: %+v", out.Messages)
	}

	// SUPPLIES: a wrong replacement, then the replacement.
	d := g.s.NextDrawer()
	ds := g.s.Clan(d)
	ds.Army.Elements = ds.Army.Elements[1:9] // the General's Foot Samurai, a Ronin and 2 Ashigaru lost
	stack(g.s, map[Clan]string{d: "2-C"})
	g.as(d, Action{Kind: ActDraw})
	if g.s.Pending == nil {
		t.Fatal("SUPPLIES wait for a choice")
	}
	italianRefusal(t, g, "a type never lost", PlayerOf(d), Action{Kind: ActChooseCard, Choices: []string{"archers"}})
	italianRefusal(t, g, "a pending card", GM(), Action{Kind: ActAdvance})
	out = g.as(d, Action{Kind: ActChooseCard, Choices: []string{"foot-samurai+general"}})
	italianMessages(t, "replacement", out)
	if !strings.Contains(out.Messages[0].IT, "Samurai a piedi con il Generale") {
		t.Errorf("replacement: %q", out.Messages[0].IT)
	}
	if err := g.s.checkReplacement(d, []string{"ashigaru", "ashigaru", "ashigaru"}, 3); err == nil {
		t.Error("three Ashigaru were never lost")
	} else if v, ok := tables.AsValidation(err); ok {
		italianClean(t, "not that many", v.Problems[0].Italian())
	}

	// The GM's penalty names the elements lost.
	out = g.gm(Action{Kind: ActPenalty, Target: Mori, Elements: []int{1, 5}}) // not the General's element (0), which goes last
	italianMessages(t, "penalty", out)

	// A battle: the confrontation choices and the battlefield.
	b := battleAt32(t, nil)
	bt := b.s.Battles[0]
	italianRefusal(t, b, "battlefield", GM(), Action{Kind: ActBattlefield, Province: 32, Choice: "swamp"})
	out = b.as(bt.TerrainPlacer, Action{Kind: ActBattlefield, Province: 32, Choice: string(Hilly)})
	italianMessages(t, "battlefield", out)
	if !strings.Contains(out.Messages[0].IT, "collinare") {
		t.Errorf("battlefield: %q", out.Messages[0].IT)
	}

	w := invade(t, nil, nil, map[Clan]Action{Takeda: {Kind: ActMove, Province: 32}, Imagawa: {Kind: ActMove, Province: 32}})
	italianRefusal(t, w, "confrontation choice", PlayerOf(Imagawa), Action{Kind: ActConfront, Province: 32, Choice: ChooseSiege})
	italianRefusal(t, w, "a card not held", PlayerOf(Takeda), Action{Kind: ActPlay, Card: "9-D"})
}

// Fixed rules are named in both languages on the Rules options page (§15).
func TestOptions_S15_FixedRulesNamedInBothLanguages(t *testing.T) {
	for _, o := range OptionList() {
		if o.Kind != tables.OptionFixed {
			continue
		}
		if len(o.Values) != 1 || i18n.IT.Render(o.Values[0].Words) == "" || i18n.IT.Render(o.Values[0].Words) == o.Default {
			t.Errorf("%s: the rule %q has no Italian name (%+v)", o.ID, o.Default, o.Values)
		}
	}
}
