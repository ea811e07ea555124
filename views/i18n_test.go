package views

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// Every key the templates, the views' code and the PDFs use is in the
// catalogue (i18n), counted nouns with their one and other forms. The
// catalogue's own completeness (both languages, no key twice, the same
// arguments) is i18n's test.
func TestCatalogueComplete(t *testing.T) {
	files, _ := filepath.Glob("*.templ")
	more, _ := filepath.Glob("*.go")
	pdf, _ := filepath.Glob(filepath.Join("pdf", "*.go"))
	for _, f := range append(more, pdf...) {
		if !strings.HasSuffix(f, "_test.go") {
			files = append(files, f)
		}
	}
	counted := regexp.MustCompile(`\.(?:N|Noun)\("([a-zA-Z0-9_.\-]+)"`)
	use := regexp.MustCompile(`\.T\("([a-zA-Z0-9_.\-]+)"\)`)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range use.FindAllStringSubmatch(string(data), -1) {
			if !i18n.Has(m[1]) {
				t.Errorf("%s uses missing key %q", f, m[1])
			}
		}
		for _, m := range counted.FindAllStringSubmatch(string(data), -1) {
			if !i18n.Has(m[1]+".one") || !i18n.Has(m[1]+".other") {
				t.Errorf("%s counts with %q, which lacks its one or other form", f, m[1])
			}
		}
	}
}

// The catalogue (a leaf: it cannot import the rulebooks) writes these
// texts' citations out; they must stay the printed rulebook's headings as
// the rulebook table names them.
func TestCatalogueCitesTheRulebook(t *testing.T) {
	for _, c := range []struct {
		key    string
		it, en []string
	}{
		{"kit.morale", []string{rulebook.Samurai.IT(rulebook.CampEvents), rulebook.Samurai.IT(rulebook.CampBattles)}, []string{rulebook.Samurai.EN(rulebook.CampEvents), rulebook.Samurai.EN(rulebook.CampBattles)}},
		{"kit.break", []string{rulebook.Samurai.IT(rulebook.CampBattles)}, []string{rulebook.Samurai.EN(rulebook.CampBattles)}},
		{"pdf.aot.legend.melee", []string{rulebook.AoT.Title(179), rulebook.AoT.Title(1179), rulebook.AoT.Title(196)}, []string{rulebook.AoT.Title(179), rulebook.AoT.Title(1179), rulebook.AoT.Title(196)}},
		{"pdf.aot.legend", []string{rulebook.AoT.Title(179), rulebook.AoT.Title(1179), rulebook.AoT.Title(373), rulebook.AoT.Title(196)}, []string{rulebook.AoT.Title(179), rulebook.AoT.Title(1179), rulebook.AoT.Title(373), rulebook.AoT.Title(196)}},
		{"pdf.err.unit-number-twice", []string{rulebook.AoT.IT(82)}, []string{rulebook.AoT.EN(82)}},
	} {
		for _, cite := range c.it {
			if !strings.Contains(IT.T(c.key), cite) {
				t.Errorf("%s in Italian does not cite %q: %q", c.key, cite, IT.T(c.key))
			}
		}
		for _, cite := range c.en {
			if !strings.Contains(EN.T(c.key), cite) {
				t.Errorf("%s in English does not cite %q: %q", c.key, cite, EN.T(c.key))
			}
		}
	}
}

// The texts that take their citation as an argument (the rulebook's one
// citation) show it in both languages.
func TestCatalogueTakesTheRulebooksCitation(t *testing.T) {
	for _, c := range []struct {
		msg    i18n.Msg
		it, en []string
	}{
		{i18n.M("pdf.battle.source", rulebook.Samurai.Cite(rulebook.CampBattles)), []string{rulebook.Samurai.IT(rulebook.CampBattles)}, []string{rulebook.Samurai.EN(rulebook.CampBattles)}},
		{i18n.M("pdf.aot.unknown", rulebook.AoT.Cite(72)), []string{rulebook.AoT.IT(72)}, []string{rulebook.AoT.EN(72)}},
		{i18n.M("pdf.cards.sub", 12, rulebook.Samurai.Cite(rulebook.CampEvents)), []string{rulebook.Samurai.IT(rulebook.CampEvents)}, []string{rulebook.Samurai.EN(rulebook.CampEvents)}},
		{i18n.M("pdf.cards.note", rulebook.Samurai.Cite(rulebook.CampEvents, rulebook.CampPrestige)), []string{rulebook.Samurai.IT(rulebook.CampEvents, rulebook.CampPrestige)}, []string{rulebook.Samurai.EN(rulebook.CampEvents, rulebook.CampPrestige)}},
		{i18n.M("pdf.cards.source", rulebook.Samurai.Cite(rulebook.CampEvents)), []string{rulebook.Samurai.IT(rulebook.CampEvents)}, []string{rulebook.Samurai.EN(rulebook.CampEvents)}},
		{i18n.M("pdf.slips.rule", rulebook.Samurai.Cite(rulebook.CampDiplomacy)), []string{rulebook.Samurai.IT(rulebook.CampDiplomacy)}, []string{rulebook.Samurai.EN(rulebook.CampDiplomacy)}},
		{i18n.M("pdf.ledger.note", rulebook.Samurai.Cite(rulebook.CampPrestige)), []string{rulebook.Samurai.IT(rulebook.CampPrestige)}, []string{rulebook.Samurai.EN(rulebook.CampPrestige)}},
		{i18n.M("ccsb.source", citing["ccsb.source"]), []string{rulebook.CCSB.IT(rulebook.CCBattle, rulebook.CCTerrain)}, []string{rulebook.CCSB.EN(rulebook.CCBattle, rulebook.CCTerrain)}},
		{i18n.M("ccsb.levy.help", citing["ccsb.levy.help"]), []string{rulebook.CCSB.IT(rulebook.CCLevy)}, []string{rulebook.CCSB.EN(rulebook.CCLevy)}},
		{i18n.M("senjutsu.kamae.tree", citing["senjutsu.kamae.tree"]), []string{rulebook.Senjutsu.IT(173)}, []string{rulebook.Senjutsu.EN(173)}},
		{i18n.M("senjutsu.kamae.notree", citing["senjutsu.kamae.notree"]), []string{rulebook.Senjutsu.IT(173)}, []string{rulebook.Senjutsu.EN(173)}},
		{i18n.M("aff.army.battle", citing["aff.army.battle"]), []string{rulebook.Samurai.IT(rulebook.SamArmyLists)}, []string{rulebook.Samurai.EN(rulebook.SamArmyLists)}},
		{i18n.M("print.aot.intro", citing["print.aot.intro"]), []string{rulebook.AoT.IT(148)}, []string{rulebook.AoT.EN(148)}},
		{i18n.M("print.cards.intro", citing["print.cards.intro"]), []string{rulebook.Samurai.IT(rulebook.CampEvents)}, []string{rulebook.Samurai.EN(rulebook.CampEvents)}},
		{i18n.M("print.slips.intro", citing["print.slips.intro"]), []string{rulebook.Samurai.IT(rulebook.CampDiplomacy)}, []string{rulebook.Samurai.EN(rulebook.CampDiplomacy)}},
		{i18n.M("print.ledger.intro", citing["print.ledger.intro"]), []string{rulebook.Samurai.IT(rulebook.CampPrestige)}, []string{rulebook.Samurai.EN(rulebook.CampPrestige)}},
		{i18n.M("battle.breakhelp", citing["battle.breakhelp"]), []string{rulebook.Samurai.IT(rulebook.CampBattles)}, []string{rulebook.Samurai.EN(rulebook.CampBattles)}},
		{i18n.M("out.capital-lost", citing["out.capital-lost"]), []string{rulebook.Samurai.IT(rulebook.CampPrestige)}, []string{rulebook.Samurai.EN(rulebook.CampPrestige)}},
		{i18n.M("out.seppuku", citing["out.seppuku"]), []string{rulebook.Samurai.IT(rulebook.CampPrestige)}, []string{rulebook.Samurai.EN(rulebook.CampPrestige)}},
		{i18n.M("out.excluded", citing["out.excluded"]), []string{rulebook.Samurai.IT(rulebook.CampDiplomacy)}, []string{rulebook.Samurai.EN(rulebook.CampDiplomacy)}},
		{i18n.M("summary.reason.shogun", citing["summary.reason.shogun"]), []string{rulebook.Samurai.IT(rulebook.CampShogunate)}, []string{rulebook.Samurai.EN(rulebook.CampShogunate)}},
		{i18n.M("summary.reason.last-standing", citing["summary.reason.last-standing"]), []string{rulebook.Samurai.IT(rulebook.CampPrestige)}, []string{rulebook.Samurai.EN(rulebook.CampPrestige)}},
		{i18n.M("summary.reason.deck", citing["summary.reason.deck"]), []string{rulebook.Samurai.IT(rulebook.CampPrestige)}, []string{rulebook.Samurai.EN(rulebook.CampPrestige)}},
		{i18n.M("aff.val.battle", citing["aff.val.battle"]), []string{rulebook.Samurai.IT(rulebook.SamVictory)}, []string{rulebook.Samurai.EN(rulebook.SamVictory)}},
	} {
		for _, cite := range c.it {
			if got := i18n.IT.Render(c.msg); !strings.Contains(got, cite) {
				t.Errorf("%s in Italian does not cite %q: %q", c.msg.Key, cite, got)
			}
		}
		for _, cite := range c.en {
			if got := i18n.EN.Render(c.msg); !strings.Contains(got, cite) {
				t.Errorf("%s in English does not cite %q: %q", c.msg.Key, cite, got)
			}
		}
	}
}

func TestLangFallsBackToItalian(t *testing.T) {
	if ParseLang("de") != IT || ParseLang("en") != EN {
		t.Fatal("ParseLang")
	}
	if IT.T("home.new") != "Nuova campagna" || EN.T("home.new") != "New campaign" {
		t.Fatal("translation")
	}
	if IT.T("no.such.key") != "no.such.key" {
		t.Fatal("missing keys show themselves")
	}
}

// TestCalculatorNumbersInTheReadersHabit: the views' own number forms
// write a decimal comma in Italian and a point in English (the general
// ones are i18n's; the SAMURAI calculator's are checked in
// views/calc/affinati).
func TestCalculatorNumbersInTheReadersHabit(t *testing.T) {
	for _, c := range []struct {
		name   string
		f      func(Lang) string
		it, en string
	}{
		{"AssistF2", func(l Lang) string { return AssistF2(l, 2.5) }, "2,50", "2.50"},
	} {
		if got := c.f(IT); got != c.it {
			t.Errorf("%s in Italian: %q, want %q", c.name, got, c.it)
		}
		if got := c.f(EN); got != c.en {
			t.Errorf("%s in English: %q, want %q", c.name, got, c.en)
		}
	}
}
