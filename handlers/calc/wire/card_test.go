package wire

import (
	"bufio"
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"sengoku/i18n"
	"sengoku/tables/artoftactic"
)

// Every card of the library comes back from its JSON shape as it was: its
// sources the library's messages again.
func TestCard_JSONRoundTrip(t *testing.T) {
	for _, c := range artoftactic.Library() {
		b, err := json.Marshal(CardOf(c))
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeCard(string(b))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, c) {
			t.Errorf("%s: round trip changed the card:\n%+v\n%+v", c.ID, c, back)
		}
	}
}

// testdata/cards.jsonl holds cards as the library stored them when
// artoftactic.Sources wrote its own JSON (the library's cards, a user's
// card with sources written as words, one without sources): each still
// reads, and is written again byte for byte.
func TestCard_StoredCardsStillRead(t *testing.T) {
	f, err := os.Open("testdata/cards.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	lib := map[string]artoftactic.UnitCard{}
	for _, c := range artoftactic.Library() {
		lib[c.ID] = c
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	n := 0
	for sc.Scan() {
		n++
		stored := sc.Text()
		card, err := DecodeCard(stored)
		if err != nil {
			t.Fatalf("line %d: %v", n, err)
		}
		again, err := json.Marshal(CardOf(card))
		if err != nil || string(again) != stored {
			t.Errorf("line %d written again differently (%v):\n%s\n%s", n, err, stored, again)
		}
		if want, ok := lib[card.ID]; ok && !reflect.DeepEqual(card, want) {
			t.Errorf("line %d: library card %s read as\n%+v", n, card.ID, card)
		}
		if card.Name == "Honda" {
			if got := i18n.IT.Render(card.Src["models"]); got != "counted at the table" || !card.Src.Derived("dice") || card.Src.Derived("models") {
				t.Errorf("a user's sources read as %q, derived dice %v", got, card.Src.Derived("dice"))
			}
		}
		if card.Name == "Senza fonti" && card.Src != nil {
			t.Errorf("no sources read as %v", card.Src)
		}
	}
	if err := sc.Err(); err != nil || n != len(lib)+2 {
		t.Fatalf("%d cards read (%v), want %d", n, err, len(lib)+2)
	}
}

// The API writes a card's sources as Card does, wherever a card sits in an
// answer.
func TestCard_AnswersWriteSourcesAsWords(t *testing.T) {
	for _, c := range artoftactic.Library() {
		got, err := Marshal(struct {
			Card artoftactic.UnitCard `json:"card"`
		}{c})
		if err != nil {
			t.Fatal(err)
		}
		card, _ := json.Marshal(CardOf(c))
		if want := `{"card":` + string(card) + `}`; string(got) != want {
			t.Errorf("%s:\n%s\n%s", c.ID, got, want)
		}
	}
}

// A card posted with a source that is not words is refused, as before.
func TestCard_RefusesSourcesThatAreNotWords(t *testing.T) {
	for _, body := range []string{`{"type":"custom","src":{"models":3}}`, `{"type":"custom","src":["x"]}`} {
		if _, err := DecodeCard(body); err == nil {
			t.Errorf("%s read", body)
		}
	}
}
