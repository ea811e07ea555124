package pdf

import (
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/ccsb"
)

func scenario(t *testing.T, n int) ccsb.Scenario {
	t.Helper()
	s, ok := ccsb.ScenarioByNumber(n)
	if !ok {
		t.Fatalf("no scenario %d", n)
	}
	return s
}

// The sheet carries the battle notes in the sheet's language (the printed
// Italian beside the English), the map's page, the tracking rows and the
// unclear values; on A4 and Letter.
func TestScenarioSheetCarriesTheNotes(t *testing.T) {
	data, err := ScenarioSheetPDF(ScenarioSheet{Meta: meta(i18n.EN, A4), Scenario: scenario(t, 7)})
	if err != nil {
		t.Fatal(err)
	}
	pages, size := pdfInfo(t, data)
	if pages != 1 || size != "595.28 x 841.89" {
		t.Errorf("%d pages of %s", pages, size)
	}
	text := pdfText(t, data, 0, 0)
	contains(t, text, "7 — Koriyama Castle, 1541 AD (January)", "map of scenario 7", "Ouchi Samurai Army", "Amako Samurai Army",
		"Victory: 6 Banners", "still worth 3 Victory Banners", "«La Tenda Comando Amako", "The Tajii river is impassable except at the ford.",
		"Tracking (in pencil)", "Command Tent captured", "Unclear in the text", "«50nore & Fortuna»", "Moves first — see your copy")
	it, err := ScenarioSheetPDF(ScenarioSheet{Meta: meta(i18n.IT, Letter), Scenario: scenario(t, 3)})
	if err != nil {
		t.Fatal(err)
	}
	if _, size := pdfInfo(t, it); size != "612 x 792" {
		t.Errorf("Letter: %s", size)
	}
	text = pdfText(t, it, 0, 0)
	contains(t, text, "CASTELLO DI ARITA, 1517 d.C. (fase 2 - fiume Matauki)", "Vittoria: 6 Bandiere", "Regole speciali", "Segnapunti")
	lacks(t, text, "Victory", "Tenda Comando catturata")
}

// A player's corrections replace the unclear values: the box of the army
// he says moves first is ticked and the value no longer listed as unclear.
func TestScenarioSheetTakesTheCorrections(t *testing.T) {
	fixed, err := scenario(t, 7).Apply(ccsb.ScenarioFix{First: 0, HF: [2]int{5, 5}})
	if err != nil {
		t.Fatal(err)
	}
	data, err := ScenarioSheetPDF(ScenarioSheet{Meta: meta(i18n.EN, A4), Scenario: fixed})
	if err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, data, 0, 0)
	lacks(t, text, "Unclear in the text", "see your copy", "5 ?")
}

// The second day of a mini-campaign prints the carry-over procedure.
func TestScenarioSheetMiniCampaign(t *testing.T) {
	data, err := ScenarioSheetPDF(ScenarioSheet{Meta: meta(i18n.EN, A4), Scenario: scenario(t, 19)})
	if err != nil {
		t.Fatal(err)
	}
	contains(t, pdfText(t, data, 0, 0), "Mini-campaign: from scenario 18 to scenario 19", "Roll battle dice equal to the number of Victory Banners won.")
}

// Every scenario prints in both languages, on one or two pages.
func TestEveryScenarioSheetPrints(t *testing.T) {
	for _, s := range ccsb.Scenarios() {
		for _, l := range []i18n.Lang{i18n.IT, i18n.EN} {
			data, err := ScenarioSheetPDF(ScenarioSheet{Meta: meta(l, A4), Scenario: s})
			if err != nil || !strings.HasPrefix(string(data), "%PDF-") {
				t.Fatalf("scenario %d %s: %v", s.Number, l, err)
			}
		}
	}
}

// A sheet of no scenario, or on an unknown paper, is refused.
func TestScenarioSheetRefusesBadInput(t *testing.T) {
	for field, sheet := range map[string]ScenarioSheet{
		"n":     {Meta: meta(i18n.IT, A4)},
		"paper": {Meta: meta(i18n.IT, "a3"), Scenario: scenario(t, 1)},
	} {
		_, err := ScenarioSheetPDF(sheet)
		if v, ok := tables.AsValidation(err); !ok || v.Fields()[0] != field {
			t.Errorf("%s: %v", field, err)
		}
	}
}
