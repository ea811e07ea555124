package campaign

import (
	"sengoku/i18n"
	"strconv"
	"strings"
)

// CardChoice is an "immediately" card whose effect needs its drawer's
// choice before play goes on (§5).
type CardChoice struct {
	Clan    Clan     `json:"clan"`
	Card    string   `json:"card"`
	Event   Event    `json:"event"`
	Kind    string   `json:"kind"`    // province | element | replacement
	Options []string `json:"options"` // province ids, element indexes or element types
	Picks   int      `json:"picks"`   // how many choices (GREAT HARVEST: up to 2)
}

// NinjaAttack is a NINJA card played against Target, waiting for its answer
// (C-27).
type NinjaAttack struct {
	From   Clan   `json:"from"`
	Target Clan   `json:"target"`
	Card   string `json:"card"`
	// Counts is whether the current season counts (the target had not
	// moved yet when it was played).
	Counts bool `json:"counts"`
}

// draw gives clan c this season's card (§5).
func (e *engine) draw(c Clan) error {
	s := e.s
	if s.Phase != PhaseDraw {
		return refuse(ErrNotNow, "kind", "campaign.cards-are-drawn-at-start")
	}
	if s.Pending != nil {
		return refuse(ErrNotNow, "kind", "campaign.must-first-resolve-its-card", s.Pending.Clan)
	}
	if s.Ninja != nil {
		return refuse(ErrNotNow, "kind", "campaign.must-first-answer-ninja", s.Ninja.Target)
	}
	if next := s.NextDrawer(); next != c {
		if next == "" {
			return refuse(ErrNotNow, "kind", "campaign.every-player-has-drawn-this")
		}
		return refuse(ErrNotNow, "kind", "campaign.turn-draw", next)
	}
	s.Clan(c).Turn.Drawn = true
	id, ok := e.popCard()
	if !ok {
		e.say("draw", "campaign.cannot-draw-deck-spent", c)
		return nil
	}
	card, _ := CardByID(id)
	name := cardName(id)
	if card.Timing == WhenYouWant {
		cs := s.Clan(c)
		cs.Hand = append(cs.Hand, id)
		e.say("draw", "campaign.draws-card-keeps", c)
		e.whisper(c, "hand", "campaign.you-draw", name, Events[card.Event].Effect)
		return nil
	}
	s.Deck.Table = append(s.Deck.Table, id)
	e.say("draw", "campaign.draws", c, name)
	e.immediate(c, card)
	return nil
}

// popCard takes the top card, reshuffling the removed cards into a second
// pass when the first runs out, and marking the deck finished when the
// second does (§5, C-26).
func (e *engine) popCard() (string, bool) {
	d := &e.s.Deck
	if len(d.DrawPile) == 0 {
		if d.Pass >= 2 || len(d.Removed) == 0 {
			return "", false
		}
		perm := e.shuffle(len(d.Removed), PurposeReshuffle)
		pile := make([]string, len(perm))
		for i, j := range perm {
			pile[i] = d.Removed[j]
		}
		d.DrawPile, d.Removed = pile, nil
		d.Pass = 2
		e.say("deck", "campaign.deck-has-run-out-removed")
	}
	id := d.DrawPile[0]
	d.DrawPile = d.DrawPile[1:]
	if len(d.DrawPile) == 0 && d.Pass >= 2 && !d.Finished {
		d.Finished = true
		if e.s.Options.EndTiming == EndOfSeasonOpt {
			e.say("deck", "campaign.deck-used-twice-ends-this-season")
		} else {
			e.say("deck", "campaign.deck-used-twice-ends-after-winter")
		}
	}
	return id, true
}

// immediate applies an "immediately" card drawn by c (§5, C-11, C-12, C-35).
func (e *engine) immediate(c Clan, card EventCard) {
	s := e.s
	cs := s.Clan(c)
	owner := s.Options.LossChoice == LossOwner
	switch card.Event {
	case EvFortress:
		sites := s.FortressSites(c)
		switch len(sites) {
		case 0:
			e.say("card", "campaign.has-no-province-where-fortress", c)
		case 1:
			e.buildFortress(c, sites[0])
		default:
			e.pend(c, card, "province", intsToStrings(sites), 1)
		}
	case EvSupplies:
		e.startReplacement(c, card, 1)
	case EvGreatHarvest:
		e.startReplacement(c, card, 2)
	case EvBadWeather:
		if s.Season == Winter {
			e.say("card", "campaign.bad-weather-winter-has-no")
			return
		}
		cs.Turn.BadWeather = true
		e.say("card", "campaign.army-cannot-move-this-season", c)
	case EvRevolt, EvTreason:
		e.startLoss(c, card, owner)
	case EvFamine:
		e.startLoss(c, card, true)
	case EvEarthquake:
		e.startRaze(c, card, owner)
	case EvTsunami:
		e.startRaze(c, card, true)
	case EvSpy:
		cs.SpyUpTo = s.NoteCount
		e.say("card", "campaign.reads-every-note-box", c)
	}
}

func (e *engine) pend(c Clan, card EventCard, kind string, options []string, picks int) {
	e.s.Pending = &CardChoice{Clan: c, Card: card.ID, Event: card.Event, Kind: kind, Options: options, Picks: picks}
	e.say("card", "campaign.must-choose-how-apply-card", c)
}

// FortressSites lists where c may build a Fortress: its own provinces,
// never Kyoto, one Fortress per province (C-35).
func (s *State) FortressSites(c Clan) []int {
	var out []int
	k := s.Map.KyotoID()
	for _, p := range s.Provinces {
		if p.Owner == c && c != Neutral && !p.Fortress && p.ID != k {
			out = append(out, p.ID)
		}
	}
	return out
}

func (s *State) fortressesOf(c Clan) []int {
	var out []int
	for _, p := range s.Provinces {
		if p.Owner == c && c != Neutral && p.Fortress {
			out = append(out, p.ID)
		}
	}
	return out
}

func (e *engine) buildFortress(c Clan, id int) {
	p := e.s.province(id)
	p.Fortress = true
	p.SiegeLast, p.SiegeChain, p.SiegeCount = 0, 0, 0
	e.say("fortress", "campaign.builds-fortress", c, e.s.provinceName(id))
	e.score(c, 5, "fortress-built", "campaign.fortress-built", e.s.provinceName(id))
}

func (e *engine) razeFortress(c Clan, id int) {
	p := e.s.province(id)
	p.Fortress = false
	p.SiegeLast, p.SiegeChain, p.SiegeCount = 0, 0, 0
	e.say("fortress", "campaign.fortress-destroyed", c, e.s.provinceName(id))
}

func (e *engine) startRaze(c Clan, card EventCard, ownerChooses bool) {
	forts := e.s.fortressesOf(c)
	switch {
	case len(forts) == 0:
		e.say("card", "campaign.has-no-fortress-no-effect", c)
	case len(forts) == 1:
		e.razeFortress(c, forts[0])
	case ownerChooses:
		e.pend(c, card, "province", intsToStrings(forts), 1)
	default:
		e.razeFortress(c, forts[e.die(len(forts), Events[EvEarthquake].Name.Key)-1])
	}
}

// startLoss removes one element: chosen by the owner, or at random but never
// the General's element while another remains (C-11).
func (e *engine) startLoss(c Clan, card EventCard, ownerChooses bool) {
	cs := e.s.Clan(c)
	n := len(cs.Army.Elements)
	if n == 0 {
		e.say("card", "campaign.army-has-no-element-lose", c)
		return
	}
	if ownerChooses && n > 1 {
		var opts []string
		for i := range cs.Army.Elements {
			opts = append(opts, strconv.Itoa(i))
		}
		e.pend(c, card, "element", opts, 1)
		return
	}
	var eligible []int
	for i, el := range cs.Army.Elements {
		if !el.General || n == 1 {
			eligible = append(eligible, i)
		}
	}
	idx := eligible[0]
	if len(eligible) > 1 {
		idx = eligible[e.die(len(eligible), Events[card.Event].Name.Key)-1]
	}
	e.loseElement(c, idx)
}

func (e *engine) loseElement(c Clan, idx int) {
	cs := e.s.Clan(c)
	el := cs.Army.Elements[idx]
	cs.Army.Elements = append(cs.Army.Elements[:idx:idx], cs.Army.Elements[idx+1:]...)
	if el.General {
		e.say("loss", "campaign.loses-its-general-element", c, el.Type.Name())
	} else {
		e.say("loss", "campaign.loses-one-element", c, el.Type.Name())
	}
}

// ReplacementOptions lists what a replacement can bring back to c's army:
// a type previously lost, up to the starting count; "<type>+general" restores
// the lost General's element (C-12). Room is how many elements fit under 12,
// counting those away in contingents.
func (s *State) ReplacementOptions(c Clan) (options []string, room int) {
	cs := s.Clan(c)
	if cs == nil {
		return nil, 0
	}
	lost := s.lostTypes(c)
	size := len(cs.Army.Elements)
	for _, k := range s.Contingents {
		if k.From == c {
			size += len(k.Elements)
		}
	}
	room = max(0, MaxArmy-size)
	var genType ElementType
	for _, el := range cs.StartingArmy {
		if el.General {
			genType = el.Type
		}
	}
	for _, t := range ElementTypes {
		if lost[t] > 0 {
			options = append(options, string(t))
			if t == genType && !cs.Army.HasGeneral() {
				options = append(options, string(t)+"+general")
			}
		}
	}
	return options, room
}

// replacementPicks is how many of n replacements c's army can take: no
// more than it lost, never above 12 (§3, C-12).
func (s *State) replacementPicks(c Clan, n int) int {
	_, room := s.ReplacementOptions(c)
	total := 0
	for _, v := range s.lostTypes(c) {
		total += max(0, v)
	}
	return min(n, room, total)
}

func (s *State) lostTypes(c Clan) map[ElementType]int {
	cs := s.Clan(c)
	lost := map[ElementType]int{}
	for _, el := range cs.StartingArmy {
		lost[el.Type]++
	}
	for _, el := range cs.Army.Elements {
		lost[el.Type]--
	}
	for _, k := range s.Contingents {
		if k.From == c {
			for _, el := range k.Elements {
				lost[el.Type]--
			}
		}
	}
	return lost
}

func (e *engine) startReplacement(c Clan, card EventCard, n int) {
	opts, _ := e.s.ReplacementOptions(c)
	picks := e.s.replacementPicks(c, n)
	if picks == 0 {
		e.say("card", "campaign.has-nothing-replace-no-effect", c)
		return
	}
	if len(opts) == 1 {
		choices := make([]string, picks)
		for i := range choices {
			choices[i] = opts[0]
		}
		e.replace(c, choices)
		return
	}
	e.pend(c, card, "replacement", opts, picks)
}

// checkReplacement validates the chosen types against what was lost.
func (s *State) checkReplacement(c Clan, choices []string, picks int) error {
	if len(choices) != picks {
		return invalid("choices", "campaign.choose-replace", counted(picks, nElements))
	}
	opts, room := s.ReplacementOptions(c)
	if len(choices) > room {
		return invalid("choices", "campaign.army-cannot-go-above-12")
	}
	lost := s.lostTypes(c)
	generals := 0
	for _, ch := range choices {
		if !contains(opts, ch) {
			var lostNames []i18n.Msg
			for _, o := range opts {
				lostNames = append(lostNames, replacementName(o))
			}
			return invalid("choices", "campaign.cannot-replaced-only-types-lost", replacementName(ch), words(lostNames))
		}
		t, gen := strings.CutSuffix(ch, "+general")
		if gen {
			generals++
		}
		lost[ElementType(t)]--
		if lost[ElementType(t)] < 0 {
			return invalid("choices", "campaign.not-that-many-elements-were", ElementType(t).Name())
		}
	}
	if generals > 1 {
		return invalid("choices", "campaign.there-only-one-general")
	}
	return nil
}

func (e *engine) replace(c Clan, choices []string) {
	cs := e.s.Clan(c)
	for _, ch := range choices {
		t, gen := strings.CutSuffix(ch, "+general")
		cs.Army.Elements = append(cs.Army.Elements, Element{Type: ElementType(t), General: gen})
		e.say("replace", "campaign.replaces-one-element", c, replacementName(ch))
	}
}

// chooseCard resolves the pending card with the drawer's choice.
func (e *engine) chooseCard(c Clan) error {
	s, a := e.s, e.a
	p := s.Pending
	if p == nil || p.Clan != c {
		return refuse(ErrNotNow, "kind", "campaign.has-no-card-waiting-choice", c)
	}
	switch p.Kind {
	case "province":
		if !contains(p.Options, strconv.Itoa(a.Province)) {
			return invalid("province", "campaign.choose-one-these-provinces", strings.Join(p.Options, ", "))
		}
		if p.Event == EvFortress {
			e.buildFortress(c, a.Province)
		} else {
			e.razeFortress(c, a.Province)
		}
	case "element":
		if !contains(p.Options, a.Choice) {
			return invalid("choice", "campaign.choose-which-element-lose")
		}
		idx, _ := strconv.Atoi(a.Choice)
		e.loseElement(c, idx)
	case "replacement":
		if err := s.checkReplacement(c, a.Choices, p.Picks); err != nil {
			return err
		}
		e.replace(c, a.Choices)
	}
	s.Pending = nil
	return nil
}

func (e *engine) hasCard(c Clan, id string) bool {
	return contains(e.s.Clan(c).Hand, id)
}

// discard takes card id out of c's hand and out of play (§5).
func (e *engine) discard(c Clan, id string) {
	cs := e.s.Clan(c)
	for i, h := range cs.Hand {
		if h == id {
			cs.Hand = append(cs.Hand[:i:i], cs.Hand[i+1:]...)
			break
		}
	}
	e.s.Deck.Removed = append(e.s.Deck.Removed, id)
}

// handCard checks that c holds card id of event ev.
func (e *engine) handCard(c Clan, id string, evs ...Event) (EventCard, error) {
	card, ok := CardByID(id)
	if !ok || !e.hasCard(c, id) {
		if ok {
			return card, refuse(ErrNotFound, "card", "campaign.does-not-hold", c, cardName(id))
		}
		return card, refuse(ErrNotFound, "card", "campaign.there-no-card", id)
	}
	if len(evs) > 0 {
		for _, ev := range evs {
			if card.Event == ev {
				return card, nil
			}
		}
		return card, invalid("card", "campaign.card-not-here", cardName(id))
	}
	return card, nil
}

// play plays a "when you want" card whose moment is not a movement, a siege
// or a proclamation (those come with their own actions).
func (e *engine) play(c Clan) error {
	s, a := e.s, e.a
	card, err := e.handCard(c, a.Card)
	if err != nil {
		return err
	}
	name := cardName(card.ID)
	switch card.Event {
	case EvGreatHarvest:
		picks := s.replacementPicks(c, 2)
		if picks == 0 {
			return invalid("card", "campaign.your-army-has-nothing-replace")
		}
		if err := s.checkReplacement(c, a.Choices, picks); err != nil {
			return err
		}
		e.discard(c, card.ID)
		e.say("card", "campaign.plays", c, name)
		e.replace(c, a.Choices)
		return nil
	case EvMorale, EvReconnaissance, EvCharisma, EvDivineIntervention:
		return e.playBattleCard(c, card)
	case EvAmbush:
		return e.ambush(c, card)
	case EvNinja:
		return e.ninja(c, card)
	case EvForcedMarch:
		return invalid("card", "campaign.forced-march-played-with-your")
	case EvMerchants:
		return invalid("card", "campaign.portuguese-merchants-are-played-with")
	case EvMarriage:
		return invalid("card", "campaign.marriage-played-by-proclaiming-shogunate")
	case EvBodyguard:
		return invalid("card", "campaign.bodyguard-played-only-answer-ninja")
	}
	return invalid("card", "campaign.card-not-now", name)
}

// ambush stops target from sending a contingent this season, or cancels the
// one it has just sent (C-13).
func (e *engine) ambush(c Clan, card EventCard) error {
	s, a := e.s, e.a
	switch s.Phase {
	case PhaseDraw, PhaseDiplomacy, PhaseMovement:
	default:
		return refuse(ErrNotNow, "kind", "campaign.ambush-played-before-contingents-arrive")
	}
	if a.Target == c || !s.active(a.Target) {
		return invalid("target", "campaign.choose-another-player-clan-ambush")
	}
	e.discard(c, card.ID)
	t := s.Clan(a.Target)
	t.Turn.Ambushed = true
	for i, k := range s.Contingents {
		if k.From == a.Target {
			e.say("card", "campaign.plays-ambush-contingent-stopped-goes", c, a.Target, k.To)
			e.returnContingent(i)
			return nil
		}
	}
	e.say("card", "campaign.plays-ambush-cannot-send-contingent", c, a.Target)
	return nil
}

// ninja plays NINJA on target; the target answers with BODYGUARD or accepts
// (C-27, C-36).
func (e *engine) ninja(c Clan, card EventCard) error {
	s, a := e.s, e.a
	if s.Ninja != nil {
		return refuse(ErrNotNow, "card", "campaign.ninja-already-waiting-answer")
	}
	if a.Target == c || !s.active(a.Target) {
		return invalid("target", "campaign.choose-rival-clan-ninja")
	}
	t := s.Clan(a.Target)
	counts := s.Season != Winter && !t.Turn.Moved && (s.Phase == PhaseDraw || s.Phase == PhaseDiplomacy || s.Phase == PhaseMovement)
	if s.Season == Winter && s.Options.NinjaUnit == UnitSeason {
		counts = true
	}
	e.discard(c, card.ID)
	s.Ninja = &NinjaAttack{From: c, Target: a.Target, Card: card.ID, Counts: counts}
	e.say("card", "campaign.sends-ninja-against-leader", c, a.Target)
	return nil
}

func (e *engine) ninjaAnswer(c Clan) error {
	s, a := e.s, e.a
	n := s.Ninja
	if n == nil || n.Target != c {
		return refuse(ErrNotNow, "kind", "campaign.no-ninja-threatens", c)
	}
	if a.Card != "" {
		if _, err := e.handCard(c, a.Card, EvBodyguard); err != nil {
			return err
		}
		e.discard(c, a.Card)
		s.Ninja = nil
		e.say("card", "campaign.bodyguard-stops-ninja", c)
		return nil
	}
	cs := s.Clan(c)
	cs.NinjaLeft = 3
	cs.NinjaFrom = s.seasonIndex()
	if !n.Counts {
		cs.NinjaFrom++
	}
	s.Ninja = nil
	if !killLeader(&cs.Army) {
		e.say("card", "campaign.ninja-finds-no-leader-army", c)
		return nil
	}
	e.say("card", "campaign.ninja-kills-leader-his-element", c)
	return nil
}

// killLeader takes the General off his element, which stays in the army:
// NINJA "gli uccidi il suo Leader" (seed 004 l.563, C-27). It reports
// whether the army had a General.
func killLeader(a *Army) bool {
	for i := range a.Elements {
		if a.Elements[i].General {
			a.Elements[i].General = false
			return true
		}
	}
	return false
}

func intsToStrings(ids []int) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = strconv.Itoa(id)
	}
	return out
}
