package senjutsu

import (
	"fmt"
	"strconv"
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
)

// Encode writes r in the reveal code described in the package comment. Card
// names are not part of the code. Tie choices are written with their
// fighter's play, in the order they appear in r.Ties.
func Encode(r Reveal) string {
	var b strings.Builder
	b.WriteString(codeVersion)
	b.WriteByte('~')
	b.WriteString(strings.Join(r.Track, "."))
	for _, p := range r.Plays {
		b.WriteByte('~')
		b.WriteString(p.Fighter)
		b.WriteByte('.')
		writeFace(&b, p.Card)
		if p.Crippled != 0 {
			fmt.Fprintf(&b, ".c%d", p.Crippled)
		}
		if p.Team != "" {
			b.WriteString(".g" + p.Team)
		}
		if in := p.Instant; in != nil {
			switch in.Kind {
			case Replacement:
				b.WriteString(".r")
				writeFace(&b, in.Card)
			case Additional:
				b.WriteString(".a")
				b.WriteByte(letter(in.Card.Type))
			case Plain:
				b.WriteString(".i")
				b.WriteByte(letter(in.Card.Type))
			}
		}
		for _, t := range r.Ties {
			if t.Fighter == p.Fighter {
				fmt.Fprintf(&b, ".t%d-%d", t.Speed, t.Place)
			}
		}
	}
	return b.String()
}

const codeVersion = "1"

func letter(t CardType) byte {
	if ti, ok := typeInfo(t); ok {
		return ti.Letter
	}
	return '?'
}

func writeFace(b *strings.Builder, f Face) {
	if f.Weapon {
		b.WriteByte('W')
	}
	b.WriteByte(letter(f.Type))
	if f.Variable() {
		fmt.Fprintf(b, "%d-%dv%d", f.High, f.Low, f.Speed)
	} else {
		b.WriteString(strconv.Itoa(f.Speed))
	}
	if f.AltSpeed {
		b.WriteByte('f')
	}
	for _, s := range f.Split {
		fmt.Fprintf(b, "s%d", s)
	}
}

// codeError is a syntax problem in the reveal code: the catalogue's
// message key with its arguments.
func codeError(key string, args ...any) error { return tables.Invalid("code", key, args...) }

// Parse reads a reveal code (see the package comment). It is strict: any
// character, section or value outside the grammar is refused with a bilingual
// message, and the result is checked like any Reveal (options aside: Order
// checks those).
func Parse(code string) (Reveal, error) {
	if err := checkCode(code); err != nil {
		return Reveal{}, err
	}
	secs := strings.Split(code, "~")
	if secs[0] != codeVersion {
		return Reveal{}, codeError("senjutsu.code-must-start-with-version", codeVersion+"~", secs[0])
	}
	if len(secs) < 2 || secs[1] == "" {
		return Reveal{}, codeError("senjutsu.advantage-track-missing-after", codeVersion+"~")
	}
	var r Reveal
	r.Track = strings.Split(secs[1], ".")
	for i, id := range r.Track {
		if !isID(id) {
			return Reveal{}, codeError("senjutsu.advantage-track-name-not-fighter", i+1, id)
		}
	}
	if len(secs)-2 > MaxFighters {
		return Reveal{}, codeError("senjutsu.at-most-revealed-cards", MaxFighters)
	}
	for si, sec := range secs[2:] {
		if err := r.parseSection(si+3, sec); err != nil {
			return Reveal{}, err
		}
	}
	v := &tables.ValidationError{}
	r.validate(v, nil)
	if err := v.Err(); err != nil {
		return Reveal{}, err
	}
	return r, nil
}

// checkCode refuses an empty or too long code and any character outside
// the code's alphabet.
func checkCode(code string) error {
	if len(code) == 0 {
		return codeError("senjutsu.code-empty")
	}
	if len(code) > maxCodeLen {
		return codeError("senjutsu.code-longer-than-characters", maxCodeLen)
	}
	for i := 0; i < len(code); i++ {
		c := code[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' || c == '~') {
			return codeError("senjutsu.character-not-allowed-code-uses", i+1, string(rune(c)))
		}
	}
	return nil
}

// parseSection reads section n, fighter.card[.field…], into a Play (and
// its tie choices) added to r.
func (r *Reveal) parseSection(n int, sec string) error {
	fields := strings.Split(sec, ".")
	if len(fields) < 2 {
		return codeError("senjutsu.section-expected-fighter-card-like", n, sec)
	}
	p := Play{Fighter: fields[0]}
	if !isID(p.Fighter) {
		return codeError("senjutsu.section-not-fighter-id", n, p.Fighter)
	}
	f, err := parseFace(fields[1])
	if err != nil {
		return faceCodeError("senjutsu.code-section-card", n, fields[1], err)
	}
	p.Card = f
	seen := map[byte]bool{}
	for _, m := range fields[2:] {
		if m == "" {
			return codeError("senjutsu.section-empty-field-two-dots", n)
		}
		k := m[0]
		if k == 'a' || k == 'i' || k == 'r' {
			k = 'r' // one Instant per play
		}
		if k != 't' && seen[k] {
			return codeError("senjutsu.section-repeats-field-one-crippled", n, m)
		}
		seen[k] = true
		if err := r.parseField(n, m, &p); err != nil {
			return err
		}
	}
	r.Plays = append(r.Plays, p)
	return nil
}

// parseField reads one field m of section n into p (a tie choice into r).
func (r *Reveal) parseField(n int, m string, p *Play) error {
	arg := m[1:]
	switch m[0] {
	case 'c':
		c, ok := parseNum(arg)
		if !ok {
			return codeError("senjutsu.section-after-c-give-number", n, m)
		}
		p.Crippled = c
	case 'g':
		if !isID(arg) {
			return codeError("senjutsu.section-after-g-give-team", n, m)
		}
		p.Team = arg
	case 'r':
		rf, err := parseFace(arg)
		if err != nil {
			return faceCodeError("senjutsu.code-section-replacement", n, arg, err)
		}
		p.Instant = &Instant{Kind: Replacement, Card: rf}
	case 'a', 'i':
		t, ok := CardType(""), false
		if len(arg) == 1 {
			t, ok = typeByLetter(arg[0])
		}
		if !ok || t == Stun {
			return codeError("senjutsu.section-give-instant-card-type", n, m)
		}
		kind := Additional
		if m[0] == 'i' {
			kind = Plain
		}
		p.Instant = &Instant{Kind: kind, Card: Face{Type: t}}
	case 't':
		sp, pl, ok := strings.Cut(arg, "-")
		s, ok1 := parseNum(sp)
		pn, ok2 := parseNum(pl)
		if !ok || !ok1 || !ok2 {
			return codeError("senjutsu.section-tie-choice-t-speed", n, m)
		}
		r.Ties = append(r.Ties, TieChoice{Fighter: p.Fighter, Speed: s, Place: pn})
	default:
		return codeError("senjutsu.section-unknown-field-c-g", n, m)
	}
	return nil
}

// parseNum reads 1–2 decimal digits without a leading zero.
func parseNum(s string) (int, bool) {
	if len(s) < 1 || len(s) > 2 || s[0] == '0' && len(s) > 1 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// faceCodeError prefixes a faceError with where it was found.
func faceCodeError(key string, n int, s string, err error) error {
	fe, _ := err.(faceError)
	return tables.Invalid("code", key, n, s, fe.Msg)
}

// faceError is a problem inside a card, joined into the section message.
type faceError struct{ Msg i18n.Msg }

func (e faceError) Error() string { return e.Msg.String() }

// parseFace reads face = ["W"] type speed ["-" low "v" chosen] ["f"] *("s" speed).
func parseFace(s string) (Face, error) {
	var f Face
	sc := &faceScanner{s: s}
	f.Weapon = sc.take('W')
	if sc.i >= len(s) {
		return f, faceError{i18n.M("senjutsu.code.type-missing")}
	}
	t, ok := typeByLetter(s[sc.i])
	if !ok {
		return f, faceError{i18n.M("senjutsu.code.not-a-type", string(rune(s[sc.i])))}
	}
	f.Type = t
	sc.i++
	n, ok := sc.num()
	if !ok {
		return f, faceError{i18n.M("senjutsu.code.speed-missing")}
	}
	f.Speed = n
	if sc.take('-') {
		if err := sc.variable(&f, n); err != nil {
			return f, err
		}
	}
	f.AltSpeed = sc.take('f')
	for sc.take('s') {
		sp, ok := sc.num()
		if !ok {
			return f, faceError{i18n.M("senjutsu.code.split-speed-missing")}
		}
		f.Split = append(f.Split, sp)
	}
	if sc.i != len(s) {
		return f, faceError{i18n.M("senjutsu.code.unexpected", s[sc.i:])}
	}
	return f, nil
}

// faceScanner reads a card face from position i.
type faceScanner struct {
	s string
	i int
}

// take consumes c if it comes next.
func (sc *faceScanner) take(c byte) bool {
	if sc.i < len(sc.s) && sc.s[sc.i] == c {
		sc.i++
		return true
	}
	return false
}

// num reads the digits that come next as a number (see parseNum).
func (sc *faceScanner) num() (int, bool) {
	j := sc.i
	for j < len(sc.s) && sc.s[j] >= '0' && sc.s[j] <= '9' {
		j++
	}
	n, ok := parseNum(sc.s[sc.i:j])
	sc.i = j
	return n, ok
}

// variable reads the rest of a variable speed, low "v" chosen, after its
// high value.
func (sc *faceScanner) variable(f *Face, high int) error {
	low, ok := sc.num()
	if !ok || !sc.take('v') {
		return faceError{i18n.M("senjutsu.code.variable-syntax")}
	}
	ch, ok := sc.num()
	if !ok {
		return faceError{i18n.M("senjutsu.code.chosen-missing")}
	}
	f.High, f.Low, f.Speed = high, low, ch
	if f.High == 0 && f.Low == 0 {
		return faceError{i18n.M("senjutsu.code.variable-zero")}
	}
	return nil
}
