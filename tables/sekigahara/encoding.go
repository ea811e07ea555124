package sekigahara

import (
	"fmt"
	"strings"

	"sengoku/tables"
)

// The text encoding of a deployment list is described in the package
// comment (doc.go). It uses only lowercase letters, digits, '-' and '.',
// which a URL query carries unescaped.

// ParseDeployments reads the text encoding of a deployment list. It checks
// the syntax only; Evaluate checks the rules. Problems are reported on the
// field "deployments" as a *tables.ValidationError.
func ParseDeployments(s string) ([]Deployment, error) {
	if s == "" {
		return nil, nil
	}
	if len(s) > maxEncoded {
		return nil, tables.InvalidText("deployments",
			fmt.Sprintf("The deployment list is longer than %d characters.", maxEncoded),
			fmt.Sprintf("La lista degli schieramenti supera i %d caratteri.", maxEncoded))
	}
	entries := strings.Split(s, ".")
	if len(entries) > maxEvents {
		return nil, tables.InvalidText("deployments",
			fmt.Sprintf("At most %d entries per battle.", maxEvents),
			fmt.Sprintf("Al massimo %d voci per battaglia.", maxEvents))
	}
	out := make([]Deployment, 0, len(entries))
	for i, e := range entries {
		d, err := parseEntry(e)
		if err != nil {
			return nil, tables.InvalidText("deployments",
				fmt.Sprintf("Entry %d (%q): %s", i+1, e, err.en),
				fmt.Sprintf("Voce %d (%q): %s", i+1, e, err.it))
		}
		out = append(out, d)
	}
	return out, nil
}

// parseError is a bilingual syntax problem inside one entry.
type parseError struct{ en, it string }

func perr(en, it string, args ...any) *parseError {
	return &parseError{fmt.Sprintf(en, args...), fmt.Sprintf(it, args...)}
}

// scanner walks one entry.
type scanner struct {
	s   string
	pos int
}

func (sc *scanner) peek() byte {
	if sc.pos < len(sc.s) {
		return sc.s[sc.pos]
	}
	return 0
}

func (sc *scanner) next() byte {
	c := sc.peek()
	if sc.pos < len(sc.s) {
		sc.pos++
	}
	return c
}

// unexpected reports the character at pos, or the end of the entry.
func (sc *scanner) unexpected(wantEN, wantIT string) *parseError {
	if sc.pos >= len(sc.s) {
		return &parseError{"the entry ends where " + wantEN + " was expected.", "la voce finisce dove era atteso " + wantIT + "."}
	}
	c := sc.s[sc.pos]
	hint := parseError{}
	if c >= 'A' && c <= 'Z' {
		hint = parseError{" (use lowercase letters)", " (usare lettere minuscole)"}
	}
	return &parseError{
		fmt.Sprintf("character %d is %q where %s was expected%s.", sc.pos+1, string(rune(c)), wantEN, hint.en),
		fmt.Sprintf("il carattere %d è %q dove era atteso %s%s.", sc.pos+1, string(rune(c)), wantIT, hint.it),
	}
}

// letters reads a run of lowercase letters.
func (sc *scanner) letters() string {
	start := sc.pos
	for c := sc.peek(); c >= 'a' && c <= 'z'; c = sc.peek() {
		sc.pos++
	}
	return sc.s[start:sc.pos]
}

func parseEntry(e string) (Deployment, *parseError) {
	if e == "" {
		return Deployment{}, perr("the entry is empty (two dots in a row, or a dot at an end).", "la voce è vuota (due punti di seguito, o un punto a un'estremità).")
	}
	sc := &scanner{s: e}
	var d Deployment
	switch sc.next() {
	case 'i':
		d.Side = Ishida
	case 't':
		d.Side = Tokugawa
	default:
		sc.pos = 0
		return d, sc.unexpected(`the side, "i" (Ishida) or "t" (Tokugawa)`, `la parte, "i" (Ishida) o "t" (Tokugawa)`)
	}
	if err := sc.action(&d); err != nil {
		return d, err
	}
	if d.Action != Deploy {
		if sc.pos < len(e) {
			return d, sc.unexpected("the end of the entry", "la fine della voce")
		}
		return d, nil
	}
	if c := sc.letters(); c != "" {
		if len(c) > maxDaimyoLen {
			return d, perr("the card's daimyo %q is longer than %d letters.", "il daimyo della carta %q supera le %d lettere.", c, maxDaimyoLen)
		}
		d.CardDaimyo = c
	}
	if err := sc.blocks(&d); err != nil {
		return d, err
	}
	if sc.pos < len(e) {
		if sc.peek() == '-' {
			return d, perr("a card deploys at most two blocks (8.4.2).", "una carta schiera al massimo due blocchi (8.4.2).")
		}
		return d, sc.unexpected("the end of the entry", "la fine della voce")
	}
	return d, nil
}

// action reads the entry's action: a pass, a Loyalty Challenge (refuted
// or not) or the card of a deployment.
func (sc *scanner) action(d *Deployment) *parseError {
	switch sc.next() {
	case 'p':
		d.Action = Pass
	case 'l':
		d.Action = Challenge
		if sc.peek() == 'r' {
			sc.pos++
			d.Refuted = true
		}
	case 'f':
		d.Action, d.Card = Deploy, Free
	case 'm':
		d.Action, d.Card = Deploy, Plain
	case 's':
		d.Action, d.Card = Deploy, Swords
	case 'd':
		d.Action, d.Card = Deploy, Double
	default:
		sc.pos = 1
		return sc.unexpected(`an action: p (pass), l (Loyalty Challenge), or a card f, m, s, d`,
			`un'azione: p (passa), l (Prova di Lealtà), o una carta f, m, s, d`)
	}
	return nil
}

// blocks reads a deployment's one or two blocks, each after a "-".
func (sc *scanner) blocks(d *Deployment) *parseError {
	for len(d.Blocks) < 2 {
		if sc.peek() != '-' {
			if len(d.Blocks) == 0 {
				return sc.unexpected(`"-" and a block`, `"-" e un blocco`)
			}
			break
		}
		sc.pos++
		b, err := sc.block()
		if err != nil {
			return err
		}
		d.Blocks = append(d.Blocks, b)
	}
	return nil
}

// block reads daimyo, mon and flags.
func (sc *scanner) block() (Block, *parseError) {
	var b Block
	b.Daimyo = sc.letters()
	if b.Daimyo == "" {
		return b, sc.unexpected("a daimyo (lowercase letters, e.g. ukita)", "un daimyo (lettere minuscole, es. ukita)")
	}
	if len(b.Daimyo) > maxDaimyoLen {
		return b, perr("the daimyo %q is longer than %d letters.", "il daimyo %q supera le %d lettere.", b.Daimyo, maxDaimyoLen)
	}
	c := sc.peek()
	if c < '1' || c > '4' {
		return b, sc.unexpected("the block's mon, 1 to 4", "i mon del blocco, da 1 a 4")
	}
	sc.pos++
	b.Mon = int(c - '0')
	for {
		switch sc.peek() {
		case 'c', 'a':
			if b.Symbol != NoSymbol {
				return b, perr("a block has one symbol at most: cavalry (c) or arquebus (a).", "un blocco ha al massimo un simbolo: cavalleria (c) o archibugio (a).")
			}
			b.Symbol = Cavalry
			if sc.next() == 'a' {
				b.Symbol = Arquebus
			}
		case 'n':
			if b.Nobori != 0 {
				return b, perr("the nobori flag appears twice.", "l'indicatore del nobori compare due volte.")
			}
			sc.pos++
			b.Nobori = 1
			if sc.peek() == '3' {
				sc.pos++
				b.Nobori = 3
			}
		case '-', '.', 0:
			return b, nil
		default:
			return b, sc.unexpected("a block flag: c (cavalry), a (arquebus), n (commander) or n3 (3-dot commander)",
				"un indicatore del blocco: c (cavalleria), a (archibugio), n (comandante) o n3 (comandante a 3 pallini)")
		}
	}
}

// EncodeDeployments writes the text encoding of ds, the inverse of
// ParseDeployments. It fails, with a *tables.ValidationError, for values
// the encoding cannot hold (unknown side, action or card, a daimyo that is
// not lowercase letters, mon outside 1–4, more than two blocks).
func EncodeDeployments(ds []Deployment) (string, error) {
	var sb strings.Builder
	v := &tables.ValidationError{}
	for i, d := range ds {
		if i > 0 {
			sb.WriteByte('.')
		}
		if err := encodeEntry(&sb, d); err != nil {
			v.AddText(entryField(i), fmt.Sprintf("Entry %d: %s", i+1, err.en), fmt.Sprintf("Voce %d: %s", i+1, err.it))
		}
	}
	if err := v.Err(); err != nil {
		return "", err
	}
	return sb.String(), nil
}

func encodeEntry(sb *strings.Builder, d Deployment) *parseError {
	switch d.Side {
	case Ishida:
		sb.WriteByte('i')
	case Tokugawa:
		sb.WriteByte('t')
	default:
		return perr("unknown side %q.", "parte sconosciuta %q.", string(d.Side))
	}
	switch d.Action {
	case Pass:
		if d.Refuted || d.Card != "" || d.CardDaimyo != "" || len(d.Blocks) > 0 {
			return perr("a pass carries nothing else.", "un passo non porta altri dati.")
		}
		sb.WriteByte('p')
		return nil
	case Challenge:
		if d.Card != "" || d.CardDaimyo != "" || len(d.Blocks) > 0 {
			return perr("a Loyalty Challenge has no card or blocks here.", "una Prova di Lealtà qui non ha carta né blocchi.")
		}
		sb.WriteByte('l')
		if d.Refuted {
			sb.WriteByte('r')
		}
		return nil
	case Deploy:
		return encodeDeploy(sb, d)
	default:
		return perr("unknown action %q.", "azione sconosciuta %q.", string(d.Action))
	}
}

// encodeDeploy writes a deployment: its card, the card's daimyo and its
// one or two blocks.
func encodeDeploy(sb *strings.Builder, d Deployment) *parseError {
	if d.Refuted {
		return perr("only a Loyalty Challenge can be refuted.", "solo una Prova di Lealtà può essere annullata.")
	}
	switch d.Card {
	case Free:
		sb.WriteByte('f')
	case Plain:
		sb.WriteByte('m')
	case Swords:
		sb.WriteByte('s')
	case Double:
		sb.WriteByte('d')
	default:
		return perr("unknown card %q.", "carta sconosciuta %q.", string(d.Card))
	}
	if d.CardDaimyo != "" {
		if !validDaimyo(d.CardDaimyo) {
			return perr("the card's daimyo %q is not 1–%d lowercase letters.", "il daimyo della carta %q non è di 1–%d lettere minuscole.", d.CardDaimyo, maxDaimyoLen)
		}
		sb.WriteString(d.CardDaimyo)
	}
	if len(d.Blocks) == 0 || len(d.Blocks) > 2 {
		return perr("a deployment has one or two blocks, not %d.", "uno schieramento ha uno o due blocchi, non %d.", len(d.Blocks))
	}
	for _, b := range d.Blocks {
		if err := encodeBlock(sb, b); err != nil {
			return err
		}
	}
	return nil
}

// encodeBlock writes -<daimyo><mon>[c|a][n|n3].
func encodeBlock(sb *strings.Builder, b Block) *parseError {
	if !validDaimyo(b.Daimyo) {
		return perr("the daimyo %q is not 1–%d lowercase letters.", "il daimyo %q non è di 1–%d lettere minuscole.", b.Daimyo, maxDaimyoLen)
	}
	if b.Mon < 1 || b.Mon > MaxMon {
		return perr("mon %d is not 1–4.", "mon %d non è tra 1 e 4.", b.Mon)
	}
	sb.WriteByte('-')
	sb.WriteString(b.Daimyo)
	sb.WriteByte(byte('0' + b.Mon))
	switch b.Symbol {
	case NoSymbol:
	case Cavalry:
		sb.WriteByte('c')
	case Arquebus:
		sb.WriteByte('a')
	default:
		return perr("unknown symbol %q.", "simbolo sconosciuto %q.", string(b.Symbol))
	}
	switch b.Nobori {
	case 0:
	case 1:
		sb.WriteByte('n')
	case 3:
		sb.WriteString("n3")
	default:
		return perr("a nobori has 1 or 3 dots, not %d.", "un nobori ha 1 o 3 pallini, non %d.", b.Nobori)
	}
	return nil
}
