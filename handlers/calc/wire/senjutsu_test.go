package wire

import (
	"regexp"
	"testing"

	"sengoku/i18n"
	"sengoku/tables/senjutsu"
)

// A duel's answer carries its status's words before the log, and each log
// entry its words last, as the API has always written them.
func TestDuelJSON(t *testing.T) {
	d, err := senjutsu.Replay(senjutsu.Setup{Fighters: []senjutsu.FighterSetup{
		{ID: "aiko", Profile: senjutsu.Profile{Name: "Aiko", AdvantageNumber: 3, HandLimit: 4, WoundLimit: 5}},
		{ID: "bunta", Profile: senjutsu.Profile{Name: "Bunta", AdvantageNumber: 5, HandLimit: 5, WoundLimit: 6}},
	}}, []senjutsu.Action{{Type: "start_turn"}})
	if err != nil {
		t.Fatal(err)
	}
	b, err := Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	status, _ := Marshal(map[string]string{"en": i18n.EN.Render(d.Status)})
	entry, _ := Marshal(map[string]string{"it": i18n.IT.Render(d.Log[0].Msg)})
	shape := regexp.MustCompile(`^\{"options":.*"over":false,` + regexp.QuoteMeta(string(status[1:len(status)-1])) +
		`,"it":"[^"]+","log":\[\{"turn":0,"action":\{"type":"setup"\},"en":"[^"]+",` + regexp.QuoteMeta(string(entry[1:len(entry)-1])) + `\},\{"turn":1,.*\}\]\}$`)
	if !shape.Match(b) {
		t.Errorf("duel JSON: %s", b)
	}
}
