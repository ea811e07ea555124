package senjutsu

import (
	"fmt"
	"strconv"
	"strings"

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

// codeError is a syntax problem in the reveal code, in both languages.
func codeError(en, it string, args ...any) error {
	return tables.InvalidText("code", fmt.Sprintf(en, args...), fmt.Sprintf(it, args...))
}

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
		return Reveal{}, codeError("The code must start with %q (version); got %q.", "Il codice deve iniziare con %q (versione); trovato %q.", codeVersion+"~", secs[0])
	}
	if len(secs) < 2 || secs[1] == "" {
		return Reveal{}, codeError("The Advantage Track is missing after %q.", "Manca il Tracciato del Vantaggio dopo %q.", codeVersion+"~")
	}
	var r Reveal
	r.Track = strings.Split(secs[1], ".")
	for i, id := range r.Track {
		if !isID(id) {
			return Reveal{}, codeError("Advantage Track, name %d: %q is not a fighter id (1–16 letters, digits, _ or -).",
				"Tracciato del Vantaggio, nome %d: %q non è un id di personaggio (da 1 a 16 lettere, cifre, _ o -).", i+1, id)
		}
	}
	if len(secs)-2 > MaxFighters {
		return Reveal{}, codeError("At most %d revealed cards.", "Al massimo %d carte rivelate.", MaxFighters)
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
		return codeError("The code is empty.", "Il codice è vuoto.")
	}
	if len(code) > maxCodeLen {
		return codeError("The code is longer than %d characters.", "Il codice supera i %d caratteri.", maxCodeLen)
	}
	for i := 0; i < len(code); i++ {
		c := code[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' || c == '~') {
			return codeError("Character %d (%q) is not allowed: the code uses letters, digits and _ - . ~ only.",
				"Il carattere %d (%q) non è ammesso: il codice usa solo lettere, cifre e _ - . ~.", i+1, string(rune(c)))
		}
	}
	return nil
}

// parseSection reads section n, fighter.card[.field…], into a Play (and
// its tie choices) added to r.
func (r *Reveal) parseSection(n int, sec string) error {
	fields := strings.Split(sec, ".")
	if len(fields) < 2 {
		return codeError("Section %d (%q): expected fighter.card, like ronin.A6.", "Sezione %d (%q): atteso personaggio.carta, come ronin.A6.", n, sec)
	}
	p := Play{Fighter: fields[0]}
	if !isID(p.Fighter) {
		return codeError("Section %d: %q is not a fighter id.", "Sezione %d: %q non è un id di personaggio.", n, p.Fighter)
	}
	f, err := parseFace(fields[1])
	if err != nil {
		return faceCodeError("Section %d, card %q: ", "Sezione %d, carta %q: ", n, fields[1], err)
	}
	p.Card = f
	seen := map[byte]bool{}
	for _, m := range fields[2:] {
		if m == "" {
			return codeError("Section %d: empty field (two dots in a row?).", "Sezione %d: campo vuoto (due punti di seguito?).", n)
		}
		k := m[0]
		if k == 'a' || k == 'i' || k == 'r' {
			k = 'r' // one Instant per play
		}
		if k != 't' && seen[k] {
			return codeError("Section %d: %q repeats a field (one crippled count, one team, one Instant).",
				"Sezione %d: %q ripete un campo (un solo conteggio Azzoppato, una squadra, un'Istantanea).", n, m)
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
			return codeError("Section %d: %q: after c give the number of Crippled cards.", "Sezione %d: %q: dopo c indicate il numero di carte Azzoppato.", n, m)
		}
		p.Crippled = c
	case 'g':
		if !isID(arg) {
			return codeError("Section %d: %q: after g give a team name.", "Sezione %d: %q: dopo g indicate il nome di una squadra.", n, m)
		}
		p.Team = arg
	case 'r':
		rf, err := parseFace(arg)
		if err != nil {
			return faceCodeError("Section %d, Instant Replacement %q: ", "Sezione %d, Sostituzione Istantanea %q: ", n, arg, err)
		}
		p.Instant = &Instant{Kind: Replacement, Card: rf}
	case 'a', 'i':
		t, ok := CardType(""), false
		if len(arg) == 1 {
			t, ok = typeByLetter(arg[0])
		}
		if !ok || t == Stun {
			return codeError("Section %d: %q: give the Instant card's type, one of D A M S.", "Sezione %d: %q: indicate il tipo della carta Istantanea, uno tra D A M S.", n, m)
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
			return codeError("Section %d: %q: a tie choice is t<speed>-<place>, like t4-2.", "Sezione %d: %q: una scelta di parità è t<velocità>-<posto>, come t4-2.", n, m)
		}
		r.Ties = append(r.Ties, TieChoice{Fighter: p.Fighter, Speed: s, Place: pn})
	default:
		return codeError("Section %d: unknown field %q (c, g, r, a, i, t).", "Sezione %d: campo sconosciuto %q (c, g, r, a, i, t).", n, m)
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
func faceCodeError(en, it string, n int, s string, err error) error {
	fe, _ := err.(faceError)
	return tables.InvalidText("code", fmt.Sprintf(en, n, s)+fe.en, fmt.Sprintf(it, n, s)+fe.it)
}

// faceError is a problem inside a card, joined into the section message.
type faceError struct{ en, it string }

func (e faceError) Error() string { return e.en }

// parseFace reads face = ["W"] type speed ["-" low "v" chosen] ["f"] *("s" speed).
func parseFace(s string) (Face, error) {
	var f Face
	sc := &faceScanner{s: s}
	f.Weapon = sc.take('W')
	if sc.i >= len(s) {
		return f, faceError{"the card type is missing (D A M S X).", "manca il tipo di carta (D A M S X)."}
	}
	t, ok := typeByLetter(s[sc.i])
	if !ok {
		return f, faceError{fmt.Sprintf("%q is not a card type (D A M S X).", string(rune(s[sc.i]))), fmt.Sprintf("%q non è un tipo di carta (D A M S X).", string(rune(s[sc.i])))}
	}
	f.Type = t
	sc.i++
	n, ok := sc.num()
	if !ok {
		return f, faceError{"the speed must follow the type, like A6 (0–99, no leading zero).", "la velocità deve seguire il tipo, come A6 (0–99, senza zeri iniziali)."}
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
			return f, faceError{"a Dividing Line speed must follow s, like A7s2.", "la velocità di una Linea Divisoria deve seguire s, come A7s2."}
		}
		f.Split = append(f.Split, sp)
	}
	if sc.i != len(s) {
		return f, faceError{fmt.Sprintf("unexpected %q.", s[sc.i:]), fmt.Sprintf("%q inatteso.", s[sc.i:])}
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
		return faceError{"a variable speed is high-low then v and the chosen value, like D7-3v6.", "una velocità variabile si scrive alto-basso poi v e il valore scelto, come D7-3v6."}
	}
	ch, ok := sc.num()
	if !ok {
		return faceError{"the chosen value must follow v, like D7-3v6.", "il valore scelto deve seguire v, come D7-3v6."}
	}
	f.High, f.Low, f.Speed = high, low, ch
	if f.High == 0 && f.Low == 0 {
		return faceError{"a variable range cannot be 0-0.", "un intervallo variabile non può essere 0-0."}
	}
	return nil
}
