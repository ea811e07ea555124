package views

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"sengoku/campaign"
	"sengoku/tables"
)

// SeasonTop is what every campaign page shows above its own content: who
// acts now, the outcome of the viewer's last action and any refusal.
type SeasonTop struct {
	ID      int64
	Version int64
	State   *campaign.State
	Banner  BannerView
	// Flash is what the viewer's last action did, shown once.
	Flash []string
	// Problem is why the viewer's action was refused (422, 403, 409).
	Problem string
	// Typed is what the refused action sent, shown again in its form.
	Typed url.Values
	// Self is the page's own address: the page fetches it again when the
	// campaign's event stream names a newer version ("" for none).
	Self string
}

// BannerView is the "what happens now, who acts now" banner.
type BannerView struct {
	CampaignID int64
	Version    int64
	Text       string
	Phase      campaign.Phase
	Waiting    []campaign.Clan
	GM         bool // the game master must act
	YourTurn   bool // the viewer must (or may) act now
	Running    bool // the diplomacy timer runs
	Seconds    int  // diplomacy time left
	Order      []OrderEntry
	Pass       int
	DrawPile   int
	Stale      bool // the page was rendered at an older version
	Season     string
	Shogunate  *ShogunateView // an active claim, shown on every page
	Clock      *ClockView     // the phase's deadline (deadline.go)
}

// WaitingList is the clans that must act, space-separated.
func (b BannerView) WaitingList() string {
	out := make([]string, len(b.Waiting))
	for i, c := range b.Waiting {
		out[i] = string(c)
	}
	return strings.Join(out, " ")
}

// OrderEntry is a clan in this season's playing order.
type OrderEntry struct {
	Clan     campaign.Clan
	Colour   string
	Waiting  bool
	HandSize int
	Prestige int
}

// ActorOf converts a page viewer into the engine's actor.
func ActorOf(v Viewer) campaign.Actor {
	switch {
	case v.GM:
		return campaign.GM()
	case v.Clan != "":
		return campaign.PlayerOf(v.Clan)
	}
	return campaign.Public()
}

// NewBanner builds the banner at clock time now.
func NewBanner(l Lang, id, version int64, st *campaign.State, v Viewer, now time.Time) BannerView {
	b := st.Banner(now)
	out := BannerView{CampaignID: id, Version: version, Text: l.Pick(b.IT, b.EN), Phase: b.Phase, Waiting: b.Waiting, GM: b.GM,
		Running: st.Phase == campaign.PhaseDiplomacy && st.Timer.Running(now), Seconds: int(b.TimeLeft / time.Second),
		Pass: st.Deck.Pass, DrawPile: len(st.Deck.DrawPile), Season: st.Season.String(), Shogunate: NewShogunateView(l, st)}
	waiting := map[campaign.Clan]bool{}
	for _, c := range b.Waiting {
		waiting[c] = true
	}
	out.YourTurn = (v.GM && b.GM) || (v.Clan != "" && waiting[v.Clan])
	out.Clock = NewClockView(l, id, version, st, v, now)
	for _, c := range st.Order {
		cs := st.Clan(c)
		if cs == nil || cs.Status != campaign.Active {
			continue
		}
		out.Order = append(out.Order, OrderEntry{Clan: c, Colour: ClanColour[c], Waiting: waiting[c], HandSize: len(cs.Hand), Prestige: cs.Prestige})
	}
	return out
}

// Clock formats seconds as m:ss.
func Clock(sec int) string { return fmt.Sprintf("%d:%02d", sec/60, sec%60) }

// PollEvery is how often the banner refreshes itself: every 2 seconds while
// the diplomacy timer runs, every 10 otherwise.
func (b BannerView) PollEvery() string {
	if b.Running {
		return "every 2s"
	}
	return "every 10s"
}

// CardName is an event card's name and face in l.
func CardName(l Lang, id string) string {
	c, ok := campaign.CardByID(id)
	if !ok {
		return id
	}
	info := campaign.Events[c.Event]
	return l.Pick(info.NameIT, info.NameEN) + " (" + c.Face + ")"
}

// CardEffect is what an event card does, in l.
func CardEffect(l Lang, id string) string {
	c, ok := campaign.CardByID(id)
	if !ok {
		return ""
	}
	info := campaign.Events[c.Event]
	return l.Pick(info.EffectIT, info.EffectEN)
}

// ProvinceLabel is "id Name".
func ProvinceLabel(st *campaign.State, id int) string {
	if p, ok := st.Map.Province(id); ok {
		return strconv.Itoa(id) + " " + p.Name
	}
	return strconv.Itoa(id)
}

// ElementLabel names an army element, marking the General.
func ElementLabel(l Lang, e campaign.Element) string {
	if e.General {
		return ElementName(l, e.Type) + " · " + l.T("campaign.general")
	}
	return ElementName(l, e.Type)
}

// ActPanel is the "act now" panel: one form per thing the viewer may do.
type ActPanel struct {
	CampaignID int64
	Version    int64
	Return     string // the tab to come back to
	Forms      []ActForm
	Typed      url.Values // a refused action's fields, shown again in its form
}

// Echo is the panel showing typed, what a refused action sent, in the form
// it came from: a refusal never empties what the player wrote.
func (p ActPanel) Echo(typed url.Values) ActPanel {
	p.Typed = typed
	return p
}

// typed is the value sent for field name if the refused action came from
// form f (same kind, clan and hidden province).
func (p ActPanel) typed(f ActForm, name string) (string, bool) {
	t := p.Typed
	if t == nil || !t.Has(name) || t.Get("kind") != f.Kind || t.Get("clan") != string(f.Clan) {
		return "", false
	}
	if f.Province != 0 && !hasSelect(f, "province") && t.Get("province") != strconv.Itoa(f.Province) {
		return "", false
	}
	return t.Get(name), true
}

// echoes says whether the refused action came from form f.
func (p ActPanel) echoes(f ActForm) bool {
	_, ok := p.typed(f, "kind")
	return ok
}

// typedOr is the value sent for name by form f, else def.
func (p ActPanel) typedOr(f ActForm, name, def string) string {
	if v, ok := p.typed(f, name); ok {
		return v
	}
	return def
}

// chosen says whether option o of select name is selected: as sent by a
// refused action of form f, else as the form proposes.
func (p ActPanel) chosen(f ActForm, name string, o FormOption) bool {
	if v, ok := p.typed(f, name); ok {
		return v == o.Value
	}
	return o.Selected
}

// ActForm is one action's form, generated from a campaign.LegalAction.
type ActForm struct {
	Kind     string
	Clan     campaign.Clan
	Province int
	Card     string // a card the action plays, sent hidden
	Battle   int
	Title    string
	ForClan  bool // the game master acts for Clan
	Info     []string
	Selects  []FormSelect
	Checks   []FormChecks
	Numbers  []FormNumber
	Dice     int
	Text     string // a textarea's label ("" for none)
	TextName string
	Buttons  []FormButton
	Link     string // instead of a form: where the action is made
	Details  []string
	NoCheck  bool   // sent without the version: appending a note never conflicts
	Closed   bool   // shown folded (rare GM tools)
	Confirm  string // asked before sending: the consequence of an irreversible step
}

// FormSelect is a drop-down.
type FormSelect struct {
	Name, Label string
	Blank       string // a first empty choice, "" for none
	Required    bool   // the blank choice cannot be sent
	Options     []FormOption
}

// FormOption is a choice of a select or a checkbox group.
type FormOption struct {
	Value, Label string
	Disabled     bool
	Selected     bool
	Confirm      string // asked before the form is sent with this choice
}

// FormChecks is a group of checkboxes sharing a name.
type FormChecks struct {
	Name, Label string
	Options     []FormOption
}

// FormNumber is a number input.
type FormNumber struct {
	Name, Label string
	Min, Max    int
}

// FormButton is a submit button; its name and value are sent with the form.
type FormButton struct {
	Name, Value, Label string
	Primary            bool
	// Why, when set, is the reason the choice cannot be taken: the button
	// shows disabled with the reason beside it.
	Why string
}

// panelMode says where forms are shown: the map's act panel links to the
// diplomacy tab for notes; the diplomacy tab shows the compose forms.
type panelMode int

const (
	modePanel panelMode = iota
	modeDiplomacy
)

// NewActPanel generates the viewer's forms from the legal actions.
func NewActPanel(l Lang, id, version int64, st *campaign.State, legal []campaign.LegalAction, v Viewer, ret string) ActPanel {
	return ActPanel{CampaignID: id, Version: version, Return: ret, Forms: actForms(l, id, st, legal, v, modePanel)}
}

// NewDiplomacyForms generates the compose forms of the diplomacy tab. The
// game master sees his own and those of one clan, as: a note, a
// declaration and a request for each of six clans would be 18 forms.
func NewDiplomacyForms(l Lang, id, version int64, st *campaign.State, legal []campaign.LegalAction, v Viewer, as campaign.Clan) ActPanel {
	var keep []campaign.LegalAction
	for _, la := range legal {
		switch la.Kind {
		case campaign.ActNote, campaign.ActDeclare, campaign.ActRequest, campaign.ActProclaim, campaign.ActTimer:
			if la.Clan == "" || la.Clan == as || !v.GM {
				keep = append(keep, la)
			}
		}
	}
	return ActPanel{CampaignID: id, Version: version, Return: "diplomacy", Forms: actForms(l, id, st, keep, v, modeDiplomacy)}
}

// diplomacyClans are the clans the game master may act for on the
// diplomacy tab, in playing order, and the one he acts as: want if it is
// among them, else the first.
func diplomacyClans(legal []campaign.LegalAction, want campaign.Clan) ([]campaign.Clan, campaign.Clan) {
	var clans []campaign.Clan
	for _, la := range legal {
		switch la.Kind {
		case campaign.ActNote, campaign.ActDeclare, campaign.ActRequest, campaign.ActProclaim:
			if la.Clan != "" && !slices.Contains(clans, la.Clan) {
				clans = append(clans, la.Clan)
			}
		}
	}
	if len(clans) == 0 {
		return nil, ""
	}
	if slices.Contains(clans, want) {
		return clans, want
	}
	return clans, clans[0]
}

// NewHandForms keeps the forms that play a card from the hand.
func NewHandForms(l Lang, id, version int64, st *campaign.State, legal []campaign.LegalAction, v Viewer) ActPanel {
	var keep []campaign.LegalAction
	for _, la := range legal {
		if len(la.Cards) > 0 && la.Kind != campaign.ActReroll && la.Kind != campaign.ActSiege {
			keep = append(keep, la)
		}
	}
	return ActPanel{CampaignID: id, Version: version, Return: "hand", Forms: actForms(l, id, st, keep, v, modePanel)}
}

func clanOptions(cs []campaign.Clan) []FormOption {
	out := make([]FormOption, len(cs))
	for i, c := range cs {
		out[i] = FormOption{Value: string(c), Label: string(c)}
	}
	return out
}

func actForms(l Lang, id int64, st *campaign.State, legal []campaign.LegalAction, v Viewer, mode panelMode) []ActForm {
	var out []ActForm
	noteLinked := false
	base := func(la campaign.LegalAction) ActForm {
		return ActForm{Kind: string(la.Kind), Clan: la.Clan, Province: la.Province, Title: l.Pick(la.IT, la.EN), ForClan: v.GM && la.Clan != ""}
	}
	for _, la := range legal {
		f := base(la)
		switch la.Kind {
		case campaign.ActSetOption:
			f.Link = fmt.Sprintf("/campaigns/%d/options", id)
		case campaign.ActStart:
			f.Buttons = []FormButton{{Label: l.T("act.start"), Primary: true}}
			f.Confirm = l.T("confirm.start")
		case campaign.ActAdvance:
			f.Title = l.T("advance." + string(st.Phase))
			f.Buttons = []FormButton{{Label: l.T("act.advance"), Primary: true}}
		case campaign.ActTimer:
			f, extend := timerForms(l, f, la)
			if len(f.Buttons) > 0 {
				out = append(out, f)
			}
			out = append(out, extend...)
			continue
		case campaign.ActBattleResult, campaign.ActBattleDie:
			f.Link = fmt.Sprintf("/campaigns/%d/battles", id)
		case campaign.ActBattlefield:
			sel := FormSelect{Name: "choice", Label: l.T("battle.terrain")}
			for _, t := range la.Choices {
				sel.Options = append(sel.Options, FormOption{Value: t, Label: l.T("terrain."+t) + " · " + l.N("battle.pieces", campaign.Terrain(t).DifficultPieces())})
			}
			f.Selects = []FormSelect{sel}
			f.Buttons = []FormButton{{Label: l.T("act.confirm")}}
		case campaign.ActPenalty:
			f.Closed = true
			f.Selects = []FormSelect{
				{Name: "target", Label: l.T("act.clan"), Options: clanOptions(la.Targets)},
				{Name: "choice", Label: l.T("penalty.kind"), Options: []FormOption{{Value: "elements", Label: l.T("penalty.elements")}, {Value: "exclude", Label: l.T("penalty.exclude")}}},
			}
			f.Numbers = []FormNumber{{Name: "count", Label: l.T("penalty.count"), Min: 0, Max: campaign.MaxArmy}}
			f.Buttons = []FormButton{{Label: l.T("act.confirm")}}
		case campaign.ActDraw:
			f.Buttons = []FormButton{{Label: l.T("act.draw"), Primary: true}}
		case campaign.ActChooseCard:
			f = chooseCardForm(l, st, f)
		case campaign.ActNote, campaign.ActDeclare:
			if mode == modePanel {
				if noteLinked {
					continue
				}
				noteLinked = true
				f.Title = l.T("act.diplomacy")
				f.Link = fmt.Sprintf("/campaigns/%d/diplomacy", id)
				break
			}
			f.NoCheck = true
			f.TextName = "text"
			if la.Kind == campaign.ActNote {
				f.Selects = []FormSelect{{Name: "target", Label: l.T("dip.to"), Options: clanOptions(la.Targets)}}
				f.Text = l.T("dip.note")
				f.Buttons = []FormButton{{Label: l.T("dip.send"), Primary: true}}
			} else {
				f.Text = l.T("dip.declaration")
				f.Buttons = []FormButton{{Label: l.T("dip.declare")}}
			}
		case campaign.ActRequest:
			f.Selects = []FormSelect{{Name: "target", Label: l.T("act.askwho"), Options: clanOptions(la.Targets)}}
			f.Buttons = []FormButton{{Label: l.T("act.request")}}
		case campaign.ActProclaim:
			if len(la.Cards) > 0 {
				f.Card = la.Cards[0]
			}
			f.Info = append(f.Info, fmt.Sprintf(l.T("shogun.proclaimhelp"), st.Options.ShogunateTurns, shogunatePenalty))
			f.Buttons = []FormButton{{Label: l.T("act.proclaim"), Primary: true}}
		case campaign.ActStay:
			f.Buttons = []FormButton{{Label: l.T("act.stay")}}
		case campaign.ActMove:
			f = moveForm(l, st, la, f)
		case campaign.ActSend:
			if len(la.Targets) == 0 {
				continue
			}
			f.Selects = []FormSelect{{Name: "target", Label: l.T("act.sendto"), Options: clanOptions(la.Targets)}}
			chk := FormChecks{Name: "elements", Label: l.T("act.elements")}
			if cs := st.Clan(la.Clan); cs != nil {
				for i, e := range cs.Army.Elements {
					if !e.General {
						chk.Options = append(chk.Options, FormOption{Value: strconv.Itoa(i), Label: ElementLabel(l, e)})
					}
				}
			}
			f.Checks = []FormChecks{chk}
			f.Buttons = []FormButton{{Label: l.T("act.send")}}
		case campaign.ActPlay:
			out = append(out, playForms(l, st, la, f)...)
			continue
		case campaign.ActNinjaAnswer:
			for _, c := range la.Cards {
				f.Buttons = append(f.Buttons, FormButton{Name: "card", Value: c, Label: l.T("act.play") + " " + CardName(l, c), Primary: true})
			}
			f.Buttons = append(f.Buttons, FormButton{Name: "card", Value: "", Label: l.T("act.ninja.accept")})
		case campaign.ActConfront:
			for _, ch := range la.Choices {
				f.Buttons = append(f.Buttons, FormButton{Name: "choice", Value: ch, Label: l.T("confront." + ch), Primary: ch == campaign.ChooseFight})
			}
			for _, u := range la.Unavailable {
				f.Buttons = append(f.Buttons, FormButton{Name: "choice", Value: u.Choice, Label: l.T("confront." + u.Choice), Why: l.Pick(u.IT, u.EN)})
			}
			if cf := findConfrontation(st, la.Province); cf != nil {
				f.Info = append(f.Info, fmt.Sprintf("%s %s · %s %s", l.T("battle.attacker"), cf.Attacker, l.T("battle.defender"), cf.Defender))
			}
		case campaign.ActSiege:
			f = siegeForm(l, st, la, f)
		case campaign.ActReroll:
			if sg := openSiege(st, la.Province); sg.Status == campaign.SiegeAwaitingReroll {
				// Only the game master is offered this: the re-roll made at
				// the table after DIVINE INTERVENTION.
				f.Dice = 1
				f.Buttons = []FormButton{{Label: l.T("siege.enterdie"), Primary: true}}
				break
			}
			for _, c := range la.Cards {
				f.Buttons = append(f.Buttons, FormButton{Name: "card", Value: c, Label: l.T("act.play") + " " + CardName(l, c), Primary: true})
			}
			f.Buttons = append(f.Buttons, FormButton{Name: "choice", Value: "accept", Label: l.T("act.accept")})
			if st.Options.TableDice && len(la.Cards) > 0 {
				f.Info = append(f.Info, l.T("siege.tablehelp"))
			}
		default:
			continue
		}
		out = append(out, f)
	}
	return out
}

func findConfrontation(st *campaign.State, province int) *campaign.Confrontation {
	for i := range st.Confrontations {
		if st.Confrontations[i].Province == province && !st.Confrontations[i].Done {
			return &st.Confrontations[i]
		}
	}
	return nil
}

func chooseCardForm(l Lang, st *campaign.State, f ActForm) ActForm {
	p := st.Pending
	if p == nil {
		return f
	}
	f.Info = []string{CardName(l, p.Card) + ": " + CardEffect(l, p.Card)}
	f.Buttons = []FormButton{{Label: l.T("act.confirm"), Primary: true}}
	switch p.Kind {
	case "province":
		sel := FormSelect{Name: "province", Label: l.T("act.province")}
		for _, o := range p.Options {
			n, _ := strconv.Atoi(o)
			sel.Options = append(sel.Options, FormOption{Value: o, Label: ProvinceLabel(st, n)})
		}
		f.Selects = []FormSelect{sel}
	case "element":
		sel := FormSelect{Name: "choice", Label: l.T("act.element")}
		if cs := st.Clan(p.Clan); cs != nil {
			for _, o := range p.Options {
				n, _ := strconv.Atoi(o)
				if n >= 0 && n < len(cs.Army.Elements) {
					sel.Options = append(sel.Options, FormOption{Value: o, Label: ElementLabel(l, cs.Army.Elements[n])})
				}
			}
		}
		f.Selects = []FormSelect{sel}
	case "replacement":
		for i := 0; i < p.Picks; i++ {
			f.Selects = append(f.Selects, replacementSelect(l, p.Options, i))
		}
	}
	return f
}

func replacementSelect(l Lang, opts []string, i int) FormSelect {
	sel := FormSelect{Name: "choices", Label: l.T("act.replace") + " " + strconv.Itoa(i+1)}
	for j, o := range opts {
		t, gen := strings.CutSuffix(o, "+general")
		label := ElementName(l, campaign.ElementType(t))
		if gen {
			label += " · " + l.T("campaign.general")
		}
		sel.Options = append(sel.Options, FormOption{Value: o, Label: label, Selected: j == 0})
	}
	return sel
}

func moveForm(l Lang, st *campaign.State, la campaign.LegalAction, f ActForm) ActForm {
	sel := FormSelect{Name: "province", Label: l.T("act.destination")}
	// No destination is preselected: a careless tap must not send the army
	// into the first province of the list.
	sel.Blank, sel.Required = l.T("move.choose"), true
	for _, d := range la.Destinations {
		if d.Legal {
			sel.Options = append(sel.Options, moveOption(l, st, la.Clan, d))
		} else {
			f.Details = append(f.Details, strconv.Itoa(d.Province)+" "+d.Name+": "+l.Pick(d.IT, d.EN))
		}
	}
	if len(sel.Options) == 0 {
		f.Info = append(f.Info, l.T("act.nodestination"))
	} else {
		f.Selects = append(f.Selects, sel)
		f.Buttons = []FormButton{{Label: l.T("act.move"), Primary: true}}
	}
	if len(la.Cards) > 0 && st.MoveRound != 2 {
		chk := FormChecks{Name: "card", Label: l.T("act.forcedmarch")}
		for _, c := range la.Cards {
			chk.Options = append(chk.Options, FormOption{Value: c, Label: CardName(l, c)})
		}
		f.Checks = append(f.Checks, chk)
		if st.Options.ForcedMarch == campaign.ForcedTwoSteps {
			second := FormSelect{Name: "second", Label: l.T("act.second"), Blank: "—"}
			for _, p := range st.Map.Provinces {
				second.Options = append(second.Options, FormOption{Value: strconv.Itoa(p.ID), Label: strconv.Itoa(p.ID) + " " + p.Name})
			}
			f.Selects = append(f.Selects, second)
		}
	}
	return f
}

// moveOption labels a destination with what stands there now (owner,
// capital, Fortress, armies) and carries the confirmation that states the
// consequence of moving there.
func moveOption(l Lang, st *campaign.State, mover campaign.Clan, d campaign.Destination) FormOption {
	name := strconv.Itoa(d.Province) + " " + d.Name
	owner := st.Owner(d.Province)
	parts := []string{name, l.T("move.neutral")}
	if owner != campaign.Neutral {
		parts[1] = string(owner)
	}
	capitalOf, capital := st.IsCapital(d.Province)
	if capital {
		parts = append(parts, l.T("move.capital"))
	}
	fortress := d.Province >= 1 && d.Province <= len(st.Provinces) && st.Provinces[d.Province-1].Fortress
	if fortress {
		parts = append(parts, l.T("move.fortress"))
	}
	var others []string
	for _, c := range st.ArmiesIn(d.Province) {
		if c != mover {
			others = append(others, string(c))
		}
	}
	if len(others) > 0 {
		parts = append(parts, l.N("move.army", len(others)))
	}
	confirm := []string{fmt.Sprintf(l.T("move.confirm"), name)}
	switch {
	case len(others) > 0:
		confirm = append(confirm, fmt.Sprintf(l.T("move.confirm.fight"), strings.Join(others, ", ")))
	case owner == mover:
	case fortress:
		confirm = append(confirm, l.T("move.confirm.siege"))
	default:
		confirm = append(confirm, l.T("move.confirm.take"))
	}
	if cs := st.Clan(capitalOf); capital && capitalOf != mover && cs != nil && cs.Status == campaign.Active {
		confirm = append(confirm, fmt.Sprintf(l.T("move.confirm.cap"), capitalOf))
	}
	return FormOption{Value: strconv.Itoa(d.Province), Label: strings.Join(parts, " · "), Confirm: strings.Join(confirm, " ")}
}

func playForms(l Lang, st *campaign.State, la campaign.LegalAction, base ActForm) []ActForm {
	var out []ActForm
	for _, card := range la.Cards {
		f := base
		f.Card = card
		f.Title = l.T("act.play") + " " + CardName(l, card)
		f.Info = []string{CardEffect(l, card)}
		f.Buttons = []FormButton{{Label: l.T("act.play"), Primary: true}}
		k, _ := campaign.CardByID(card)
		switch k.Event {
		case campaign.EvGreatHarvest:
			_, room := st.ReplacementOptions(la.Clan)
			// Up to two picks; the second may stay empty when only one
			// element was lost.
			for i := 0; i < min(2, room); i++ {
				sel := replacementSelect(l, la.Choices, i)
				if i > 0 {
					sel.Blank = "—"
					for j := range sel.Options {
						sel.Options[j].Selected = false
					}
				}
				f.Selects = append(f.Selects, sel)
			}
		case campaign.EvAmbush, campaign.EvNinja:
			f.Selects = []FormSelect{{Name: "target", Label: l.T("act.target"), Options: clanOptions(la.Targets)}}
		default:
			if la.Province != 0 {
				f.Info = append(f.Info, l.T("act.inbattle")+" "+ProvinceLabel(st, la.Province))
			}
			if slices.Contains(la.Choices, campaign.ChoiceRiver) {
				// C-41: the card spent on the battle's river roll.
				f.Title = CardName(l, card) + " · " + l.T("kit.river.reroll")
				f.Buttons = []FormButton{{Name: "choice", Value: campaign.ChoiceRiver, Label: l.T("kit.river.reroll"), Primary: true}}
				if slices.Contains(la.Inputs, "dice") {
					f.Dice = 1
				}
			}
		}
		out = append(out, f)
	}
	return out
}

// movementIndex numbers the movement seasons from the first Spring, as the
// engine's siege history does (C-18).
func movementIndex(st *campaign.State) int {
	s := int(st.Season)
	if s > 2 {
		s = 2
	}
	return (st.Year-campaign.FirstYear)*3 + s
}

// SiegeRepeat reports whether the siege in p gets the C-18 bonus this
// season under the campaign's option.
func SiegeRepeat(st *campaign.State, p campaign.ProvinceState) bool {
	consecutive := p.SiegeLast != 0 && p.SiegeLast == movementIndex(st)
	switch st.Options.SiegeRepeat {
	case campaign.RepeatAnyPrevious:
		return p.SiegeCount > 0
	case campaign.Repeat2nd3rd:
		return consecutive && p.SiegeChain+1 <= 3
	}
	return consecutive
}

// SiegeOdds describes a siege's roll: the score needed and the exact
// chance, with and without each MERCHANTS card held and a re-roll. Once
// the roll is declared (Needed set) its modifiers are those recorded.
func SiegeOdds(l Lang, st *campaign.State, sg campaign.Siege, merchants int, divine bool) string {
	if sg.Needed > 0 {
		consecutive := 1
		if sg.Repeat {
			consecutive = 2
		}
		need, p := campaign.SiegeChance(sg.Defended, sg.Merchants, consecutive, false, st.Options.SiegeNatural1Fails)
		return fmt.Sprintf("%s %d+ · %s", l.T("siege.needs"), need, l.Percent(p.Float()))
	}
	consecutive := 1
	if sg.Province >= 1 && sg.Province <= len(st.Provinces) && SiegeRepeat(st, st.Provinces[sg.Province-1]) {
		consecutive = 2
	}
	var parts []string
	for m := 0; m <= merchants; m++ {
		need, p := campaign.SiegeChance(sg.Defended, m, consecutive, false, st.Options.SiegeNatural1Fails)
		s := fmt.Sprintf("%s %d+ · %s", l.T("siege.needs"), need, l.Percent(p.Float()))
		if m > 0 {
			s = fmt.Sprintf("+%d %s: %s", m, l.T("siege.merchants"), s)
		}
		if divine {
			_, pd := campaign.SiegeChance(sg.Defended, m, consecutive, true, st.Options.SiegeNatural1Fails)
			s += fmt.Sprintf(" (%s %s)", l.T("siege.withreroll"), l.Percent(pd.Float()))
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// timerForms are the diplomacy clock's buttons: start (for the time it has
// left) or stop, and the extension beyond five minutes, folded, with its
// reason (§6).
func timerForms(l Lang, f ActForm, la campaign.LegalAction) (ActForm, []ActForm) {
	var extend []ActForm
	for _, c := range la.Choices {
		switch c {
		case "start", "stop":
			f.Buttons = append(f.Buttons, FormButton{Name: "choice", Value: c, Label: l.T("act.timer." + c)})
		case "extend":
			x := f
			x.Title, x.Closed = l.T("act.timer.extendtitle"), true
			x.Text, x.TextName = l.T("act.timer.reason"), "text"
			x.Buttons = []FormButton{{Name: "choice", Value: c, Label: l.T("act.timer.extend")}}
			extend = append(extend, x)
		}
	}
	return f, extend
}

// openSiege is the siege under way in province, or a zero Siege.
func openSiege(st *campaign.State, province int) campaign.Siege {
	var sg campaign.Siege
	for _, s := range st.Sieges {
		if s.Province == province && !s.Done {
			sg = s
		}
	}
	return sg
}

func siegeForm(l Lang, st *campaign.State, la campaign.LegalAction, f ActForm) ActForm {
	sg := openSiege(st, la.Province)
	if sg.Status == campaign.SiegeAwaitingDie {
		// Only the game master is offered this: the die rolled at the table
		// for the siege the besieger declared.
		kind := l.T("siege.empty")
		if sg.Defended {
			kind = l.T("siege.defended")
		}
		f.Info = append(f.Info, kind, SiegeOdds(l, st, sg, 0, false))
		f.Dice = 1
		f.Buttons = []FormButton{{Label: l.T("siege.enterdie"), Primary: true}}
		return f
	}
	divine := false
	if cs := st.Clan(la.Clan); cs != nil {
		for _, h := range cs.Hand {
			if k, _ := campaign.CardByID(h); k.Event == campaign.EvDivineIntervention {
				divine = true
			}
		}
	}
	kind := l.T("siege.empty")
	if sg.Defended {
		kind = l.T("siege.defended")
	}
	f.Info = append(f.Info, kind, SiegeOdds(l, st, sg, len(la.Cards), divine))
	if len(la.Cards) > 0 {
		chk := FormChecks{Name: "cards", Label: l.T("siege.playmerchants")}
		for _, c := range la.Cards {
			chk.Options = append(chk.Options, FormOption{Value: c, Label: CardName(l, c)})
		}
		f.Checks = []FormChecks{chk}
	}
	label := func(ch string) string { return l.T("siege." + ch) }
	if st.Options.TableDice {
		// The besieger declares; the game master enters the table die.
		f.Info = append(f.Info, l.T("siege.tablehelp"))
		label = func(ch string) string {
			if ch == "roll" {
				return l.T("siege.declare")
			}
			return l.T("siege." + ch)
		}
	}
	for _, ch := range la.Choices {
		f.Buttons = append(f.Buttons, FormButton{Name: "choice", Value: ch, Label: label(ch), Primary: ch == "roll"})
	}
	return f
}

// SeasonStamp is "Spring 1560".
func SeasonStamp(l Lang, year int, s campaign.Season) string {
	return l.SeasonName(s) + " " + strconv.Itoa(year)
}

// HandView is the Hand tab.
type HandView struct {
	Top    SeasonTop
	Sizes  []OrderEntry // every clan's hand size (public)
	Hands  []ClanHand   // the hands the viewer may read
	Forms  ActPanel
	Deck   campaign.DeckState
	GM     bool
	Tabled []string // immediate cards face up this season
}

// ClanHand is one clan's hidden hand.
type ClanHand struct {
	Clan  campaign.Clan
	Cards []string
}

// NewHandView builds the Hand tab for v.
func NewHandView(top SeasonTop, l Lang, st *campaign.State, legal []campaign.LegalAction, v Viewer) HandView {
	h := HandView{Top: top, GM: v.GM, Tabled: st.Deck.Table}
	for _, cs := range st.Clans {
		if cs.Status != campaign.Active {
			continue
		}
		h.Sizes = append(h.Sizes, OrderEntry{Clan: cs.Clan, Colour: ClanColour[cs.Clan], HandSize: len(cs.Hand)})
		if v.GM || v.Clan == cs.Clan {
			h.Hands = append(h.Hands, ClanHand{Clan: cs.Clan, Cards: cs.Hand})
		}
	}
	if v.GM {
		h.Deck = st.Deck
	} else {
		h.Deck = campaign.DeckState{Pass: st.Deck.Pass, Finished: st.Deck.Finished}
	}
	h.Forms = NewHandForms(l, top.ID, top.Version, st, legal, v)
	return h
}

// DiplomacyView is the Diplomacy tab.
type DiplomacyView struct {
	Top          SeasonTop
	Running      bool
	Seconds      int
	Forms        ActPanel
	Notes        []campaign.Note // newest first, those the viewer may read
	Declarations []campaign.Note // newest first
	Requests     []campaign.Request
	Spy          int // notes read through SPY
	Viewer       Viewer
	Shogunate    *ShogunateView
	// ActAs is the clan whose forms the game master sees, ActAsClans those
	// he may switch to.
	ActAs      campaign.Clan
	ActAsClans []campaign.Clan
}

// NewDiplomacyView builds the Diplomacy tab from the viewer's View; as is
// the clan the game master asked to act for ("" for the first).
func NewDiplomacyView(top SeasonTop, l Lang, st *campaign.State, view campaign.View, legal []campaign.LegalAction, v Viewer, now time.Time, as campaign.Clan) DiplomacyView {
	d := DiplomacyView{Top: top, Running: st.Phase == campaign.PhaseDiplomacy && st.Timer.Running(now), Seconds: int(st.Timer.Left(now) / time.Second),
		Requests: view.Requests, Viewer: v, Shogunate: NewShogunateView(l, st)}
	if v.GM {
		d.ActAsClans, d.ActAs = diplomacyClans(legal, as)
	}
	d.Forms = NewDiplomacyForms(l, top.ID, top.Version, st, legal, v, d.ActAs)
	for i := len(view.Notes) - 1; i >= 0; i-- {
		d.Notes = append(d.Notes, view.Notes[i])
	}
	for i := len(view.Declarations) - 1; i >= 0; i-- {
		d.Declarations = append(d.Declarations, view.Declarations[i])
	}
	if v.Clan != "" {
		if cs := st.Clan(v.Clan); cs != nil {
			d.Spy = cs.SpyUpTo
		}
	}
	return d
}

// BattleSheet is a battle's set-up for the table (§11, §16.3).
type BattleSheet struct {
	Battle          campaign.Battle
	Place           string
	Pieces          int
	AttackerBreak   int
	DefenderBreak   int
	AttackerMorale  bool
	DefenderMorale  bool
	Contingents     []campaign.Contingent
	Groups          []LossGroup // what each army and contingent may lose
	AttackerGeneral bool
	DefenderGeneral bool
	Sides           []BattleSide // attacker, then defender
	Calcs           []BattleCalc // attacker, then defender
}

// BattleSide is one army of a battle as the sheet shows it: its size, and
// the break point the §11.1 table gives for that size, +2 with MORALE.
type BattleSide struct {
	Role   string // "attacker" or "defender"
	Clan   campaign.Clan
	Colour string
	Size   int // own plus allied elements at the start
	Allied int
	Base   int // break point for Size (§11.1, C-16)
	Break  int // Base, +2 with MORALE
	Morale bool
}

// LossGroup is an army or a contingent in a battle, for the result form.
type LossGroup struct {
	Owner, With campaign.Clan
	Types       []TypeCount
	General     bool   // the group carries the General
	Role        string // "attacker" or "defender": the army the group fights in
	Size        int
}

// TypeCount is how many elements of a type a group has; General tells
// that one of them is the General's, lost only with the General box ticked.
type TypeCount struct {
	Type    campaign.ElementType
	Count   int
	General bool
}

// Maximum is the most losses of the type shown beside its field: "3 +
// General" when one element is the General's (C-11, C-12).
func (tc TypeCount) Maximum(l Lang) string {
	if tc.General {
		return strconv.Itoa(tc.Count-1) + " + " + l.T("campaign.general")
	}
	return strconv.Itoa(tc.Count)
}

// BattlesView is the Battles and sieges tab.
type BattlesView struct {
	Top            SeasonTop
	Sheets         []BattleSheet
	Sieges         []SiegeLine
	Confrontations []campaign.Confrontation
	GM             bool
	Clan           campaign.Clan // the viewing player's clan, "" for others
	CanRecord      bool          // the Battles phase: results may be recorded
	Panel          ActPanel
	// A refused result comes back with what was typed and the reason,
	// shown in the form of battle Refused.
	Refused int
	Problem string
	Typed   url.Values
	// Previewed is the battle whose result the game master previewed:
	// its form keeps what was typed and shows Preview, nothing stored.
	Previewed int
	Preview   []PrestigePreview
}

// PrestigePreview is what one clan would gain or lose from a battle
// result (§13): its entries and their sum.
type PrestigePreview struct {
	Clan    campaign.Clan
	Total   int
	Entries []campaign.PrestigeEntry
}

// NewPrestigePreview groups a result's Prestige entries by clan, in the
// order they were scored.
func NewPrestigePreview(entries []campaign.PrestigeEntry) []PrestigePreview {
	var out []PrestigePreview
	at := map[campaign.Clan]int{}
	for _, e := range entries {
		i, ok := at[e.Clan]
		if !ok {
			i = len(out)
			at[e.Clan] = i
			out = append(out, PrestigePreview{Clan: e.Clan})
		}
		out[i].Total += e.Points
		out[i].Entries = append(out[i].Entries, e)
	}
	return out
}

// echoes reports whether battle id's form comes back with what was typed:
// refused, or previewed.
func (b BattlesView) echoes(id int) bool { return b.Refused == id || b.Previewed == id }

// TypedValue is the value typed for field name in battle id's result form, or
// def when the form is fresh.
func (b BattlesView) TypedValue(id int, name, def string) string {
	if !b.echoes(id) || !b.Typed.Has(name) {
		return def
	}
	return b.Typed.Get(name)
}

// TypedOn reports whether the choice name=value was made in battle id's
// refused result form.
func (b BattlesView) TypedOn(id int, name, value string) bool {
	return b.echoes(id) && slices.Contains(b.Typed[name], value)
}

// SiegeLine is a siege with its odds.
type SiegeLine struct {
	Siege campaign.Siege
	Place string
	Odds  string
}

func groupOf(owner, with campaign.Clan, els []campaign.Element) LossGroup {
	g := LossGroup{Owner: owner, With: with}
	counts := map[campaign.ElementType]int{}
	var general campaign.ElementType
	g.Size = len(els)
	for _, e := range els {
		counts[e.Type]++
		if e.General {
			g.General, general = true, e.Type
		}
	}
	for _, t := range campaign.ElementTypes {
		if counts[t] > 0 {
			g.Types = append(g.Types, TypeCount{Type: t, Count: counts[t], General: g.General && t == general})
		}
	}
	return g
}

// NewBattleSheet is battle b as its sheet, its result form and its printed
// kit show it: both sides with their break points, and a loss group per
// army and per contingent fighting in it.
func NewBattleSheet(st *campaign.State, b campaign.Battle) BattleSheet {
	sh := BattleSheet{Battle: b, Place: ProvinceLabel(st, b.Province), Pieces: b.DifficultPieces(),
		AttackerBreak: b.BreakPoint(&st.Options, b.Attacker), DefenderBreak: b.BreakPoint(&st.Options, b.Defender)}
	for _, c := range b.Morale {
		sh.AttackerMorale = sh.AttackerMorale || c == b.Attacker
		sh.DefenderMorale = sh.DefenderMorale || c == b.Defender
	}
	sh.Sides = []BattleSide{
		{Role: "attacker", Clan: b.Attacker, Colour: ClanColour[b.Attacker], Size: b.AttackerSize, Allied: b.AttackerAllied,
			Base: st.Options.BreakPoint(b.AttackerSize, false), Break: sh.AttackerBreak, Morale: sh.AttackerMorale},
		{Role: "defender", Clan: b.Defender, Colour: ClanColour[b.Defender], Size: b.DefenderSize, Allied: b.DefenderAllied,
			Base: st.Options.BreakPoint(b.DefenderSize, false), Break: sh.DefenderBreak, Morale: sh.DefenderMorale},
	}
	// A line per army, each followed by the contingents fighting in it.
	for _, side := range sh.Sides {
		if cs := st.Clan(side.Clan); cs != nil {
			g := groupOf(side.Clan, side.Clan, cs.Army.Elements)
			g.Role = side.Role
			sh.Groups = append(sh.Groups, g)
		}
		for _, k := range st.Contingents {
			if k.To == side.Clan {
				sh.Contingents = append(sh.Contingents, k)
				g := groupOf(k.From, k.To, k.Elements)
				g.Role = side.Role
				sh.Groups = append(sh.Groups, g)
			}
		}
	}
	sh.Calcs = NewBattleCalcs(st, sh)
	return sh
}

// BattleKitURL is the printed kit of battle bid of campaign id.
func BattleKitURL(id int64, bid int) string {
	return fmt.Sprintf("/campaigns/%d/battles/%d/kit.pdf", id, bid)
}

// MayPrint reports whether the viewer may print the battle's kit: the game
// master or the player of either side.
func (b BattlesView) MayPrint(sh BattleSheet) bool {
	return !sh.Battle.Cancelled && (b.GM || (b.Clan != "" && (b.Clan == sh.Battle.Attacker || b.Clan == sh.Battle.Defender)))
}

// NewBattlesView builds the Battles tab.
func NewBattlesView(top SeasonTop, l Lang, st *campaign.State, legal []campaign.LegalAction, v Viewer) BattlesView {
	bv := BattlesView{Top: top, GM: v.GM, Clan: v.Clan, CanRecord: st.Phase == campaign.PhaseBattles, Confrontations: st.Confrontations}
	for _, b := range st.Battles {
		bv.Sheets = append(bv.Sheets, NewBattleSheet(st, b))
	}
	for _, sg := range st.Sieges {
		bv.Sieges = append(bv.Sieges, SiegeLine{Siege: sg, Place: ProvinceLabel(st, sg.Province), Odds: SiegeOdds(l, st, sg, 0, false)})
	}
	var keep []campaign.LegalAction
	for _, la := range legal {
		switch la.Kind {
		case campaign.ActBattlefield, campaign.ActSiege, campaign.ActReroll, campaign.ActConfront:
			keep = append(keep, la)
		case campaign.ActPlay:
			if la.Province != 0 {
				keep = append(keep, la)
			}
		}
	}
	bv.Panel = ActPanel{CampaignID: top.ID, Version: top.Version, Return: "battles", Forms: actForms(l, top.ID, st, keep, v, modePanel)}
	return bv
}

// PrestigeView is the Prestige tab: the ledger of one clan and the
// standings over time.
type PrestigeView struct {
	Top     SeasonTop
	Clan    campaign.Clan
	Clans   []campaign.Clan
	Entries []campaign.PrestigeEntry // newest first
	Tallies []campaign.Tally         // this clan's, oldest first
	Chart   StandingsChart
	Rows    []Standing
	Pending int
}

// NewPrestigeView builds the Prestige tab for clan c.
func NewPrestigeView(l Lang, top SeasonTop, st *campaign.State, c campaign.Clan) PrestigeView {
	pv := PrestigeView{Top: top, Clan: c, Rows: NewStandings(st), Chart: NewStandingsChart(l, st)}
	for _, cs := range st.Clans {
		if cs.Player != "" {
			pv.Clans = append(pv.Clans, cs.Clan)
		}
		if cs.Clan == c {
			pv.Pending = cs.PendingPP
		}
	}
	for i := len(st.Ledger) - 1; i >= 0; i-- {
		if st.Ledger[i].Clan == c {
			pv.Entries = append(pv.Entries, st.Ledger[i])
		}
	}
	for _, t := range st.Tallies {
		if t.Clan == c {
			pv.Tallies = append(pv.Tallies, t)
		}
	}
	return pv
}

// StandingsChart is the official Prestige of each clan after each tally,
// drawn as lines (SVG).
type StandingsChart struct {
	Lines  []ChartLine
	Years  []ChartTick // x axis
	Levels []ChartTick // y axis
	Width  float64
	Height float64
	Zero   float64 // y of 0 PP
}

// ChartLine is one clan's line.
type ChartLine struct {
	Clan   campaign.Clan
	Colour string
	Points string // SVG polyline points
	Last   int
	Dots   []ChartDot
	// LabelY is the y of the clan's name at the end of the line: the last
	// point's, moved apart from the other names when clans tie.
	LabelY float64
}

// ChartDot is a tally on a line.
type ChartDot struct {
	X, Y  float64
	Label string
}

// ChartTick is an axis label.
type ChartTick struct {
	At    float64
	Label string
}

// NewStandingsChart charts the start (StartingPrestige before the first
// year) and every Winter tally.
func NewStandingsChart(l Lang, st *campaign.State) StandingsChart {
	const w, h, left, right, top, bottom = 640.0, 260.0, 46.0, 70.0, 14.0, 26.0
	ch := StandingsChart{Width: w, Height: h}
	years := map[int]bool{}
	series := map[campaign.Clan][][2]int{}
	lo, hi := campaign.StartingPrestige, campaign.StartingPrestige
	for _, t := range st.Tallies {
		years[t.Year] = true
		series[t.Clan] = append(series[t.Clan], [2]int{t.Year, t.After})
		lo, hi = min(lo, t.After), max(hi, t.After)
	}
	lo, hi = min(lo, 0), hi+10
	ys := make([]int, 0, len(years)+1)
	ys = append(ys, campaign.FirstYear-1)
	for y := range years {
		ys = append(ys, y)
	}
	sort.Ints(ys)
	span := max(1, len(ys)-1)
	xOf := func(year int) float64 {
		i := sort.SearchInts(ys, year)
		return left + float64(i)*(w-left-right)/float64(span)
	}
	yOf := func(pp int) float64 { return top + (float64(hi-pp))/float64(hi-lo)*(h-top-bottom) }
	ch.Zero = yOf(0)
	step := niceStep(hi - lo)
	for v := (lo / step) * step; v <= hi; v += step {
		if v >= lo {
			ch.Levels = append(ch.Levels, ChartTick{At: yOf(v), Label: strconv.Itoa(v)})
		}
	}
	every := max(1, len(ys)/8)
	for i, y := range ys {
		if i%every != 0 && i != len(ys)-1 {
			continue
		}
		label := strconv.Itoa(y)
		if i == 0 {
			label = l.T("standings.start")
		}
		ch.Years = append(ch.Years, ChartTick{At: xOf(y), Label: label})
	}
	for _, cs := range st.Clans {
		if cs.Player == "" {
			continue
		}
		pts := append([][2]int{{campaign.FirstYear - 1, campaign.StartingPrestige}}, series[cs.Clan]...)
		line := ChartLine{Clan: cs.Clan, Colour: ClanColour[cs.Clan]}
		var b strings.Builder
		for _, p := range pts {
			x, y := xOf(p[0]), yOf(p[1])
			fmt.Fprintf(&b, "%s,%s ", f1(x), f1(y))
			line.Dots = append(line.Dots, ChartDot{X: x, Y: y, Label: fmt.Sprintf("%s %d: %d", cs.Clan, p[0], p[1])})
			line.Last = p[1]
		}
		line.Points = strings.TrimSpace(b.String())
		line.LabelY = line.LastY() + 4
		ch.Lines = append(ch.Lines, line)
	}
	spreadLabels(ch.Lines, top+4, h-bottom+4)
	return ch
}

// labelGap is the least distance between two end labels' baselines: the
// height of a label.
const labelGap = 13.0

// spreadLabels moves the end labels apart so that tied (or close) clans'
// names do not overlap: in order of height, each at least labelGap below
// the one above, the whole stack pulled back up if it runs past bottom,
// and never above top.
func spreadLabels(lines []ChartLine, top, bottom float64) {
	order := make([]*ChartLine, len(lines))
	for i := range lines {
		order[i] = &lines[i]
	}
	sort.SliceStable(order, func(i, j int) bool { return order[i].LabelY < order[j].LabelY })
	for i := 1; i < len(order); i++ {
		order[i].LabelY = max(order[i].LabelY, order[i-1].LabelY+labelGap)
	}
	for i := len(order) - 1; i >= 0; i-- {
		limit := bottom
		if i < len(order)-1 {
			limit = order[i+1].LabelY - labelGap
		}
		order[i].LabelY = max(top, min(order[i].LabelY, limit))
	}
}

func niceStep(span int) int {
	for _, s := range []int{10, 20, 50, 100, 200, 500, 1000, 2000, 5000} {
		if span/s <= 6 {
			return s
		}
	}
	return 10000
}

// LastY is the y of a line's last point, for its label.
func (c ChartLine) LastY() float64 {
	if len(c.Dots) == 0 {
		return 0
	}
	return c.Dots[len(c.Dots)-1].Y
}

// LastX is the x of a line's last point.
func (c ChartLine) LastX() float64 {
	if len(c.Dots) == 0 {
		return 0
	}
	return c.Dots[len(c.Dots)-1].X
}

// LogEntry is one line of the history, filtered for the viewer.
type LogEntry struct {
	Seq      int64
	At       time.Time
	Who      string
	Kind     string
	Messages []string
	Dice     []string
	Payload  string // the action as logged: the game master only
	Undone   bool
	Season   string
}

// ActionKindName is an action kind's label in l ("draw" → "pesca"); an
// unknown kind shows as it is.
func ActionKindName(l Lang, kind string) string {
	key := "kind." + kind
	if n := l.T(key); n != key {
		return n
	}
	return kind
}

// HistoryView is the History tab.
type HistoryView struct {
	Top       SeasonTop
	Entries   []LogEntry
	Page      int
	Pages     int
	Total     int64
	GM        bool
	Seed      uint64
	LastSeq   int64 // the action an undo would revert (GM)
	LastKind  string
	Snapshots []SnapshotLink
	// Reports are the fought battles, newest first.
	Reports []campaign.BattleReport
}

// SnapshotLink is a past season whose map can be viewed.
type SnapshotLink struct {
	Year   int
	Season campaign.Season
	URL    string
}

// PastSeasonView is the map as it stood at the end of a past season.
type PastSeasonView struct {
	Top       SeasonTop
	Year      int
	Season    campaign.Season
	MapSVG    []byte
	Standings []Standing
	Prev      string
	Next      string
}

// OptionsView is the Rules options tab.
type OptionsView struct {
	Top      SeasonTop
	Options  tables.Options
	Current  map[string]string // the campaign's values, by key
	Editable bool
	Typed    url.Values // a refused save: the values chosen, shown again
}

// SummaryView is the end of the campaign.
type SummaryView struct {
	Top    SeasonTop
	Result *campaign.Summary
	Chart  StandingsChart
}

// SummaryWinner reports whether c is among the winners.
func SummaryWinner(r *campaign.Summary, c campaign.Clan) bool {
	for _, w := range r.Winners {
		if w == c {
			return true
		}
	}
	return false
}

// SignedInt formats points with their sign.
func SignedInt(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// SupplyView is the Winter supply check shown before it is applied (§12).
type SupplyView struct {
	Lines []SupplyLine
	// Style marks the unsupplied provinces on the (cached) map; pages load
	// it from StyleURL (GET /campaigns/:id/supply.css), never inline.
	Style    string
	StyleURL string
}

// SupplyLine is one clan's supply check.
type SupplyLine struct {
	Clan       campaign.Clan
	Colour     string
	Supplied   int
	Unsupplied []string
	Points     int
}

// NewSupplyView previews the supply check, or nil outside the Supply phase.
func NewSupplyView(st *campaign.State) *SupplyView {
	if st.Phase != campaign.PhaseSupply {
		return nil
	}
	sv := &SupplyView{}
	var css strings.Builder
	for _, r := range st.SupplyPreview() {
		line := SupplyLine{Clan: r.Clan, Colour: ClanColour[r.Clan], Supplied: len(r.Supplied), Points: r.Points}
		for _, id := range r.Unsupplied {
			line.Unsupplied = append(line.Unsupplied, ProvinceLabel(st, id))
			fmt.Fprintf(&css, `svg.map a[data-province="%d"] .node{stroke:#b22222;stroke-width:6;stroke-dasharray:5 3}`, id)
		}
		sv.Lines = append(sv.Lines, line)
	}
	sv.Style = css.String()
	return sv
}

func hasSelect(f ActForm, name string) bool {
	for _, s := range f.Selects {
		if s.Name == name {
			return true
		}
	}
	return false
}

// fragmentKey marks a request context whose campaign page is answered as
// the campaign wrapper alone (an htmx request that is not boosted).
type fragmentKey struct{}

// WithFragment asks CampaignFrame for the campaign wrapper without the
// layout.
func WithFragment(ctx context.Context) context.Context {
	return context.WithValue(ctx, fragmentKey{}, true)
}

// FragmentOnly reports whether ctx asks for the wrapper alone.
func FragmentOnly(ctx context.Context) bool {
	v, _ := ctx.Value(fragmentKey{}).(bool)
	return v
}

// ShogunateView is an active claim to the Shogunate as everybody sees it
// (§7, C-04, C-28).
type ShogunateView struct {
	Claimant campaign.Clan
	Colour   string
	Counter  int  // consecutive season ends holding Kyoto
	Turns    int  // the count that wins (C-28)
	Holds    bool // the claimant controls Kyoto now
	// Due is the season by which the claimant must end a move in Kyoto,
	// "" once he has taken it.
	Due string
	// OpenToAll: any army may enter Kyoto while the claim stands (C-04);
	// false under the claimantOnly option.
	OpenToAll bool
	Penalty   int // PP lost if the claim fails (§13)
	Kyoto     string
}

// shogunatePenalty is the Prestige a failed claim costs (§13).
const shogunatePenalty = -50

// NewShogunateView describes st's claim, or nil when nobody has proclaimed.
func NewShogunateView(l Lang, st *campaign.State) *ShogunateView {
	sh := st.Shogunate
	if sh == nil || st.Phase == campaign.PhaseEnded {
		return nil // after the election the summary tells the rest
	}
	kyoto := st.Map.KyotoID()
	v := &ShogunateView{Claimant: sh.Claimant, Colour: ClanColour[sh.Claimant], Counter: sh.Counter, Turns: st.Options.ShogunateTurns,
		Holds: st.Owner(kyoto) == sh.Claimant, OpenToAll: st.Options.KyotoOpenTo != campaign.KyotoClaimantOnly,
		Penalty: shogunatePenalty, Kyoto: ProvinceLabel(st, kyoto)}
	if !v.Holds && sh.Counter == 0 {
		v.Due = SeasonStamp(l, campaign.FirstYear+sh.Due/4, campaign.Season(sh.Due%4))
	}
	return v
}

// Risk is the sentence on what a failed claim costs.
func (v ShogunateView) Risk(l Lang) string {
	return fmt.Sprintf(l.T("shogun.risk"), v.Turns, v.Penalty)
}

// Held is "n/3".
func (v ShogunateView) Held() string { return strconv.Itoa(v.Counter) + "/" + strconv.Itoa(v.Turns) }

// SummaryWinnerNames lists the winners, "A, B".
func SummaryWinnerNames(r *campaign.Summary) string {
	out := make([]string, len(r.Winners))
	for i, w := range r.Winners {
		out[i] = string(w)
	}
	return strings.Join(out, ", ")
}

// ContingentTypes lists a contingent's elements by name.
func ContingentTypes(l Lang, k campaign.Contingent) string {
	names := make([]string, len(k.Elements))
	for i, e := range k.Elements {
		names[i] = ElementName(l, e.Type)
	}
	return strings.Join(names, ", ")
}
