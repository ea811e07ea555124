package senjutsu

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"sengoku/tables"
	sj "sengoku/tables/senjutsu"
	"sengoku/views"
)

// ProfileItem is a saved character profile.
type ProfileItem struct {
	ID      int64
	Profile sj.Profile
}

// ProfileForm is the profile form as typed (echoed on 422).
type ProfileForm struct {
	Name, Advantage, HandLimit, WoundLimit, Weapons string
	// Branches: one per line, "a - b" or "a > b"; FocusPoints comma-separated.
	Branches, FocusPoints string
}

// ProfilesPage lists the profiles with the new (or edit) form.
type ProfilesPage struct {
	Items    []ProfileItem
	Form     ProfileForm
	EditID   int64 // 0: the form creates a profile
	Problems []string
	Fields   views.AssistProblems
}

// Slot is one fighter of the new-duel form.
type Slot struct {
	Profile, Deck, Team string
}

// SetupForm is the new-duel form.
type SetupForm struct {
	Slots   [sj.MaxFighters]Slot
	Options map[string]string
}

// DuelLink is a stored duel in the list.
type DuelLink struct {
	ID      int64
	Name    string
	Updated time.Time
}

// HomePage is the duel tracker's start: duels, profiles, new duel.
type HomePage struct {
	Duels    []DuelLink
	Profiles []ProfileItem
	Setup    SetupForm
	Problems []string
	Fields   views.AssistProblems
}

// DuelPage is one duel's state.
type DuelPage struct {
	ID       int64
	Duel     sj.Duel
	Actions  int   // actions recorded (undo is possible when > 0)
	Rev      int64 // the revision shown: every change counts one
	Problems []string
}

// OrderRow is one fighter's revealed card in the order form, as
// typed.
type OrderRow struct {
	F, Team, Adv, Type   string
	W                    bool
	Speed, Hi, Lo        string
	Alt                  bool
	Split, C, IK, IT, IS string
}

// OrderPage is the resolution-order helper.
type OrderPage struct {
	Rows     [sj.MaxFighters]OrderRow
	Ties     map[string]string // tie.<fighter>.<speed> → place
	Options  map[string]string
	Result   *sj.Resolution
	Code     string
	Share    string
	Problems []string
	Fields   views.AssistProblems
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

func sjKamae(l views.Lang, id string) string {
	for _, k := range sj.KamaePositions {
		if k.ID == id {
			return l.Render(k.Name)
		}
	}
	return id
}

func sjKamaeOpts(l views.Lang, f sj.Fighter, withNone bool) []views.AssistOpt {
	var out []views.AssistOpt
	if withNone {
		out = append(out, views.AssistOpt{Value: "", Label: "—"})
	}
	ids := []string{}
	if t := f.Profile.KamaeTree; t != nil {
		ids = append(ids, t.Positions...)
	} else {
		for _, k := range sj.KamaePositions {
			ids = append(ids, k.ID)
		}
	}
	for _, id := range ids {
		out = append(out, views.AssistOpt{Value: id, Label: sjKamae(l, id)})
	}
	return out
}

func sjFighterOpts(d sj.Duel, withNone bool) []views.AssistOpt {
	var out []views.AssistOpt
	if withNone {
		out = append(out, views.AssistOpt{Value: "", Label: "—"})
	}
	for _, f := range d.Fighters {
		out = append(out, views.AssistOpt{Value: f.ID, Label: f.Profile.Name})
	}
	return out
}

func sjName(d sj.Duel, id string) string {
	for _, f := range d.Fighters {
		if f.ID == id {
			return f.Profile.Name
		}
	}
	return id
}

func sjActionOpts(l views.Lang) []views.AssistOpt {
	var out []views.AssistOpt
	for _, k := range sj.ActionKinds {
		out = append(out, views.AssistOpt{Value: k.Type, Label: l.Render(k.Text)})
	}
	return out
}

func sjProfileOpts(l views.Lang, items []ProfileItem) []views.AssistOpt {
	out := []views.AssistOpt{{Value: "", Label: l.T("senjutsu.slot.none")}}
	for _, it := range items {
		out = append(out, views.AssistOpt{Value: sjI64(it.ID), Label: it.Profile.Name})
	}
	return out
}

func sjDeckOpts(l views.Lang) []views.AssistOpt {
	var out []views.AssistOpt
	for _, d := range sj.DeckSizes {
		out = append(out, views.AssistOpt{Value: sjItoa(d.Cards), Label: l.Render(d.Label)})
	}
	return out
}

// sjOptionOpts lists an option's allowed values, the default first and
// sent as empty.
// sjOptions are the duel's options as the form holds them; the duel's
// start form leaves out the deck size, which each slot chooses.
func sjOptions(vals map[string]string, problems views.AssistProblems, problemPrefix string, withDeck bool) views.OptionSet {
	var opts tables.Options
	for _, o := range sj.OptionList() {
		if withDeck || o.Key != "deck_size" {
			opts = append(opts, o)
		}
	}
	return views.OptionSet{Options: opts, Values: vals, Problems: problems, ProblemPrefix: problemPrefix}
}

func sjTypeOpts(l views.Lang) []views.AssistOpt {
	var out []views.AssistOpt
	for _, t := range sj.TypeOrder {
		out = append(out, views.AssistOpt{Value: string(t.Letter), Label: l.Render(t.Name)})
	}
	return out
}

func sjTypeName(l views.Lang, t sj.CardType) string {
	for _, ti := range sj.TypeOrder {
		if ti.Type == t {
			return l.Render(ti.Name)
		}
	}
	return string(t)
}

// sjSpeedOpts are speeds 0..20; optional adds "—" (not set).
func sjSpeedOpts(optional bool) []views.AssistOpt {
	var out []views.AssistOpt
	if optional {
		out = append(out, views.AssistOpt{Value: "", Label: "—"})
	}
	return append(out, views.AssistNums(0, 20)...)
}

func sjInstantOpts(l views.Lang) []views.AssistOpt {
	return []views.AssistOpt{{Value: "", Label: l.T("senjutsu.instant.none")}, {Value: "replacement", Label: l.T("senjutsu.instant.replacement")},
		{Value: "additional", Label: l.T("senjutsu.instant.additional")}, {Value: "plain", Label: l.T("senjutsu.instant.plain")}}
}

func sjTieKey(p sj.Prompt) string { return "tie." + p.Fighter + "." + sjItoa(p.Speed) }

func sjPlaceOpts(p sj.Prompt) []views.AssistOpt {
	out := []views.AssistOpt{{Value: "", Label: "—"}}
	for _, n := range p.Places {
		out = append(out, views.AssistOpt{Value: sjItoa(n), Label: sjItoa(n)})
	}
	return out
}

func sjRowField(i int, f string) string { return "p" + sjItoa(i) + "." + f }

// sjLastLog is the log, newest first, at most n entries.
func sjLastLog(d sj.Duel, n int) []sj.LogEntry {
	var out []sj.LogEntry
	for i := len(d.Log) - 1; i >= 0 && len(out) < n; i-- {
		out = append(out, d.Log[i])
	}
	return out
}

func sjDefeat(l views.Lang, reason string) string {
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

func sjAdjustOpts() []views.AssistOpt {
	var out []views.AssistOpt
	for _, k := range []string{"deck", "discard", "hand", "stun", "special", "wounds", "bleeding", "focus", "crippled"} {
		out = append(out, views.AssistOpt{Value: k, Label: k})
	}
	return out
}

func sjSlotField(i int, f string) string { return "f" + sjItoa(i) + "." + f }

// sjSlotDefault preselects the first profiles for a fresh form.
func sjSlotDefault(vm HomePage, i int, cur string) string {
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
func sjIsPrompt(vm OrderPage, key string) bool {
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

// KamaeMove is a one-tap Kamae change offered on a fighter card: a
// change_kamae action of one branch along the character's tree (Path,
// comma-separated, passing free through Focus Points, §9.6), or without a
// tree the position itself (Kamae).
type KamaeMove struct {
	To       string
	Branches int
	Path     string
	Kamae    string
	Focus    int
}

// KamaeMoves are the Kamae positions f can reach from its current one:
// with a Kamae Tree, those one branch away (a ring reaching a Focus Point
// goes on, free, to the next position, §9.6), each checked by the tree
// itself; without a tree, the standard positions other than the current
// one (§9.1), the players saying where the ring went.
func KamaeMoves(f sj.Fighter) []KamaeMove {
	t := f.Profile.KamaeTree
	if t == nil {
		var out []KamaeMove
		for _, k := range sj.KamaePositions {
			if k.ID != f.Kamae {
				out = append(out, KamaeMove{To: k.ID, Kamae: k.ID})
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
	t     *sj.KamaeTree
	from  string
	focus map[string]bool
	seen  map[[2]string]bool
	out   []KamaeMove
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
	w.out = append(w.out, KamaeMove{To: mv.End, Branches: 1, Path: strings.Join(path, ","), Focus: mv.FocusGained})
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
func sjKamaeMoveLabel(l views.Lang, m KamaeMove) string {
	s := "→ " + sjKamae(l, m.To)
	if m.Focus > 0 {
		s += " (+" + sjItoa(m.Focus) + " " + l.T("senjutsu.focus") + ")"
	}
	return s
}

func sjKamaeMoveID(f sj.Fighter, m KamaeMove) string {
	id := "sj-kamae-" + f.ID + "-" + m.To
	if m.Focus > 0 {
		id += "-focus"
	}
	return id
}

// sjDuelKamaeOpts are the Kamae positions of every fighter in the duel:
// each one's tree, or the standard positions (§9.1) for one without.
func sjDuelKamaeOpts(l views.Lang, d sj.Duel, withNone bool) []views.AssistOpt {
	var out []views.AssistOpt
	if withNone {
		out = append(out, views.AssistOpt{Value: "", Label: "—"})
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
