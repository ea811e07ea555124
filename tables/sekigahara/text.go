package sekigahara

import (
	"strings"

	"sengoku/i18n"
)

// The words are the catalogue's (i18n/sekigahara.go). Italian terms follow
// the seed's translation: Impatto, schierare, carta doppia, Attacco
// Speciale, Prova di Lealtà, iniziativa, Sbaragliare, Marcia Forzata,
// Comando. Daimyo and side names are proper names, the same in every
// language: they are arguments, never catalogue words.

// join joins the non-empty sentences with a space.
func join(parts ...i18n.Msg) i18n.Msg {
	var out i18n.Msg
	for _, p := range parts {
		switch {
		case p.IsZero():
		case out.IsZero():
			out = p
		default:
			out = i18n.M("sekigahara.join", out, p)
		}
	}
	return out
}

// cat is m followed by the message key with args, with no space between:
// the next term of a sum, a clause.
func cat(m i18n.Msg, key string, args ...any) i18n.Msg {
	return i18n.M("sekigahara.cat", m, i18n.M(key, args...))
}

// blockCount is "no blocks", "1 block", "n blocks".
func blockCount(n int) i18n.Msg {
	if n == 0 {
		return i18n.M("sekigahara.blocks.none")
	}
	return i18n.M("sekigahara.count", n, i18n.M("sekigahara.noun.block", n))
}

// cardCount is "no cards", "1 card", "n cards".
func cardCount(n int) i18n.Msg {
	if n == 0 {
		return i18n.M("sekigahara.cards.none")
	}
	return i18n.M("sekigahara.count", n, i18n.M("sekigahara.noun.card", n))
}

// vowel reports whether a daimyo's name starts with a vowel: English
// writes "an Ukita card".
func vowel(name string) bool {
	return name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0]))
}

// describeBlock names a block: "Mori 1-mon cavalry commander block" /
// "blocco comandante Mori da 1 mon con cavalleria"; start is its form at
// the start of a sentence ("Blocco comandante …").
func describeBlock(b Block, start bool) i18n.Msg {
	key := "sekigahara.block"
	if effectiveNobori(b) > 0 {
		key += ".commander"
	}
	args := []any{daimyoName(b.Daimyo), b.Mon}
	if sym := b.Symbol.name(); !sym.IsZero() {
		key += ".symbol"
		args = append(args, sym)
	}
	if start {
		key += ".start"
	}
	m := i18n.M(key, args...)
	if effectiveNobori(b) == 3 {
		m = i18n.M("sekigahara.block.lord", m)
	}
	return m
}

// describeCard names how a deployment was made.
func describeCard(d Deployment) i18n.Msg {
	name := daimyoName(cardDaimyo(d))
	if _, wild := wildBlock(cardDaimyo(d)); wild && d.Card != Free {
		// A wild block's card was not named: any daimyo's card (8.2.2).
		switch d.Card {
		case Swords:
			return i18n.M("sekigahara.with-special-attack-card-swords")
		case Double:
			return i18n.M("sekigahara.with-double-card-any-daimyo")
		}
		return i18n.M("sekigahara.with-card-any-daimyo-8")
	}
	switch d.Card {
	case Free:
		return i18n.M("sekigahara.without-card-commander-free-deployment")
	case Swords:
		if vowel(name) {
			return i18n.M("sekigahara.with-special-attack-card-an", name)
		}
		return i18n.M("sekigahara.with-special-attack-card", name)
	case Double:
		return i18n.M("sekigahara.with-double-card", name)
	}
	if vowel(name) {
		return i18n.M("sekigahara.with-card-an", name)
	}
	return i18n.M("sekigahara.with-card", name)
}

// scoreLine is "Ishida 6 – Tokugawa 3" followed by who is ahead.
func scoreLine(s Score, defender Side) i18n.Msg {
	line := i18n.M("sekigahara.ishida-tokugawa", s.Ishida, s.Tokugawa)
	if s.Ishida == s.Tokugawa {
		return join(line, i18n.M("sekigahara.level-so-defender-ahead-8", defender.Name()))
	}
	lead := Ishida
	if s.Tokugawa > s.Ishida {
		lead = Tokugawa
	}
	return join(line, i18n.M("sekigahara.ahead", lead.Name()))
}
