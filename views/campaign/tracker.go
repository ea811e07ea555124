package campaign

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"

	"sengoku/campaign"
	"sengoku/tables/affinati"
	"sengoku/views"
)

// TrackerURL is the tracker page of battle bid of campaign id.
func TrackerURL(id int64, bid int) string {
	return fmt.Sprintf("/campaigns/%d/battles/%d/tracker", id, bid)
}

// TrackerView is a campaign battle followed at the table: both armies
// element by element, the break rule in sight, the timeline and, for the
// game master, the result the tracker fills in.
type TrackerView struct {
	Top   SeasonTop
	Place string
	T     *campaign.Tracker
	// Live is what the page's stream counts: the campaign's version plus
	// the tracker's revision, both only ever growing.
	Live      int64
	GM        bool
	Clan      campaign.Clan
	Maker     string // the viewer as an event's maker
	CanRecord bool   // the game master or a side's player, the result not recorded
	TableDice bool   // the campaign's dice are rolled at the table: the players enter them
	Cards     []TrackerCard
	Problem   string // the viewer's last event, refused
	Conflict  bool   // ... because the battle changed meanwhile
	// Tried is the roll the viewer sent when it was refused: the form
	// shows it again, as typed.
	Tried *campaign.CombatRoll
	// The result form (the game master's): the winner it records (the
	// tracker's, or the one picked when no side broke) and its Prestige.
	Winner  campaign.Clan
	Preview []PrestigePreview
	// ResultProblem is why the campaign would refuse the result as filled.
	ResultProblem string
}

// TrackerCard is a card the viewer may play for the battle.
type TrackerCard struct {
	Clan campaign.Clan
	ID   string
	Name string
}

// Path is the tracker page.
func (v TrackerView) Path() string { return TrackerURL(v.Top.ID, v.T.Battle) }

// Undoable reports whether the viewer may take back ev: his own, not a
// card, no turn ended since.
func (v TrackerView) Undoable(ev campaign.TrackerEvent) bool {
	if !v.CanRecord || ev.Maker != v.Maker || ev.Kind == campaign.TrackCard || ev.Of != 0 {
		return false // a card stays played; a roll's outcome goes with its roll
	}
	if ev.Kind == campaign.TrackRoll && (ev.Roll == nil || !ev.Roll.Table) {
		return false // dice the app rolled stay rolled
	}
	i := slices.IndexFunc(v.T.Timeline, func(x campaign.TrackerEvent) bool { return x.Seq == ev.Seq })
	for _, x := range v.T.Timeline[i+1:] {
		if x.Kind == campaign.TrackTurn {
			return false
		}
	}
	return !v.T.Over || ev.Kind == campaign.TrackTurn
}

// Element is the element id of the tracker (zero if none).
func (v TrackerView) Element(id string) campaign.TrackedElement {
	for _, sd := range v.T.Sides {
		for _, el := range sd.Elements {
			if el.ID == id {
				return el
			}
		}
	}
	return campaign.TrackedElement{}
}

// ChoiceKey is the catalogue key of a way to carry out a roll's outcome.
func ChoiceKey(ch campaign.TrackerChoice) string {
	if ch.Off {
		return "tracker.choice." + ch.Kind + "-off"
	}
	return "tracker.choice." + ch.Kind
}

// Acts reports whether the viewer may record events now.
func (v TrackerView) Acts() bool { return v.CanRecord && !v.T.Over }

// Rev is the revision every form of the page is made on.
func (v TrackerView) Rev() string { return strconv.Itoa(v.T.Rev) }

// Fighting are sd's elements still on the table.
func (v TrackerView) Fighting(sd campaign.TrackerSide) []campaign.TrackedElement {
	return fighting(sd.Elements)
}

func fighting(els []campaign.TrackedElement) []campaign.TrackedElement {
	var out []campaign.TrackedElement
	for _, el := range els {
		if el.Status != campaign.Destroyed && el.Status != campaign.OffTable {
			out = append(out, el)
		}
	}
	return out
}

// TrackedLabel names an element: its type, its owner when it is a
// contingent's, the General.
func TrackedLabel(l views.Lang, el campaign.TrackedElement) string {
	s := views.ElementName(l, el.Type)
	if el.Owner != el.With {
		s += " (" + string(el.Owner) + ")"
	}
	if el.General {
		s += " · " + l.T("campaign.general")
	}
	return s
}

// ResultFields are the hidden fields of the battle result form as the
// tracker fills it (the names handlers.battleResultFromForm reads).
func (v TrackerView) ResultFields() [][2]string {
	r := v.T.Result
	out := [][2]string{{"kind", "battle-result"}, {"battle", strconv.Itoa(v.T.Battle)},
		{"version", strconv.FormatInt(v.Top.Version, 10)}, {"return", "battles"},
		{"brokeFirst", string(r.BrokeFirst)}, {"village", string(r.VillageCapturedBy)}}
	for _, l := range r.Losses {
		n := map[campaign.ElementType]int{}
		for _, t := range l.Types {
			n[t]++
		}
		for _, t := range campaign.ElementTypes {
			if n[t] > 0 {
				out = append(out, [2]string{"loss." + string(l.Owner) + "." + string(l.With) + "." + string(t), strconv.Itoa(n[t])})
			}
		}
		if l.General {
			out = append(out, [2]string{"general." + string(l.Owner), "1"})
		}
	}
	return out
}

// OddsURL is the odds picker's target.
func (v TrackerView) OddsURL() string { return v.Path() + "/odds" }

// TrackerOdds is the SAMURAI calculator prefilled for two elements in
// contact, a on side sa, b its enemy: their troop types, the General if
// attached, shooting when a shoots at b (§11, §12).
func TrackerOdds(a, b campaign.TrackedElement, shooting bool) string {
	q := url.Values{"a.troop": {string(affinatiTroop[a.Type])}, "b.troop": {string(affinatiTroop[b.Type])}}
	if a.General {
		q.Set("a.general", "true")
	}
	if b.General {
		q.Set("b.general", "true")
	}
	if shooting {
		q.Set("mode", "shooting")
	}
	return views.AffinatiPath(views.AffCombat) + "?" + q.Encode()
}

// RollSide is what the roll form shows of side i (0: A, 1: B): the
// situation typed in a refused roll, or none.
func (v TrackerView) RollSide(i int) affinati.Side {
	switch {
	case v.Tried == nil:
		return affinati.Side{}
	case i == 0:
		return v.Tried.SideA
	}
	return v.Tried.SideB
}

// RollPick is the element side i's picker shows first: the one of a
// refused roll, else the side's first fighting element (""): the picker
// selects its first option.
func (v TrackerView) RollPick(i int) string {
	if v.Tried == nil {
		return ""
	}
	return [2]string{v.Tried.A, v.Tried.B}[i]
}

// RollDie is the die side i's field shows: a refused roll's, else none.
func (v TrackerView) RollDie(i int) string {
	if v.Tried == nil {
		return ""
	}
	if d := [2]int{v.Tried.DA, v.Tried.DB}[i]; d != 0 {
		return strconv.Itoa(d)
	}
	return ""
}

// RollChecked reports whether side i's situation f ("difficult",
// "support", "higher", "village") was ticked in a refused roll.
func (v TrackerView) RollChecked(i int, f string) bool {
	sd := v.RollSide(i)
	return map[string]bool{"difficult": sd.Difficult, "support": sd.Support, "higher": sd.Higher, "village": sd.Village}[f]
}

// RollMode is the combat the roll form shows: a refused roll's, else a
// close combat.
func (v TrackerView) RollMode() string {
	if v.Tried == nil || v.Tried.Mode == "" {
		return "melee"
	}
	return string(v.Tried.Mode)
}
