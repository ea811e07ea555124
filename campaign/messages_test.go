package campaign

import (
	"encoding/json"
	"os"
	"path/filepath"
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
		italianClean(t, what, m.Italian())
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
	if !strings.Contains(out.Messages[len(out.Messages)-1].Italian(), "Primavera 1560") || !strings.Contains(out.Messages[len(out.Messages)-1].English(), "Spring 1560") {
		t.Errorf("the season is named in each language: %+v", out.Messages[len(out.Messages)-1])
	}

	// REVOLT: an element is lost, named in Italian.
	c := g.s.Order[0]
	cs := g.s.Clan(c)
	cs.Army.Elements = []Element{{Type: FootSamurai, General: true}, {Type: Archers}}
	stack(g.s, map[Clan]string{c: "J-C"})
	out = g.as(c, Action{Kind: ActDraw})
	italianMessages(t, "REVOLT", out)
	if !strings.Contains(strings.Join([]string{out.Messages[0].Italian(), out.Messages[len(out.Messages)-1].Italian()}, " "), "Arcieri") {
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
	if !strings.Contains(out.Messages[0].Italian(), "Samurai a piedi con il Generale") {
		t.Errorf("replacement: %q", out.Messages[0].Italian())
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
	if !strings.Contains(out.Messages[0].Italian(), "collinare") {
		t.Errorf("battlefield: %q", out.Messages[0].Italian())
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

// A state saved before its words had keys keeps its ledger, result and
// log's words: they load and render as they were stored, and a message
// written now carries its key beside the words.
func TestStoredWordsWithoutKeysStillRender(t *testing.T) {
	var e PrestigeEntry
	if err := json.Unmarshal([]byte(`{"clan":"Takeda","year":1560,"season":0,"points":5,"code":"fortress-built","en":"Fortress built in Kai","it":"Fortezza costruita in Kai"}`), &e); err != nil {
		t.Fatal(err)
	}
	if e.Clan != Takeda || e.Points != 5 || e.English() != "Fortress built in Kai" || e.Italian() != "Fortezza costruita in Kai" {
		t.Errorf("old ledger entry %+v: %q / %q", e, e.English(), e.Italian())
	}
	var sum Summary
	if err := json.Unmarshal([]byte(`{"reason":"shogun","year":1562,"season":1,"winners":["Takeda"],"standings":null,"en":"Takeda is elected Shogun and unites Japan.","it":"Takeda è eletto Shogun e riunisce il Giappone."}`), &sum); err != nil {
		t.Fatal(err)
	}
	if sum.Reason != EndShogun || sum.Italian() != "Takeda è eletto Shogun e riunisce il Giappone." {
		t.Errorf("old summary %+v", sum)
	}
	m := Message{Kind: "draw", Msg: i18n.M("campaign.draws-card-keeps", Takeda), Private: Uesugi}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"kind":"draw","key":"campaign.draws-card-keeps","args":["Takeda"],"en":"Takeda draws a card and keeps it.","it":"Takeda pesca una carta e la tiene.","private":"Uesugi"}`
	if string(b) != want {
		t.Errorf("message JSON\n got %s\nwant %s", b, want)
	}
	var back Message
	if err := json.Unmarshal(b, &back); err != nil || back.Kind != "draw" || back.Private != Uesugi || back.Msg.Key != m.Msg.Key || back.English() != m.English() {
		t.Errorf("read back %+v %v", back, err)
	}
	e2 := PrestigeEntry{Clan: Takeda, Year: 1560, Points: 5, Code: "fortress-built", Msg: i18n.M("campaign.fortress-built", "Kai")}
	b, _ = json.Marshal(e2)
	if want := `{"clan":"Takeda","year":1560,"season":0,"points":5,"code":"fortress-built","key":"campaign.fortress-built","args":["Kai"],"en":"Fortress built in Kai","it":"Fortezza costruita in Kai"}`; string(b) != want {
		t.Errorf("ledger JSON\n got %s\nwant %s", b, want)
	}
}

// Every catalogue key the engine names is in the catalogue (a counted
// noun by its forms): a missing one would show as its key on a page.
func TestEveryKeyTheEngineNamesIsInTheCatalogue(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	key := regexp.MustCompile(`"(campaign\.[a-z0-9.\-]*[a-z0-9])"`)
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range key.FindAllStringSubmatch(string(src), -1) {
			n++
			if k := m[1]; !i18n.Has(k) && !i18n.Has(k+".other") {
				t.Errorf("%s: %s is not in the catalogue", f, k)
			}
		}
	}
	if n < 400 {
		t.Errorf("only %d keys found: the scan is broken", n)
	}
}

// The words built from data (an event's name and effect, a type, a
// terrain, a §9 choice, a roll, a season) all have their entries.
func TestDataWordsAreInTheCatalogue(t *testing.T) {
	var msgs []i18n.Msg
	for _, info := range Events {
		msgs = append(msgs, info.Name, info.Effect)
	}
	for _, et := range ElementTypes {
		msgs = append(msgs, et.Name())
	}
	for _, tr := range []Terrain{Plain, Hilly, Mountain} {
		msgs = append(msgs, terrainName(tr))
	}
	msgs = append(msgs, choiceWords([]string{ChooseFight, ChooseWithdraw, ChooseFortress, ChooseSiege}))
	for _, roll := range []string{DieRoles, DieRiver} {
		msgs = append(msgs, (&Battle{Awaiting: &BattleDie{Roll: roll}}).awaitsWord())
	}
	for s := Spring; s <= Winter; s++ {
		msgs = append(msgs, s.title())
	}
	if len(Events) != 20 {
		t.Errorf("%d events", len(Events))
	}
	for _, m := range msgs {
		if en := i18n.EN.Render(m); en == "" || strings.Contains(en, "campaign.") {
			t.Errorf("%+v renders %q", m, en)
		}
	}
}

// TestEveryActionKindIsNamed: the undo names the action it removed in the
// reader's language, every kind the engine logs having its word; a kind
// the catalogue does not name shows as its code.
func TestEveryActionKindIsNamed(t *testing.T) {
	for _, k := range []ActionKind{ActSetOption, ActStart, ActAdvance, ActDraw, ActChooseCard, ActTimer, ActNote, ActDeclare, ActRequest,
		ActProclaim, ActStay, ActMove, ActSend, ActPlay, ActNinjaAnswer, ActConfront, ActSiege, ActReroll, ActBattlefield, ActBattleResult,
		ActPenalty, ActBattleNote, ActBattleDie, ActBattlePhoto, ActDeadline, ActAuto} {
		if m := KindName(string(k)); m.Key != "kind."+string(k) {
			t.Errorf("%s has no word: %s", k, m.Key)
		}
	}
	if got := i18n.IT.Render(KindName("move")); got != "movimento" {
		t.Errorf("move in Italian: %q", got)
	}
	if got := i18n.Pseudo.Render(KindName("table.rig")); got != "⟦table.rig⟧" {
		t.Errorf("an unnamed kind: %q", got)
	}
}
