package ccsb

import (
	"encoding/json"

	"sengoku/tables/rulebook"

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

// citeKeys are the catalogue keys of the rulebook sections the messages
// cite, by the seed line of their heading (rulebook.CCSB); the catalogue
// holds each as rulebook.CCSB.IT and .EN word it (a test checks).
var citeKeys = map[int]string{
	rulebook.CCUnitTable:   "ccsb.cite.unit-table",
	rulebook.CCLeaders:     "ccsb.cite.leaders",
	rulebook.CCBodyguards:  "ccsb.cite.bodyguards",
	rulebook.CCRanged:      "ccsb.cite.ranged",
	rulebook.CCClose:       "ccsb.cite.close",
	rulebook.CCLevy:        "ccsb.cite.levy",
	rulebook.CCInspired:    "ccsb.cite.inspired",
	rulebook.CCBattleBack:  "ccsb.cite.battle-back",
	rulebook.CCLeaderCheck: "ccsb.cite.leader-check",
	rulebook.CCRetreats:    "ccsb.cite.retreats",
	rulebook.CCLeaderAlone: "ccsb.cite.leader-alone",
	rulebook.CCTerrain:     "ccsb.cite.terrain",
}

// cite names the rulebook section that holds seed line n, for a message's
// "(…)" citation.
func cite(n int) i18n.Msg {
	if k, ok := citeKeys[n]; ok {
		return i18n.M(k)
	}
	return i18n.Stored(rulebook.CCSB.IT(n), rulebook.CCSB.EN(n)) // a section the catalogue lacks: TestCitations fails
}
