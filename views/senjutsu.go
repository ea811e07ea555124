package views

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"sengoku/tables"
	"sengoku/tables/senjutsu"
)

// SenjutsuProfileItem is a saved character profile.
type SenjutsuProfileItem struct {
	ID      int64
	Profile senjutsu.Profile
}

// SenjutsuProfileForm is the profile form as typed (echoed on 422).
type SenjutsuProfileForm struct {
	Name, Advantage, HandLimit, WoundLimit, Weapons string
	// Branches: one per line, "a - b" or "a > b"; FocusPoints comma-separated.
	Branches, FocusPoints string
}

// SenjutsuProfilesPage lists the profiles with the new (or edit) form.
type SenjutsuProfilesPage struct {
	Items    []SenjutsuProfileItem
	Form     SenjutsuProfileForm
	EditID   int64 // 0: the form creates a profile
	Problems []string
	Fields   AssistProblems
}

// SenjutsuSlot is one fighter of the new-duel form.
type SenjutsuSlot struct {
	Profile, Deck, Team string
}

// SenjutsuSetupForm is the new-duel form.
type SenjutsuSetupForm struct {
	Slots   [senjutsu.MaxFighters]SenjutsuSlot
	Options map[string]string
}

// SenjutsuDuelLink is a stored duel in the list.
type SenjutsuDuelLink struct {
	ID      int64
	Name    string
	Updated time.Time
}

// SenjutsuHomePage is the duel tracker's start: duels, profiles, new duel.
type SenjutsuHomePage struct {
	Duels    []SenjutsuDuelLink
	Profiles []SenjutsuProfileItem
	Setup    SenjutsuSetupForm
	Problems []string
	Fields   AssistProblems
}

// SenjutsuDuelPage is one duel's state.
type SenjutsuDuelPage struct {
	ID       int64
	Duel     senjutsu.Duel
	Actions  int   // actions recorded (undo is possible when > 0)
	Rev      int64 // the revision shown: every change counts one
	Problems []string
}

// SenjutsuOrderRow is one fighter's revealed card in the order form, as
// typed.
type SenjutsuOrderRow struct {
	F, Team, Adv, Type   string
	W                    bool
	Speed, Hi, Lo        string
	Alt                  bool
	Split, C, IK, IT, IS string
}

// SenjutsuOrderPage is the resolution-order helper.
type SenjutsuOrderPage struct {
	Rows     [senjutsu.MaxFighters]SenjutsuOrderRow
	Ties     map[string]string // tie.<fighter>.<speed> → place
	Options  map[string]string
	Result   *senjutsu.Resolution
	Code     string
	Share    string
	Problems []string
	Fields   AssistProblems
}

func sjItoa(n int) string       { return strconv.Itoa(n) }
func sjI64(n int64) string      { return strconv.FormatInt(n, 10) }
func sjDuelURL(id int64) string { return "/calc/senjutsu/duels/" + sjI64(id) }

// sjPct is a meter's filled width in percent (0 to 100).
func sjPct(n, of int) string {
	if of <= 0 {
		return "0"
	}
	return strconv.Itoa(min(100, max(0, n*100/of)))
}

func sjKamae(l Lang, id string) string {
	for _, k := range senjutsu.KamaePositions {
		if k.ID == id {
			return l.Render(k.Name)
		}
	}
	return id
}

func sjKamaeOpts(l Lang, f senjutsu.Fighter, withNone bool) []AssistOpt {
	var out []AssistOpt
	if withNone {
		out = append(out, AssistOpt{"", "—"})
	}
	ids := []string{}
	if t := f.Profile.KamaeTree; t != nil {
		ids = append(ids, t.Positions...)
	} else {
		for _, k := range senjutsu.KamaePositions {
			ids = append(ids, k.ID)
		}
	}
	for _, id := range ids {
		out = append(out, AssistOpt{id, sjKamae(l, id)})
	}
	return out
}

func sjFighterOpts(d senjutsu.Duel, withNone bool) []AssistOpt {
	var out []AssistOpt
	if withNone {
		out = append(out, AssistOpt{"", "—"})
	}
	for _, f := range d.Fighters {
		out = append(out, AssistOpt{f.ID, f.Profile.Name})
	}
	return out
}

func sjName(d senjutsu.Duel, id string) string {
	for _, f := range d.Fighters {
		if f.ID == id {
			return f.Profile.Name
		}
	}
	return id
}

func sjActionOpts(l Lang) []AssistOpt {
	var out []AssistOpt
	for _, k := range senjutsu.ActionKinds {
		out = append(out, AssistOpt{k.Type, l.Render(k.Text)})
	}
	return out
}

func sjProfileOpts(l Lang, items []SenjutsuProfileItem) []AssistOpt {
	out := []AssistOpt{{"", l.T("senjutsu.slot.none")}}
	for _, it := range items {
		out = append(out, AssistOpt{sjI64(it.ID), it.Profile.Name})
	}
	return out
}

func sjDeckOpts(l Lang) []AssistOpt {
	var out []AssistOpt
	for _, d := range senjutsu.DeckSizes {
		out = append(out, AssistOpt{sjItoa(d.Cards), l.Render(d.Label)})
	}
	return out
}

// sjOptionOpts lists an option's allowed values, the default first and
// sent as empty.
// sjOptions are the duel's options as the form holds them; the duel's
// start form leaves out the deck size, which each slot chooses.
func sjOptions(vals map[string]string, problems AssistProblems, problemPrefix string, withDeck bool) OptionSet {
	var opts tables.Options
	for _, o := range senjutsu.OptionList() {
		if withDeck || o.Key != "deck_size" {
			opts = append(opts, o)
		}
	}
	return OptionSet{Options: opts, Values: vals, Problems: problems, ProblemPrefix: problemPrefix}
}

func sjTypeOpts(l Lang) []AssistOpt {
	var out []AssistOpt
	for _, t := range senjutsu.TypeOrder {
		out = append(out, AssistOpt{string(t.Letter), l.Render(t.Name)})
	}
	return out
}

func sjTypeName(l Lang, t senjutsu.CardType) string {
	for _, ti := range senjutsu.TypeOrder {
		if ti.Type == t {
			return l.Render(ti.Name)
		}
	}
	return string(t)
}

// sjSpeedOpts are speeds 0..20; optional adds "—" (not set).
func sjSpeedOpts(optional bool) []AssistOpt {
	var out []AssistOpt
	if optional {
		out = append(out, AssistOpt{"", "—"})
	}
	return append(out, AssistNums(0, 20)...)
}

func sjInstantOpts(l Lang) []AssistOpt {
	return []AssistOpt{{"", l.T("senjutsu.instant.none")}, {"replacement", l.T("senjutsu.instant.replacement")},
		{"additional", l.T("senjutsu.instant.additional")}, {"plain", l.T("senjutsu.instant.plain")}}
}

func sjTieKey(p senjutsu.Prompt) string { return "tie." + p.Fighter + "." + sjItoa(p.Speed) }

func sjPlaceOpts(p senjutsu.Prompt) []AssistOpt {
	out := []AssistOpt{{"", "—"}}
	for _, n := range p.Places {
		out = append(out, AssistOpt{sjItoa(n), sjItoa(n)})
	}
	return out
}

func sjRowField(i int, f string) string { return "p" + sjItoa(i) + "." + f }

// sjLastLog is the log, newest first, at most n entries.
func sjLastLog(d senjutsu.Duel, n int) []senjutsu.LogEntry {
	var out []senjutsu.LogEntry
	for i := len(d.Log) - 1; i >= 0 && len(out) < n; i-- {
		out = append(out, d.Log[i])
	}
	return out
}

func sjDefeat(l Lang, reason string) string {
	switch reason {
	case "wounds":
		return l.T("senjutsu.defeat.wounds")
	case "stun":
		return l.T("senjutsu.defeat.stun")
	case "execution":
		return l.T("senjutsu.defeat.execution")
	}
	return reason
}

func sjAdjustOpts() []AssistOpt {
	var out []AssistOpt
	for _, k := range []string{"deck", "discard", "hand", "stun", "special", "wounds", "bleeding", "focus", "crippled"} {
		out = append(out, AssistOpt{k, k})
	}
	return out
}

func sjSlotField(i int, f string) string { return "f" + sjItoa(i) + "." + f }

// sjSlotDefault preselects the first profiles for a fresh form.
func sjSlotDefault(vm SenjutsuHomePage, i int, cur string) string {
	if cur != "" || len(vm.Problems) > 0 {
		return cur
	}
	if i < 2 && i < len(vm.Profiles) {
		return sjI64(vm.Profiles[i].ID)
	}
	return ""
}

func sjDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func sjJoin(s []string) string { return strings.Join(s, ", ") }

func sjProfileAction(id int64) string {
	if id > 0 {
		return "/calc/senjutsu/profiles/" + sjI64(id)
	}
	return "/calc/senjutsu/profiles"
}

// sjIsPrompt reports a tie key that is still an open prompt.
func sjIsPrompt(vm SenjutsuOrderPage, key string) bool {
	if vm.Result == nil {
		return false
	}
	for _, p := range vm.Result.Prompts {
		if sjTieKey(p) == key {
			return true
		}
	}
	return false
}

// SjKamaeMove is a one-tap Kamae change offered on a fighter card: a
// change_kamae action of one branch along the character's tree (Path,
// comma-separated, passing free through Focus Points, §9.6), or without a
// tree the position itself (Kamae).
type SjKamaeMove struct {
	To       string
	Branches int
	Path     string
	Kamae    string
	Focus    int
}

// SjKamaeMoves are the Kamae positions f can reach from its current one:
// with a Kamae Tree, those one branch away (a ring reaching a Focus Point
// goes on, free, to the next position, §9.6), each checked by the tree
// itself; without a tree, the standard positions other than the current
// one (§9.1), the players saying where the ring went.
func SjKamaeMoves(f senjutsu.Fighter) []SjKamaeMove {
	t := f.Profile.KamaeTree
	if t == nil {
		var out []SjKamaeMove
		for _, k := range senjutsu.KamaePositions {
			if k.ID != f.Kamae {
				out = append(out, SjKamaeMove{To: k.ID, Kamae: k.ID})
			}
		}
		return out
	}
	w := kamaeWalk{t: t, from: f.Kamae, focus: map[string]bool{}, seen: map[[2]string]bool{}}
	for _, fp := range t.FocusPoints {
		w.focus[fp] = true
	}
	for _, n := range w.next(f.Kamae) {
		if !w.focus[n] {
			w.add([]string{n})
			continue
		}
		w.throughFocus(n)
	}
	return w.out
}

// kamaeWalk lists the one-branch moves on a Kamae Tree from a position,
// one per end and Focus gained.
type kamaeWalk struct {
	t     *senjutsu.KamaeTree
	from  string
	focus map[string]bool
	seen  map[[2]string]bool
	out   []SjKamaeMove
}

// next are the positions one branch leads to from a (one-way branches
// only forwards).
func (w *kamaeWalk) next(a string) []string {
	var out []string
	for _, b := range w.t.Branches {
		if b.From == a {
			out = append(out, b.To)
		} else if !b.OneWay && b.To == a {
			out = append(out, b.From)
		}
	}
	return out
}

// add keeps the move along path if the tree allows it and it is new.
func (w *kamaeWalk) add(path []string) {
	mv, err := w.t.ChangeKamae(w.from, 1, path)
	if err != nil || mv.End == w.from {
		return
	}
	key := [2]string{mv.End, sjItoa(mv.FocusGained)}
	if w.seen[key] {
		return
	}
	w.seen[key] = true
	w.out = append(w.out, SjKamaeMove{To: mv.End, Branches: 1, Path: strings.Join(path, ","), Focus: mv.FocusGained})
}

// throughFocus: past the Focus Point n the ring goes on free (§9.6):
// breadth first through further Focus Points to the positions they lead to.
func (w *kamaeWalk) throughFocus(n string) {
	paths := map[string][]string{n: {n}}
	queue := []string{n}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, m := range w.next(cur) {
			if _, done := paths[m]; done || m == w.from {
				continue
			}
			p := append(slices.Clone(paths[cur]), m)
			paths[m] = p
			if w.focus[m] {
				queue = append(queue, m)
			} else {
				w.add(p)
			}
		}
	}
}

// sjKamaeMoveLabel is a Kamae button's text: the position, and the Focus
// the move gains.
func sjKamaeMoveLabel(l Lang, m SjKamaeMove) string {
	s := "→ " + sjKamae(l, m.To)
	if m.Focus > 0 {
		s += " (+" + sjItoa(m.Focus) + " " + l.T("senjutsu.focus") + ")"
	}
	return s
}

func sjKamaeMoveID(f senjutsu.Fighter, m SjKamaeMove) string {
	id := "sj-kamae-" + f.ID + "-" + m.To
	if m.Focus > 0 {
		id += "-focus"
	}
	return id
}

// sjDuelKamaeOpts are the Kamae positions of every fighter in the duel:
// each one's tree, or the standard positions (§9.1) for one without.
func sjDuelKamaeOpts(l Lang, d senjutsu.Duel, withNone bool) []AssistOpt {
	var out []AssistOpt
	if withNone {
		out = append(out, AssistOpt{"", "—"})
	}
	seen := map[string]bool{}
	for _, f := range d.Fighters {
		for _, o := range sjKamaeOpts(l, f, false) {
			if !seen[o.Value] {
				seen[o.Value] = true
				out = append(out, o)
			}
		}
	}
	return out
}
