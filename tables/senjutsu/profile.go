package senjutsu

import (
	"fmt"
	"strings"

	"sengoku/i18n"
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
		v.Add(prefix+"advantage_number", "senjutsu.advantage-number-must-between-0", maxAdvantage)
	}
	if p.HandLimit < 1 || p.HandLimit > maxHandLimit {
		v.Add(prefix+"hand_limit", "senjutsu.hand-limit-must-between-1", maxHandLimit)
	}
	if p.WoundLimit < 1 || p.WoundLimit > maxWoundLimit {
		v.Add(prefix+"wound_limit", "senjutsu.wound-limit-must-between-1", maxWoundLimit)
	}
	if len(p.Weapons) > maxWeapons {
		v.Add(prefix+"weapons", "senjutsu.at-most-usable-weapons", maxWeapons)
	}
	seen := map[string]bool{}
	for i, w := range p.Weapons {
		f := fmt.Sprintf("%sweapons[%d]", prefix, i)
		checkName(v, f, w, true)
		if seen[strings.ToLower(w)] {
			v.Add(f, "senjutsu.weapon-listed-twice", w)
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
			v.Add(field, "senjutsu.name-required")
		}
		return
	}
	if len([]rune(s)) > maxNameLen {
		v.Add(field, "senjutsu.names-are-at-most-characters", maxNameLen)
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f || r == '\uFFFD' {
			v.Add(field, "senjutsu.name-contains-control-invalid-character")
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
		v.Add(prefix+"positions", "senjutsu.kamae-tree-max-nodes", maxKamaeNodes)
		return
	}
	if len(t.Branches) > maxKamaeBranch {
		v.Add(prefix+"branches", "senjutsu.kamae-tree-max-branches", maxKamaeBranch)
		return
	}
	kind := map[string]string{}
	for i, id := range t.Positions {
		f := fmt.Sprintf("%spositions[%d]", prefix, i)
		if !isID(id) {
			v.Add(f, "senjutsu.kamae-ids-use-1-16")
			continue
		}
		if kind[id] != "" {
			v.Add(f, "senjutsu.appears-twice-tree", id)
		}
		kind[id] = "position"
	}
	for i, id := range t.FocusPoints {
		f := fmt.Sprintf("%sfocus_points[%d]", prefix, i)
		if !isID(id) {
			v.Add(f, "senjutsu.focus-point-ids-use-1")
			continue
		}
		if kind[id] != "" {
			v.Add(f, "senjutsu.appears-twice-tree", id)
		}
		kind[id] = "focus"
	}
	if kind[Neutral] != "position" {
		v.Add(prefix+"positions", "senjutsu.tree-needs-neutral-position-where", rulebook.Senjutsu.Cite(173))
	}
	seen := map[[2]string]bool{}
	for i, b := range t.Branches {
		f := fmt.Sprintf("%sbranches[%d]", prefix, i)
		if kind[b.From] == "" || kind[b.To] == "" {
			v.Add(f, "senjutsu.branch-joins-node-that-not", b.From, b.To)
			continue
		}
		if b.From == b.To {
			v.Add(f, "senjutsu.branch-joins-node-itself", b.From, b.To)
			continue
		}
		a, c := b.From, b.To
		if a > c {
			a, c = c, a
		}
		if seen[[2]string{a, c}] {
			v.Add(f, "senjutsu.there-are-two-branches-between", a, c)
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
	End          string   `json:"end"`
	FocusGained  int      `json:"focus_gained"`  // before the cap of 3
	BranchesUsed int      `json:"branches_used"` // counted against X (free hops after Focus Points excluded)
	Returned     bool     `json:"returned"`      // no new position was reachable: back to the start (§9.6 step 4)
	Msg          i18n.Msg `json:"-"`             // "en" and "it" in the API (handlers/calc/wire)
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
		v.Add("path", "senjutsu.path-uses-branches-effect-allows", mv.BranchesUsed, x)
		return mv, v.Err()
	}
	if fpPending != "" {
		if t.newPositionReachable(fpPending, start) {
			v.Add("path", "senjutsu.ring-cannot-stop-focus-point", fpPending, start, rulebook.Senjutsu.Cite(173)) // cites §9.6
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
		v.Add("path", "senjutsu.current-kamae-not-position-this", start)
	case x < 1 || x > maxKamaeBranch:
		v.Add("branches", "senjutsu.effect-moves-up-x-branches", maxKamaeBranch)
	case len(path) > 2*maxKamaeBranch:
		v.Add("path", "senjutsu.path-too-long")
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
			v.Add(f, "senjutsu.not-this-kamae-tree", n)
			return cur, fpPending, v.Err()
		}
		if !t.canMove(cur, n) {
			v.Add(f, "senjutsu.no-branch-leads-from-some", cur, n, rulebook.Senjutsu.Cite(173)) // cites §9.3
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
				v.Add(f, "senjutsu.after-focus-point-ring-must", fpPending, start, rulebook.Senjutsu.Cite(173))
				return cur, fpPending, v.Err()
			}
			fpPending = ""
		}
		cur = n
	}
	return cur, fpPending, nil
}

func (mv *KamaeMove) explain(start string, x int) {
	var move i18n.Msg
	switch {
	case mv.BranchesUsed == 0:
		move = i18n.M("senjutsu.kamae-ring-does-not-move", rulebook.Senjutsu.Cite(173)) // cites §9.3
	case mv.Returned:
		move = i18n.M("senjutsu.kamae-ring-returns", kamaeLabel(start), rulebook.Senjutsu.Cite(173)) // cites §9.6
	default:
		move = i18n.M("senjutsu.kamae-from-to", kamaeLabel(start), kamaeLabel(mv.End), mv.BranchesUsed, x, rulebook.Senjutsu.Cite(173)) // cites §9.3
	}
	if mv.FocusGained > 0 {
		move = sentences(move, i18n.M("senjutsu.kamae-focus-points-reached", mv.FocusGained, rulebook.Senjutsu.Cite(173))) // cites §9.6
	}
	mv.Msg = move
}
