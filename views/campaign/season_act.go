package campaign

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"sengoku/campaign"
	"sengoku/views"
)

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
func NewActPanel(l views.Lang, id, version int64, st *campaign.State, legal []campaign.LegalAction, v views.Viewer, ret string) ActPanel {
	return ActPanel{CampaignID: id, Version: version, Return: ret, Forms: actForms(l, id, st, legal, v, modePanel)}
}

func clanOptions(cs []campaign.Clan) []FormOption {
	out := make([]FormOption, len(cs))
	for i, c := range cs {
		out[i] = FormOption{Value: string(c), Label: string(c)}
	}
	return out
}

// actForms builds the forms for the legal actions, in their order.
func actForms(l views.Lang, id int64, st *campaign.State, legal []campaign.LegalAction, v views.Viewer, mode panelMode) []ActForm {
	b := &formBuilder{l: l, id: id, st: st, mode: mode}
	var out []ActForm
	for _, la := range legal {
		build, ok := formBuilders[la.Kind]
		if !ok {
			continue
		}
		f := ActForm{Kind: string(la.Kind), Clan: la.Clan, Province: la.Province, Title: l.Render(la.Msg), ForClan: v.GM && la.Clan != ""}
		out = append(out, build(b, la, f)...)
	}
	return out
}

// formBuilder turns legal actions into forms; noteLinked: the panel
// already links to the diplomacy tab.
type formBuilder struct {
	l          views.Lang
	id         int64
	st         *campaign.State
	mode       panelMode
	noteLinked bool
}

// formBuilders holds one builder per action kind a form is offered for;
// each returns the forms for one legal action (none, one or several),
// starting from f, the form every kind shares.
var formBuilders = map[campaign.ActionKind]func(b *formBuilder, la campaign.LegalAction, f ActForm) []ActForm{
	campaign.ActSetOption:    (*formBuilder).setOption,
	campaign.ActStart:        (*formBuilder).start,
	campaign.ActAdvance:      (*formBuilder).advance,
	campaign.ActTimer:        (*formBuilder).timer,
	campaign.ActBattleResult: (*formBuilder).battleResult,
	campaign.ActBattleDie:    (*formBuilder).battleResult, // the die is entered on the battles tab
	campaign.ActBattlefield:  (*formBuilder).battlefield,
	campaign.ActPenalty:      (*formBuilder).penalty,
	campaign.ActDraw:         (*formBuilder).draw,
	campaign.ActChooseCard:   (*formBuilder).chooseCard,
	campaign.ActNote:         (*formBuilder).diplomacy,
	campaign.ActDeclare:      (*formBuilder).diplomacy,
	campaign.ActRequest:      (*formBuilder).request,
	campaign.ActProclaim:     (*formBuilder).proclaim,
	campaign.ActStay:         (*formBuilder).stay,
	campaign.ActMove:         (*formBuilder).move,
	campaign.ActSend:         (*formBuilder).send,
	campaign.ActPlay:         (*formBuilder).play,
	campaign.ActNinjaAnswer:  (*formBuilder).ninjaAnswer,
	campaign.ActConfront:     (*formBuilder).confront,
	campaign.ActSiege:        (*formBuilder).siege,
	campaign.ActReroll:       (*formBuilder).reroll,
}

func (b *formBuilder) setOption(_ campaign.LegalAction, f ActForm) []ActForm {
	f.Link = fmt.Sprintf("/campaigns/%d/options", b.id)
	return []ActForm{f}
}

func (b *formBuilder) start(_ campaign.LegalAction, f ActForm) []ActForm {
	f.Buttons = []FormButton{{Label: b.l.T("act.start"), Primary: true}}
	f.Confirm = b.l.T("confirm.start")
	return []ActForm{f}
}

func (b *formBuilder) advance(_ campaign.LegalAction, f ActForm) []ActForm {
	f.Title = b.l.T("advance." + string(b.st.Phase))
	f.Buttons = []FormButton{{Label: b.l.T("act.advance"), Primary: true}}
	// The pages are made without the clock: a diplomacy timer started and
	// not stopped may still be running, and advancing would cut it (§6).
	if t := b.st.Timer; b.st.Phase == campaign.PhaseDiplomacy && !t.StartedAt.IsZero() && !t.Stopped {
		f.Confirm = b.l.T("confirm.closedip")
	}
	return []ActForm{f}
}

func (b *formBuilder) timer(la campaign.LegalAction, f ActForm) []ActForm {
	f, extend := timerForms(b.l, f, la)
	var out []ActForm
	if len(f.Buttons) > 0 {
		out = append(out, f)
	}
	return append(out, extend...)
}

func (b *formBuilder) battleResult(_ campaign.LegalAction, f ActForm) []ActForm {
	f.Link = fmt.Sprintf("/campaigns/%d/battles", b.id)
	return []ActForm{f}
}

func (b *formBuilder) battlefield(la campaign.LegalAction, f ActForm) []ActForm {
	l := b.l
	sel := FormSelect{Name: "choice", Label: l.T("battle.terrain")}
	// The rolled terrain is the one chosen as the form opens; any other
	// asks before it replaces it.
	current := string(battleAt(b.st, la.Province).Terrain)
	for _, t := range la.Choices {
		o := FormOption{Value: t, Label: l.T("terrain."+t) + " · " + l.N("battle.pieces", campaign.Terrain(t).DifficultPieces())}
		if t == current {
			o.Selected, o.Label = true, fmt.Sprintf(l.T("battle.terrain.current"), o.Label)
		} else if current != "" {
			o.Confirm = fmt.Sprintf(l.T("confirm.terrain"), l.T("terrain."+current), l.T("terrain."+t))
		}
		sel.Options = append(sel.Options, o)
	}
	f.Selects = []FormSelect{sel}
	f.Buttons = []FormButton{{Label: l.T("act.confirm")}}
	return []ActForm{f}
}

func (b *formBuilder) penalty(la campaign.LegalAction, f ActForm) []ActForm {
	l := b.l
	f.Closed = true
	f.Selects = []FormSelect{
		{Name: "target", Label: l.T("act.clan"), Options: clanOptions(la.Targets)},
		{Name: "choice", Label: l.T("penalty.kind"), Options: []FormOption{{Value: "elements", Label: l.T("penalty.elements")}, {Value: "exclude", Label: l.T("penalty.exclude")}}},
	}
	f.Numbers = []FormNumber{{Name: "count", Label: l.T("penalty.count"), Min: 0, Max: campaign.MaxArmy}}
	f.Buttons = []FormButton{{Label: l.T("act.confirm")}}
	return []ActForm{f}
}

func (b *formBuilder) draw(_ campaign.LegalAction, f ActForm) []ActForm {
	f.Buttons = []FormButton{{Label: b.l.T("act.draw"), Primary: true}}
	return []ActForm{f}
}

func (b *formBuilder) chooseCard(_ campaign.LegalAction, f ActForm) []ActForm {
	return []ActForm{chooseCardForm(b.l, b.st, f)}
}

// diplomacy builds the note and declaration forms on the diplomacy tab;
// the action panel shows one link to that tab instead.
func (b *formBuilder) diplomacy(la campaign.LegalAction, f ActForm) []ActForm {
	l := b.l
	if b.mode == modePanel {
		if b.noteLinked {
			return nil
		}
		b.noteLinked = true
		f.Title = l.T("act.diplomacy")
		f.Link = fmt.Sprintf("/campaigns/%d/diplomacy", b.id)
		return []ActForm{f}
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
	return []ActForm{f}
}

func (b *formBuilder) request(la campaign.LegalAction, f ActForm) []ActForm {
	f.Selects = []FormSelect{{Name: "target", Label: b.l.T("act.askwho"), Options: clanOptions(la.Targets)}}
	f.Buttons = []FormButton{{Label: b.l.T("act.request")}}
	return []ActForm{f}
}

func (b *formBuilder) proclaim(la campaign.LegalAction, f ActForm) []ActForm {
	if len(la.Cards) > 0 {
		f.Card = la.Cards[0]
	}
	f.Info = append(f.Info, fmt.Sprintf(b.l.T("shogun.proclaimhelp"), b.st.Options.ShogunateTurns, shogunatePenalty))
	f.Buttons = []FormButton{{Label: b.l.T("act.proclaim"), Primary: true}}
	return []ActForm{f}
}

func (b *formBuilder) stay(_ campaign.LegalAction, f ActForm) []ActForm {
	f.Buttons = []FormButton{{Label: b.l.T("act.stay")}}
	f.Confirm = b.l.T("confirm.stay")
	return []ActForm{f}
}

func (b *formBuilder) move(la campaign.LegalAction, f ActForm) []ActForm {
	return []ActForm{moveForm(b.l, b.st, la, f)}
}

// send offers the elements of the army but its General to the clans that
// asked for a contingent; with no request there is nothing to send.
func (b *formBuilder) send(la campaign.LegalAction, f ActForm) []ActForm {
	l := b.l
	if len(la.Targets) == 0 {
		return nil
	}
	f.Selects = []FormSelect{{Name: "target", Label: l.T("act.sendto"), Options: clanOptions(la.Targets)}}
	chk := FormChecks{Name: "elements", Label: l.T("act.elements")}
	if cs := b.st.Clan(la.Clan); cs != nil {
		for i, e := range cs.Army.Elements {
			if !e.General {
				chk.Options = append(chk.Options, FormOption{Value: strconv.Itoa(i), Label: ElementLabel(l, e)})
			}
		}
	}
	f.Checks = []FormChecks{chk}
	f.Buttons = []FormButton{{Label: l.T("act.send")}}
	return []ActForm{f}
}

func (b *formBuilder) play(la campaign.LegalAction, f ActForm) []ActForm {
	return playForms(b.l, b.st, la, f)
}

func (b *formBuilder) ninjaAnswer(la campaign.LegalAction, f ActForm) []ActForm {
	l := b.l
	for _, c := range la.Cards {
		f.Buttons = append(f.Buttons, FormButton{Name: "card", Value: c, Label: l.T("act.play") + " " + CardName(l, c), Primary: true})
	}
	f.Buttons = append(f.Buttons, FormButton{Name: "card", Value: "", Label: l.T("act.ninja.accept")})
	return []ActForm{f}
}

func (b *formBuilder) confront(la campaign.LegalAction, f ActForm) []ActForm {
	l := b.l
	for _, ch := range la.Choices {
		f.Buttons = append(f.Buttons, FormButton{Name: "choice", Value: ch, Label: l.T("confront." + ch), Primary: ch == campaign.ChooseFight})
	}
	for _, u := range la.Unavailable {
		f.Buttons = append(f.Buttons, FormButton{Name: "choice", Value: u.Choice, Label: l.T("confront." + u.Choice), Why: l.Render(u.Msg)})
	}
	if cf := findConfrontation(b.st, la.Province); cf != nil {
		f.Info = append(f.Info, fmt.Sprintf("%s %s · %s %s", l.T("battle.attacker"), cf.Attacker, l.T("battle.defender"), cf.Defender))
	}
	return []ActForm{f}
}

func (b *formBuilder) siege(la campaign.LegalAction, f ActForm) []ActForm {
	return []ActForm{siegeForm(b.l, b.st, la, f)}
}

func (b *formBuilder) reroll(la campaign.LegalAction, f ActForm) []ActForm {
	l := b.l
	if sg := openSiege(b.st, la.Province); sg.Status == campaign.SiegeAwaitingReroll {
		// Only the game master is offered this: the re-roll made at
		// the table after DIVINE INTERVENTION.
		f.Dice = 1
		f.Buttons = []FormButton{{Label: l.T("siege.enterdie"), Primary: true}}
		return []ActForm{f}
	}
	for _, c := range la.Cards {
		f.Buttons = append(f.Buttons, FormButton{Name: "card", Value: c, Label: l.T("act.play") + " " + CardName(l, c), Primary: true})
	}
	f.Buttons = append(f.Buttons, FormButton{Name: "choice", Value: "accept", Label: l.T("act.accept")})
	if b.st.Options.TableDice && len(la.Cards) > 0 {
		f.Info = append(f.Info, l.T("siege.tablehelp"))
	}
	return []ActForm{f}
}

func findConfrontation(st *campaign.State, province int) *campaign.Confrontation {
	for i := range st.Confrontations {
		if st.Confrontations[i].Province == province && !st.Confrontations[i].Done {
			return &st.Confrontations[i]
		}
	}
	return nil
}

func chooseCardForm(l views.Lang, st *campaign.State, f ActForm) ActForm {
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

func replacementSelect(l views.Lang, opts []string, i int) FormSelect {
	sel := FormSelect{Name: "choices", Label: l.T("act.replace") + " " + strconv.Itoa(i+1)}
	for j, o := range opts {
		t, gen := strings.CutSuffix(o, "+general")
		label := views.ElementName(l, campaign.ElementType(t))
		if gen {
			label += " · " + l.T("campaign.general")
		}
		sel.Options = append(sel.Options, FormOption{Value: o, Label: label, Selected: j == 0})
	}
	return sel
}

func moveForm(l views.Lang, st *campaign.State, la campaign.LegalAction, f ActForm) ActForm {
	sel := FormSelect{Name: "province", Label: l.T("act.destination")}
	// No destination is preselected: a careless tap must not send the army
	// into the first province of the list.
	sel.Blank, sel.Required = l.T("move.choose"), true
	for _, d := range la.Destinations {
		if d.Legal {
			sel.Options = append(sel.Options, moveOption(l, st, la.Clan, d))
		} else {
			f.Details = append(f.Details, strconv.Itoa(d.Province)+" "+d.Name+": "+l.Render(d.Why))
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
func moveOption(l views.Lang, st *campaign.State, mover campaign.Clan, d campaign.Destination) FormOption {
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

func playForms(l views.Lang, st *campaign.State, la campaign.LegalAction, base ActForm) []ActForm {
	var out []ActForm
	for _, card := range la.Cards {
		f := base
		f.Card = card
		f.Title = l.T("act.play") + " " + CardName(l, card)
		f.Info = []string{CardEffect(l, card)}
		f.Buttons = []FormButton{{Label: l.T("act.play"), Primary: true}}
		if f.ForClan {
			// The game master plays a clan's card: it leaves that hand.
			f.Confirm = fmt.Sprintf(l.T("confirm.playfor"), CardName(l, card), f.Clan)
		}
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
func SiegeOdds(l views.Lang, st *campaign.State, sg campaign.Siege, merchants int, divine bool) string {
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
func timerForms(l views.Lang, f ActForm, la campaign.LegalAction) (ActForm, []ActForm) {
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

// battleAt is the battle still to fight in province, or a zero Battle.
func battleAt(st *campaign.State, province int) campaign.Battle {
	for _, bt := range st.Battles {
		if bt.Province == province && !bt.Done {
			return bt
		}
	}
	return campaign.Battle{}
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

func siegeForm(l views.Lang, st *campaign.State, la campaign.LegalAction, f ActForm) ActForm {
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

func hasSelect(f ActForm, name string) bool {
	for _, s := range f.Selects {
		if s.Name == name {
			return true
		}
	}
	return false
}
