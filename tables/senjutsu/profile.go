package senjutsu

import (
	"fmt"
	"strings"

	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Profile is a character as printed on its Character card (§2.1) and Kamae
// Tree card (§9.6). The rulebook prints none of these values, so every field
// is entered by the users from the physical cards and saved as a profile.
type Profile struct {
	Name string `json:"name"`
	// AdvantageNumber sets the starting order on the Advantage Track (§5.2, §8).
	AdvantageNumber int `json:"advantage_number"`
	// HandLimit is the most Skill cards kept in hand (§6.6); as many Stun
	// cards in hand defeat the character (§17.3).
	HandLimit int `json:"hand_limit"`
	// WoundLimit: Wounds + Bleeding Wounds reaching it defeat the character (§18).
	WoundLimit int `json:"wound_limit"`
	// Weapons are the Usable Weapons (Armi Utilizzabili) on the card (§2.1).
	Weapons []string `json:"weapons,omitempty"`
	// KamaeTree is optional; without it Kamae changes are entered by hand.
	KamaeTree *KamaeTree `json:"kamae_tree,omitempty"`
}

// KamaeTree is a character's stance graph (§9.6, digest §28.1): Kamae
// positions and Focus Points joined by branches, some one-way.
type KamaeTree struct {
	// Positions are Kamae position ids; "neutral" is required (§9.2). The
	// ids of §9.1 have bilingual labels; others are shown as entered.
	Positions []string `json:"positions"`
	// FocusPoints are nodes on branches that give 1 Focus when reached (§9.6).
	FocusPoints []string `json:"focus_points,omitempty"`
	Branches    []Branch `json:"branches"`
}

// Branch is an edge of the Kamae Tree (Ramo, §9.3). A OneWay branch can only
// be followed From → To.
type Branch struct {
	From   string `json:"from"`
	To     string `json:"to"`
	OneWay bool   `json:"one_way,omitempty"`
}

// Validate reports every problem with the profile.
func (p Profile) Validate() error {
	v := &tables.ValidationError{}
	p.validate(v, "")
	return v.Err()
}

func (p Profile) validate(v *tables.ValidationError, prefix string) {
	checkName(v, prefix+"name", p.Name, true)
	if p.AdvantageNumber < 0 || p.AdvantageNumber > maxAdvantage {
		v.AddTextf(prefix+"advantage_number", "The Advantage Number must be between 0 and %d (read it from the Character card).",
			"Il Numero di Vantaggio deve essere tra 0 e %d (leggetelo sulla carta Personaggio).", maxAdvantage)
	}
	if p.HandLimit < 1 || p.HandLimit > maxHandLimit {
		v.AddTextf(prefix+"hand_limit", "The Hand Limit must be between 1 and %d (read it from the Character card).",
			"Il Limite di Mano deve essere tra 1 e %d (leggetelo sulla carta Personaggio).", maxHandLimit)
	}
	if p.WoundLimit < 1 || p.WoundLimit > maxWoundLimit {
		v.AddTextf(prefix+"wound_limit", "The Wound Limit must be between 1 and %d (read it from the Character card).",
			"Il Limite di Ferite deve essere tra 1 e %d (leggetelo sulla carta Personaggio).", maxWoundLimit)
	}
	if len(p.Weapons) > maxWeapons {
		v.AddTextf(prefix+"weapons", "At most %d usable weapons.", "Al massimo %d armi utilizzabili.", maxWeapons)
	}
	seen := map[string]bool{}
	for i, w := range p.Weapons {
		f := fmt.Sprintf("%sweapons[%d]", prefix, i)
		checkName(v, f, w, true)
		if seen[strings.ToLower(w)] {
			v.AddTextf(f, "Weapon %q is listed twice.", "L'arma %q è elencata due volte.", w)
		}
		seen[strings.ToLower(w)] = true
	}
	if p.KamaeTree != nil {
		p.KamaeTree.validate(v, prefix+"kamae_tree.")
	}
}

// checkName refuses empty (when required), overlong or control-character names.
func checkName(v *tables.ValidationError, field, s string, required bool) {
	if strings.TrimSpace(s) == "" {
		if required {
			v.AddText(field, "A name is required.", "Il nome è obbligatorio.")
		}
		return
	}
	if len([]rune(s)) > maxNameLen {
		v.AddTextf(field, "Names are at most %d characters.", "I nomi hanno al massimo %d caratteri.", maxNameLen)
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f || r == '\uFFFD' {
			v.AddText(field, "The name contains a control or invalid character.", "Il nome contiene un carattere di controllo o non valido.")
			break
		}
	}
}

// isID reports whether s is a short identifier: 1–16 of A–Z a–z 0–9 _ -.
// Fighter ids, teams and Kamae node ids use it, so they fit the reveal code.
func isID(s string) bool {
	if len(s) < 1 || len(s) > 16 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// Validate reports every problem with the tree.
func (t KamaeTree) Validate() error {
	v := &tables.ValidationError{}
	t.validate(v, "kamae_tree.")
	return v.Err()
}

func (t KamaeTree) validate(v *tables.ValidationError, prefix string) {
	if len(t.Positions)+len(t.FocusPoints) > maxKamaeNodes {
		v.AddTextf(prefix+"positions", "A Kamae Tree has at most %d positions and Focus Points.",
			"Un Albero di Kamae ha al massimo %d posizioni e Punti Concentrazione.", maxKamaeNodes)
		return
	}
	if len(t.Branches) > maxKamaeBranch {
		v.AddTextf(prefix+"branches", "A Kamae Tree has at most %d branches.", "Un Albero di Kamae ha al massimo %d rami.", maxKamaeBranch)
		return
	}
	kind := map[string]string{}
	for i, id := range t.Positions {
		f := fmt.Sprintf("%spositions[%d]", prefix, i)
		if !isID(id) {
			v.AddText(f, "Kamae ids use 1–16 letters, digits, _ or -.", "Gli id di Kamae usano da 1 a 16 lettere, cifre, _ o -.")
			continue
		}
		if kind[id] != "" {
			v.AddTextf(f, "%q appears twice in the tree.", "%q compare due volte nell'albero.", id)
		}
		kind[id] = "position"
	}
	for i, id := range t.FocusPoints {
		f := fmt.Sprintf("%sfocus_points[%d]", prefix, i)
		if !isID(id) {
			v.AddText(f, "Focus Point ids use 1–16 letters, digits, _ or -.", "Gli id dei Punti Concentrazione usano da 1 a 16 lettere, cifre, _ o -.")
			continue
		}
		if kind[id] != "" {
			v.AddTextf(f, "%q appears twice in the tree.", "%q compare due volte nell'albero.", id)
		}
		kind[id] = "focus"
	}
	if kind[Neutral] != "position" {
		v.AddText(prefix+"positions", `The tree needs the "neutral" position, where every character starts (`+rulebook.Senjutsu.EN(173)+`).`,
			`L'albero deve avere la posizione "neutral" (Neutra), dove inizia ogni personaggio (`+rulebook.Senjutsu.IT(173)+`).`)
	}
	seen := map[[2]string]bool{}
	for i, b := range t.Branches {
		f := fmt.Sprintf("%sbranches[%d]", prefix, i)
		if kind[b.From] == "" || kind[b.To] == "" {
			v.AddTextf(f, "The branch %s → %s joins a node that is not in the tree.",
				"Il ramo %s → %s collega un nodo che non è nell'albero.", b.From, b.To)
			continue
		}
		if b.From == b.To {
			v.AddTextf(f, "The branch %s → %s joins a node to itself.", "Il ramo %s → %s collega un nodo a se stesso.", b.From, b.To)
			continue
		}
		a, c := b.From, b.To
		if a > c {
			a, c = c, a
		}
		if seen[[2]string{a, c}] {
			v.AddTextf(f, "There are two branches between %s and %s.", "Ci sono due rami tra %s e %s.", a, c)
		}
		seen[[2]string{a, c}] = true
	}
}

func (t *KamaeTree) isPosition(id string) bool {
	for _, p := range t.Positions {
		if p == id {
			return true
		}
	}
	return false
}

func (t *KamaeTree) isFocus(id string) bool {
	for _, p := range t.FocusPoints {
		if p == id {
			return true
		}
	}
	return false
}

// canMove reports whether a branch may be followed from a to b (§9.3: some
// branches are one-way).
func (t *KamaeTree) canMove(a, b string) bool {
	for _, br := range t.Branches {
		if br.From == a && br.To == b || !br.OneWay && br.From == b && br.To == a {
			return true
		}
	}
	return false
}

// newPositionReachable reports whether, from the Focus Point fp, a Kamae
// position other than start can be reached by continuing along branches
// (through further Focus Points only). §9.6: "if possible, you must continue
// past the Focus Point until you reach a different Kamae position".
func (t *KamaeTree) newPositionReachable(fp, start string) bool {
	seen := map[string]bool{fp: true}
	queue := []string{fp}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, n := range t.neighbours(cur) {
			if seen[n] {
				continue
			}
			seen[n] = true
			if t.isPosition(n) {
				if n != start {
					return true
				}
				continue
			}
			queue = append(queue, n)
		}
	}
	return false
}

func (t *KamaeTree) neighbours(a string) []string {
	var out []string
	for _, br := range t.Branches {
		if br.From == a {
			out = append(out, br.To)
		} else if !br.OneWay && br.To == a {
			out = append(out, br.From)
		}
	}
	return out
}

// KamaeMove is the outcome of a "Change Kamae up to X branches" effect.
type KamaeMove struct {
	End          string `json:"end"`
	FocusGained  int    `json:"focus_gained"`  // before the cap of 3
	BranchesUsed int    `json:"branches_used"` // counted against X (free hops after Focus Points excluded)
	Returned     bool   `json:"returned"`      // no new position was reachable: back to the start (§9.6 step 4)
	EN           string `json:"en"`
	IT           string `json:"it"`
}

// ChangeKamae checks path (the nodes visited after start, in order) against
// the tree for a "Change Kamae up to x branches" effect (§9.3, §9.6, R16):
// every step follows a branch in an allowed direction; reaching a Focus Point
// gives 1 Focus and the ring must go on to a Kamae position different from
// start if one can be reached, that step being free; if none can, the ring
// returns to start (the path then ends on the Focus Point) and the Focus is
// still gained. An empty path is the optional "don't move".
func (t *KamaeTree) ChangeKamae(start string, x int, path []string) (KamaeMove, error) {
	mv := KamaeMove{End: start}
	if err := t.checkChange(start, x, path); err != nil {
		return mv, err
	}
	if len(path) == 0 {
		mv.explain(start, x)
		return mv, nil
	}
	cur, fpPending, err := t.walk(&mv, start, path)
	if err != nil {
		return mv, err
	}
	v := &tables.ValidationError{}
	if mv.BranchesUsed > x {
		v.AddTextf("path", "The path uses %d branches; the effect allows up to %d (the step on from a Focus Point is free).",
			"Il percorso usa %d rami; l'effetto ne consente fino a %d (il passo dopo un Punto Concentrazione è gratuito).", mv.BranchesUsed, x)
		return mv, v.Err()
	}
	if fpPending != "" {
		if t.newPositionReachable(fpPending, start) {
			v.AddTextf("path", "The ring cannot stop on the Focus Point %s: it must go on to a Kamae position other than %s ("+rulebook.Senjutsu.EN(173)+").", // cites §9.6
				"L'anello non può fermarsi sul Punto Concentrazione %s: deve proseguire verso una posizione diversa da %s ("+rulebook.Senjutsu.IT(173)+").", fpPending, start) // cites §9.6
			return mv, v.Err()
		}
		mv.Returned = true
		mv.End = start
		mv.explain(start, x)
		return mv, nil
	}
	mv.End = cur
	mv.explain(start, x)
	return mv, nil
}

// checkChange checks the start, X and the path's length.
func (t *KamaeTree) checkChange(start string, x int, path []string) error {
	v := &tables.ValidationError{}
	switch {
	case !t.isPosition(start):
		v.AddTextf("path", "The current Kamae %q is not a position of this tree.", "La Kamae attuale %q non è una posizione di questo albero.", start)
	case x < 1 || x > maxKamaeBranch:
		v.AddTextf("branches", "The effect moves up to X branches: X must be between 1 and %d.",
			"L'effetto sposta fino a X rami: X deve essere tra 1 e %d.", maxKamaeBranch)
	case len(path) > 2*maxKamaeBranch:
		v.AddText("path", "The path is too long.", "Il percorso è troppo lungo.")
	}
	return v.Err()
}

// walk follows path from start, counting the branches used and the Focus
// gained; it returns where the path ends and the Focus Point the ring must
// still continue from, if any (§9.3, §9.6).
func (t *KamaeTree) walk(mv *KamaeMove, start string, path []string) (cur, fpPending string, err error) {
	v := &tables.ValidationError{}
	cur = start
	for i, n := range path {
		f := fmt.Sprintf("path[%d]", i)
		if !t.isPosition(n) && !t.isFocus(n) {
			v.AddTextf(f, "%q is not on this Kamae Tree.", "%q non è sull'Albero di Kamae.", n)
			return cur, fpPending, v.Err()
		}
		if !t.canMove(cur, n) {
			v.AddTextf(f, "No branch leads from %s to %s (some branches are one-way, "+rulebook.Senjutsu.EN(173)+").", // cites §9.3
				"Nessun ramo porta da %s a %s (alcuni rami sono a senso unico, "+rulebook.Senjutsu.IT(173)+").", cur, n) // cites §9.3
			return cur, fpPending, v.Err()
		}
		if !t.isFocus(cur) { // the step on from a Focus Point does not count (§9.6)
			mv.BranchesUsed++
		}
		if t.isFocus(n) {
			mv.FocusGained++
			if fpPending == "" {
				fpPending = n
			}
		} else if fpPending != "" {
			if n == start && t.newPositionReachable(fpPending, start) {
				v.AddTextf(f, "After the Focus Point %s the ring must go on to a Kamae position other than %s, since one can be reached ("+rulebook.Senjutsu.EN(173)+").", // cites §9.6
					"Dopo il Punto Concentrazione %s l'anello deve proseguire verso una posizione diversa da %s, perché è raggiungibile ("+rulebook.Senjutsu.IT(173)+").", // cites §9.6
					fpPending, start)
				return cur, fpPending, v.Err()
			}
			fpPending = ""
		}
		cur = n
	}
	return cur, fpPending, nil
}

func (mv *KamaeMove) explain(start string, x int) {
	sen, sit := kamaeLabel(start)
	een, eit := kamaeLabel(mv.End)
	switch {
	case mv.BranchesUsed == 0:
		mv.EN = "The Kamae Ring does not move: the effect is optional (" + rulebook.Senjutsu.EN(173) + ")."    // cites §9.3
		mv.IT = "L'Anello di Kamae non si muove: l'effetto è facoltativo (" + rulebook.Senjutsu.IT(173) + ")." // cites §9.3
	case mv.Returned:
		mv.EN = fmt.Sprintf("A Focus Point is reached but no new Kamae position can be: the ring returns to %s; the Focus is still gained ("+rulebook.Senjutsu.EN(173)+").", sen)                  // cites §9.6
		mv.IT = fmt.Sprintf("Si raggiunge un Punto Concentrazione ma nessuna nuova posizione: l'anello torna in %s; la Concentrazione si guadagna comunque ("+rulebook.Senjutsu.IT(173)+").", sit) // cites §9.6
	default:
		mv.EN = fmt.Sprintf("From %s to %s using %d of up to %d branches ("+rulebook.Senjutsu.EN(173)+").", sen, een, mv.BranchesUsed, x)   // cites §9.3
		mv.IT = fmt.Sprintf("Da %s a %s usando %d rami su un massimo di %d ("+rulebook.Senjutsu.IT(173)+").", sit, eit, mv.BranchesUsed, x) // cites §9.3
	}
	if mv.FocusGained > 0 {
		mv.EN += fmt.Sprintf(" Focus Points reached: +%d Focus, and the step on from each is free ("+rulebook.Senjutsu.EN(173)+").", mv.FocusGained)                              // cites §9.6
		mv.IT += fmt.Sprintf(" Punti Concentrazione raggiunti: +%d Concentrazione, e il passo successivo a ciascuno è gratuito ("+rulebook.Senjutsu.IT(173)+").", mv.FocusGained) // cites §9.6
	}
}
