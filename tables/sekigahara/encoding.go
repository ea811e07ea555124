package sekigahara

import (
	"strings"

	"sengoku/i18n"
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
		return nil, tables.Invalid("deployments", "sekigahara.list-too-long", maxEncoded)
	}
	entries := strings.Split(s, ".")
	if len(entries) > maxEvents {
		return nil, tables.Invalid("deployments", "sekigahara.at-most-entries-per-battle", maxEvents)
	}
	out := make([]Deployment, 0, len(entries))
	for i, e := range entries {
		d, err := parseEntry(e)
		if err != nil {
			return nil, tables.Invalid("deployments", "sekigahara.in-entry-quoted", i+1, e, err.msg)
		}
		out = append(out, d)
	}
	return out, nil
}

// parseError is a syntax problem inside one entry.
type parseError struct{ msg i18n.Msg }

// perr is the problem worded by the message key with args.
func perr(key string, args ...any) *parseError {
	return &parseError{i18n.M(key, args...)}
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
// want is the message key of what was expected.
func (sc *scanner) unexpected(want string) *parseError {
	if sc.pos >= len(sc.s) {
		return perr("sekigahara.parse.ends-early", i18n.M(want))
	}
	c := sc.s[sc.pos]
	if c >= 'A' && c <= 'Z' {
		return perr("sekigahara.parse.unexpected-capital", sc.pos+1, string(rune(c)), i18n.M(want))
	}
	return perr("sekigahara.parse.unexpected", sc.pos+1, string(rune(c)), i18n.M(want))
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
		return Deployment{}, perr("sekigahara.entry-empty-two-dots-row")
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
		return d, sc.unexpected("sekigahara.side-i-ishida-t-tokugawa")
	}
	if err := sc.action(&d); err != nil {
		return d, err
	}
	if d.Action != Deploy {
		if sc.pos < len(e) {
			return d, sc.unexpected("sekigahara.end-entry")
		}
		return d, nil
	}
	if c := sc.letters(); c != "" {
		if len(c) > maxDaimyoLen {
			return d, perr("sekigahara.card-daimyo-longer-than-letters", c, maxDaimyoLen)
		}
		d.CardDaimyo = c
	}
	if err := sc.blocks(&d); err != nil {
		return d, err
	}
	if sc.pos < len(e) {
		if sc.peek() == '-' {
			return d, perr("sekigahara.card-deploys-at-most-two")
		}
		return d, sc.unexpected("sekigahara.end-entry")
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
		return sc.unexpected("sekigahara.action-p-pass-l-loyalty")
	}
	return nil
}

// blocks reads a deployment's one or two blocks, each after a "-".
func (sc *scanner) blocks(d *Deployment) *parseError {
	for len(d.Blocks) < 2 {
		if sc.peek() != '-' {
			if len(d.Blocks) == 0 {
				return sc.unexpected("sekigahara.parse.want-dash-block")
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
		return b, sc.unexpected("sekigahara.daimyo-lowercase-letters-e-g")
	}
	if len(b.Daimyo) > maxDaimyoLen {
		return b, perr("sekigahara.daimyo-longer-than-letters", b.Daimyo, maxDaimyoLen)
	}
	c := sc.peek()
	if c < '1' || c > '4' {
		return b, sc.unexpected("sekigahara.block-mon-1-4")
	}
	sc.pos++
	b.Mon = int(c - '0')
	for {
		switch sc.peek() {
		case 'c', 'a':
			if b.Symbol != NoSymbol {
				return b, perr("sekigahara.block-has-one-symbol-at")
			}
			b.Symbol = Cavalry
			if sc.next() == 'a' {
				b.Symbol = Arquebus
			}
		case 'n':
			if b.Nobori != 0 {
				return b, perr("sekigahara.nobori-flag-appears-twice")
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
			return b, sc.unexpected("sekigahara.block-flag-c-cavalry-arquebus")
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
			v.Add(entryField(i), "sekigahara.in-entry", i+1, err.msg)
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
		return perr("sekigahara.unknown-side", string(d.Side))
	}
	switch d.Action {
	case Pass:
		if d.Refuted || d.Card != "" || d.CardDaimyo != "" || len(d.Blocks) > 0 {
			return perr("sekigahara.pass-carries-nothing-else")
		}
		sb.WriteByte('p')
		return nil
	case Challenge:
		if d.Card != "" || d.CardDaimyo != "" || len(d.Blocks) > 0 {
			return perr("sekigahara.loyalty-challenge-has-no-card")
		}
		sb.WriteByte('l')
		if d.Refuted {
			sb.WriteByte('r')
		}
		return nil
	case Deploy:
		return encodeDeploy(sb, d)
	default:
		return perr("sekigahara.unknown-action", string(d.Action))
	}
}

// encodeDeploy writes a deployment: its card, the card's daimyo and its
// one or two blocks.
func encodeDeploy(sb *strings.Builder, d Deployment) *parseError {
	if d.Refuted {
		return perr("sekigahara.only-loyalty-challenge-can-refuted")
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
		return perr("sekigahara.unknown-card", string(d.Card))
	}
	if d.CardDaimyo != "" {
		if !validDaimyo(d.CardDaimyo) {
			return perr("sekigahara.card-daimyo-not-1-lowercase", d.CardDaimyo, maxDaimyoLen)
		}
		sb.WriteString(d.CardDaimyo)
	}
	if len(d.Blocks) == 0 || len(d.Blocks) > 2 {
		return perr("sekigahara.deployment-has-one-two-blocks", len(d.Blocks))
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
		return perr("sekigahara.daimyo-not-1-lowercase-letters", b.Daimyo, maxDaimyoLen)
	}
	if b.Mon < 1 || b.Mon > MaxMon {
		return perr("sekigahara.mon-not-1-4", b.Mon)
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
		return perr("sekigahara.unknown-symbol", string(b.Symbol))
	}
	switch b.Nobori {
	case 0:
	case 1:
		sb.WriteByte('n')
	case 3:
		sb.WriteString("n3")
	default:
		return perr("sekigahara.nobori-has-1-3-dots", b.Nobori)
	}
	return nil
}
