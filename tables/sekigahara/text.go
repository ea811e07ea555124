package sekigahara

import (
	"fmt"
	"strings"
)

// Bilingual text. Italian terms follow the seed's translation: Impatto,
// schierare, carta doppia, Attacco Speciale, Prova di Lealtà, iniziativa,
// Sbaragliare, Marcia Forzata, Comando.

// bi is one sentence in both UI languages.
type bi struct{ en, it string }

func bif(en, it string, args ...any) bi {
	return bi{fmt.Sprintf(en, args...), fmt.Sprintf(it, args...)}
}

// join joins the non-empty sentences with a space.
func join(parts ...bi) bi {
	var en, it []string
	for _, p := range parts {
		if p.en != "" {
			en = append(en, p.en)
		}
		if p.it != "" {
			it = append(it, p.it)
		}
	}
	return bi{strings.Join(en, " "), strings.Join(it, " ")}
}

func blocksEN(n int) string {
	switch n {
	case 0:
		return "no blocks"
	case 1:
		return "1 block"
	}
	return fmt.Sprintf("%d blocks", n)
}

func blocksIT(n int) string {
	switch n {
	case 0:
		return "nessun blocco"
	case 1:
		return "1 blocco"
	}
	return fmt.Sprintf("%d blocchi", n)
}

func cardsEN(n int) string {
	switch n {
	case 0:
		return "no cards"
	case 1:
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}

func cardsIT(n int) string {
	switch n {
	case 0:
		return "nessuna carta"
	case 1:
		return "1 carta"
	}
	return fmt.Sprintf("%d carte", n)
}

// article is the English indefinite article before a daimyo's name;
// Japanese names starting with a vowel take "an" (an Ukita card).
func article(name string) string {
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an"
	}
	return "a"
}

// describeBlock names a block: "Mori 1-mon cavalry commander block" /
// "blocco comandante Mori da 1 mon con cavalleria".
func describeBlock(b Block) bi {
	en := fmt.Sprintf("%s %d-mon", daimyoName(b.Daimyo), b.Mon)
	it := "blocco"
	if symEN, _ := b.Symbol.names(); symEN != "" {
		en += " " + symEN
	}
	nobori := effectiveNobori(b)
	if nobori > 0 {
		en += " commander"
		it += " comandante"
	}
	en += " block"
	it += fmt.Sprintf(" %s da %d mon", daimyoName(b.Daimyo), b.Mon)
	if _, symIT := b.Symbol.names(); symIT != "" {
		it += " con " + symIT
	}
	if nobori == 3 {
		en += " (3-dot nobori)"
		it += " (nobori a 3 pallini)"
	}
	return bi{en, it}
}

// describeCard names how a deployment was made.
func describeCard(d Deployment) bi {
	name := daimyoName(cardDaimyo(d))
	if _, wild := wildBlock(cardDaimyo(d)); wild && d.Card != Free {
		// A wild block's card was not named: any daimyo's card (8.2.2).
		switch d.Card {
		case Swords:
			return bi{"with a Special Attack card (swords) of any daimyo (8.2.2)", "con una carta di Attacco Speciale (spade) di qualsiasi daimyo (8.2.2)"}
		case Double:
			return bi{"with a double card of any daimyo (8.2.2)", "con una carta doppia di qualsiasi daimyo (8.2.2)"}
		}
		return bi{"with a card of any daimyo (8.2.2)", "con una carta di qualsiasi daimyo (8.2.2)"}
	}
	switch d.Card {
	case Free:
		return bi{"without a card (commander's free deployment, 8.2.4)", "senza carta (schieramento gratuito del comandante, 8.2.4)"}
	case Swords:
		return bi{fmt.Sprintf("with %s %s Special Attack card (swords)", article(name), name), fmt.Sprintf("con una carta %s di Attacco Speciale (spade)", name)}
	case Double:
		return bif("with a double %s card", "con una carta doppia %s", name)
	}
	return bi{fmt.Sprintf("with %s %s card", article(name), name), fmt.Sprintf("con una carta %s", name)}
}

// scoreLine is "Ishida 6 – Tokugawa 3" followed by who is ahead.
func scoreLine(s Score, defender Side) bi {
	line := bif("Ishida %d – Tokugawa %d:", "Ishida %d – Tokugawa %d:", s.Ishida, s.Tokugawa)
	if s.Ishida == s.Tokugawa {
		return join(line, bif("level, so the defender, %s, is ahead (8.2.1).",
			"parità, quindi è in vantaggio il difensore, %s (8.2.1).", defender.Name()))
	}
	lead := Ishida
	if s.Tokugawa > s.Ishida {
		lead = Tokugawa
	}
	return join(line, bif("%s is ahead.", "%s è in vantaggio.", lead.Name()))
}

// plusTerm renders " + n label" for an Impact breakdown.
func plusTerm(n int, en, it string) bi {
	return bi{fmt.Sprintf(" + %d %s", n, en), fmt.Sprintf(" + %d %s", n, it)}
}

// capitalize upper-cases the first letter of an ASCII-initial sentence.
func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
