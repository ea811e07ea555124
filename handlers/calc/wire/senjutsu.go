package wire

import (
	"sengoku/i18n"
	"sengoku/tables/senjutsu"
)

// Senjutsu's reference rows, a Kamae change, the order of play and a
// duel, worded where their message stands; a card type and an action kind
// cite their source in English.
func init() {
	Words[senjutsu.Event]("Msg")
	Words[senjutsu.Prompt]("Msg")
	Words[senjutsu.Note]("Msg")
	Words[senjutsu.Resolution]("Msg")
	Words[senjutsu.SpeedComparison]("Msg")
	Words[senjutsu.LogEntry]("Msg")
	Words[senjutsu.Duel]("Status")
	Words[senjutsu.KamaePosition]("Name")
	Words[senjutsu.DeckSize]("Label")
	Words[senjutsu.KamaeMove]("Msg")
	Shape(typeInfoOf)
	Shape(actionKindOf)
}

// typeInfoJSON is a card type: its name's words, then its source.
type typeInfoJSON struct {
	Type   senjutsu.CardType `json:"type"`
	Letter byte              `json:"letter"`
	bilingual
	Source string `json:"source"`
}

func typeInfoOf(t senjutsu.TypeInfo) any {
	return typeInfoJSON{Type: t.Type, Letter: t.Letter, bilingual: wordsOf(t.Name), Source: i18n.EN.Render(t.Source)}
}

// actionKindJSON is an action kind: its section in English, then its
// text's words.
type actionKindJSON struct {
	Type    string   `json:"type"`
	Fields  []string `json:"fields"`
	Section string   `json:"section"`
	bilingual
}

func actionKindOf(k senjutsu.ActionKind) any {
	return actionKindJSON{Type: k.Type, Fields: k.Fields, Section: i18n.EN.Render(k.Section), bilingual: wordsOf(k.Text)}
}
