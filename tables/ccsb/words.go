package ccsb

import (
	"encoding/json"

	"sengoku/i18n"
)

// words are a Label's English and Italian words where they sit among the
// fields of a larger object ({"en", "it", "dice"} of a step, a face, a
// unit row): the answers' shape before the catalogue. Such an object may
// have its own "key" (a terrain's), so the message's key stays out.
type words struct {
	EN string `json:"en"`
	IT string `json:"it"`
}

func wordsOf(l Label) words { return words{EN: i18n.EN.Render(l), IT: i18n.IT.Render(l)} }

// MarshalJSON writes the step as {"en", "it", "dice"}.
func (s Step) MarshalJSON() ([]byte, error) {
	type plain Step
	return json.Marshal(struct {
		words
		plain
	}{wordsOf(s.Label), plain(s)})
}

// MarshalJSON writes the item as {"en", "it", "value"}.
func (it Item) MarshalJSON() ([]byte, error) {
	type plain Item
	return json.Marshal(struct {
		words
		plain
	}{wordsOf(it.Label), plain(it)})
}

// MarshalJSON writes the face as {"face", "en", "it", "p"}.
func (f Face) MarshalJSON() ([]byte, error) {
	type plain Face
	return json.Marshal(struct {
		Face string `json:"face"`
		words
		plain
	}{f.Face, wordsOf(f.Label), plain(f)})
}

// MarshalJSON writes the check as {"en", "it", "pKill", …}.
func (c Check) MarshalJSON() ([]byte, error) {
	type plain Check
	return json.Marshal(struct {
		words
		plain
	}{wordsOf(c.Label), plain(c)})
}

// MarshalJSON writes the unit row as {"code", "en", "it", "symbol", …}.
func (u UnitType) MarshalJSON() ([]byte, error) {
	type plain UnitType
	return json.Marshal(struct {
		Code Unit `json:"code"`
		words
		plain
	}{u.Code, wordsOf(u.Name), plain(u)})
}

// MarshalJSON writes the terrain row as {"key", "en", "it", …}.
func (t TerrainType) MarshalJSON() ([]byte, error) {
	type plain TerrainType
	return json.Marshal(struct {
		Key Terrain `json:"key"`
		words
		plain
	}{t.Key, wordsOf(t.Name), plain(t)})
}
