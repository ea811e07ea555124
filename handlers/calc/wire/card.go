package wire

import (
	"encoding/json"

	"sengoku/i18n"
	"sengoku/tables/artoftactic"
)

// Card is an Art of Tactic unit card in the JSON shape cards have had since
// they had sources: as a browser's or a campaign's library stores it
// (models.LibraryItem.Data), a print army carries it and GET
// /api/calc/aot/cards answers it. Its fields are artoftactic.UnitCard's,
// each source (Src) written as its English words and read back as a
// library source's message, or else as the words themselves.
type Card struct {
	unitCard
	Src sources `json:"src"`
}

// unitCard is artoftactic.UnitCard's fields; Card's own Src hides its Src.
type unitCard artoftactic.UnitCard

// CardOf is card in its JSON shape.
func CardOf(card artoftactic.UnitCard) Card { return Card{unitCard(card), sources(card.Src)} }

// UnitCard is the card c holds.
func (c Card) UnitCard() artoftactic.UnitCard {
	out := artoftactic.UnitCard(c.unitCard)
	out.Src = artoftactic.Sources(c.Src)
	return out
}

// DecodeCard reads a card stored in its JSON shape.
func DecodeCard(data string) (artoftactic.UnitCard, error) {
	var c Card
	if err := json.Unmarshal([]byte(data), &c); err != nil {
		return artoftactic.UnitCard{}, err
	}
	return c.UnitCard(), nil
}

// sources are a card's sources in their JSON shape.
type sources artoftactic.Sources

// MarshalJSON writes each source as its English words.
func (s sources) MarshalJSON() ([]byte, error) {
	if s == nil {
		return []byte("null"), nil
	}
	return json.Marshal(sourceWords(artoftactic.Sources(s)))
}

// UnmarshalJSON reads the sources back (artoftactic.SourceOf).
func (s *sources) UnmarshalJSON(b []byte) error {
	var in map[string]string
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	if in == nil {
		*s = nil
		return nil
	}
	*s = make(sources, len(in))
	for k, w := range in {
		(*s)[k] = artoftactic.SourceOf(w)
	}
	return nil
}

// sourceWords are the sources as their English words.
func sourceWords(s artoftactic.Sources) map[string]string {
	if s == nil {
		return nil
	}
	out := make(map[string]string, len(s))
	for k, m := range s {
		out[k] = i18n.EN.Render(m)
	}
	return out
}
