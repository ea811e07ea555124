package wire

import (
	"sengoku/i18n"
	"sengoku/tables/artoftactic"
)

// Art of Tactic: a rule's label is its words, and the kinds, orders,
// terrains, tests and results that embed one carry them in its place; a
// card's sources are their English words, as Card writes them.
func init() {
	Inline(func(l artoftactic.Label) i18n.Msg { return l.Msg })
	Shape(func(s artoftactic.Sources) any { return sourceWords(s) })
}
