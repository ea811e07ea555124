package campaign

import (
	"sengoku/i18n"
	"time"
)

// clanLegal lists what c may do now; gm: the game master acting for c, who
// alone enters table dice.
func (s *State) clanLegal(c Clan, now time.Time, gm bool) []LegalAction {
	if s.Phase == PhaseSetup || s.Phase == PhaseEnded {
		return nil
	}
	l := &clanMenu{s: s, c: c, cs: s.Clan(c), now: now, gm: gm}
	// A NINJA's target answers and a card waiting for its choice is
	// chosen before anything else happens.
	if s.Ninja != nil {
		l.ninjaAnswer()
		return l.out
	}
	if s.Pending != nil {
		l.pendingChoice()
		return l.out
	}
	switch s.Phase {
	case PhaseDraw:
		l.draw()
	case PhaseDiplomacy:
		l.diplomacy()
	case PhaseMovement:
		l.movement()
	case PhaseEndOfMovement:
		l.confrontations()
	case PhaseSieges:
		l.sieges()
	}
	l.battleCards()
	l.anytimeCards()
	return l.out
}

// clanMenu gathers what one clan may do now, one method per phase.
type clanMenu struct {
	s   *State
	c   Clan
	cs  *ClanState
	now time.Time
	gm  bool
	out []LegalAction
}

func (l *clanMenu) add(la LegalAction) { la.Clan = l.c; l.out = append(l.out, la) }

// yours words a clan's own thing: "your" to its player, the clan's name
// to the game master acting for it (%s is the clan).
func (l *clanMenu) yours(key, keyGM string) i18n.Msg {
	if l.gm {
		return i18n.M(keyGM, l.c)
	}
	return i18n.M(key)
}

// others are the active clans but this one.
func (l *clanMenu) others() []Clan {
	var o []Clan
	for _, k := range l.s.ActiveClans() {
		if k != l.c {
			o = append(o, k)
		}
	}
	return o
}

// cardsOf lists the cards in the clan's hand with one of the events.
func (l *clanMenu) cardsOf(evs ...Event) []string {
	var o []string
	for _, h := range l.cs.Hand {
		k, _ := CardByID(h)
		for _, ev := range evs {
			if k.Event == ev {
				o = append(o, h)
			}
		}
	}
	return o
}

func (l *clanMenu) ninjaAnswer() {
	if l.s.Ninja.Target == l.c {
		l.add(LegalAction{Kind: ActNinjaAnswer, Cards: l.cardsOf(EvBodyguard), Msg: i18n.M("campaign.legal.ninja-answer")})
	}
}

func (l *clanMenu) pendingChoice() {
	p := l.s.Pending
	if p.Clan != l.c {
		return
	}
	la := LegalAction{Kind: ActChooseCard, Choices: p.Options}
	la.Msg = l.yours("campaign.choose-how-apply-your-card", "campaign.choose-how-apply-your-card-gm")
	switch p.Kind {
	case "province":
		la.Fields = map[string]string{"choices": "province"}
	case "replacement":
		la.Fields, la.Picks = map[string]string{"choices": "choices"}, p.Picks
	}
	l.add(la)
}

func (l *clanMenu) draw() {
	if l.s.NextDrawer() == l.c {
		la := LegalAction{Kind: ActDraw}
		la.Msg = l.yours("campaign.draw-your-event-card", "campaign.draw-your-event-card-gm")
		l.add(la)
	}
}

func (l *clanMenu) diplomacy() {
	s := l.s
	if s.Timer.Running(l.now) {
		l.add(LegalAction{Kind: ActNote, Targets: l.others(), Msg: i18n.M("campaign.legal.note")})
		l.add(LegalAction{Kind: ActDeclare, Msg: i18n.M("campaign.legal.declare")})
	}
	if s.Season != Winter {
		l.add(LegalAction{Kind: ActRequest, Targets: l.others(), Msg: i18n.M("campaign.legal.request")})
	}
	if card, ok, _ := s.CanProclaim(l.c); ok && s.Timer.Running(l.now) {
		l.add(LegalAction{Kind: ActProclaim, Cards: []string{card}, Msg: i18n.M("campaign.legal.proclaim")})
	}
}

func (l *clanMenu) movement() {
	s, c := l.s, l.c
	if s.Mover() == c {
		l.add(LegalAction{Kind: ActStay, Msg: i18n.M("campaign.legal.stay")})
		if s.MoveRound == 2 || s.canMove(c) == nil {
			la := LegalAction{Kind: ActMove, Destinations: l.destinations(), Cards: l.cardsOf(EvForcedMarch)}
			la.Msg = l.yours("campaign.move-your-army", "campaign.move-your-army-gm")
			l.add(la)
		}
		if s.MoveRound != 2 && s.canSend(c) == nil {
			var to []Clan
			for _, r := range s.Requests {
				if r.To == c && s.active(r.From) {
					to = append(to, r.From)
				}
			}
			l.add(LegalAction{Kind: ActSend, Targets: to, Msg: i18n.M("campaign.legal.send")})
		}
	}
	l.add(LegalAction{Kind: ActRequest, Targets: l.others(), Msg: i18n.M("campaign.legal.request")})
}

// destinations are where the army may move: in the second round, every
// neighbour, each with the reason it is closed, if it is.
func (l *clanMenu) destinations() []Destination {
	s, c := l.s, l.c
	if s.MoveRound != 2 {
		return s.Destinations(c)
	}
	var dests []Destination
	for _, n := range s.Map.Neighbours(l.cs.Army.Location) {
		why := s.moveProblem(c, n, map[int]bool{n: true})
		p, _ := s.Map.Province(n)
		dests = append(dests, Destination{Province: n, Name: p.Name, Legal: why.IsZero(), Why: why})
	}
	return dests
}

func (l *clanMenu) confrontations() {
	s := l.s
	for i := range s.Confrontations {
		cf := &s.Confrontations[i]
		if cf.Chooser() == l.c {
			la := LegalAction{Kind: ActConfront, Province: cf.Province, Choices: s.ConfrontationChoices(cf), Unavailable: s.confrontationUnavailable(cf),
				Msg: i18n.M("campaign.legal.confront", s.provinceName(cf.Province))}
			if contains(la.Choices, ChooseSiege) {
				odds := s.siegeOdds(cf.Province, true)
				la.Siege = &odds
			}
			l.add(la)
		}
	}
}

func (l *clanMenu) sieges() {
	for i := range l.s.Sieges {
		sg := &l.s.Sieges[i]
		if !sg.Done && sg.Besieger == l.c {
			l.siege(sg)
		}
	}
}

// siege offers what the besieger does next in one siege.
func (l *clanMenu) siege(sg *Siege) {
	s := l.s
	odds := s.OddsOf(sg)
	switch sg.Status {
	case SiegeAwaitingDie, SiegeAwaitingReroll:
		if !l.gm {
			return
		}
		kind := ActSiege
		if sg.Status == SiegeAwaitingReroll {
			kind = ActReroll
		}
		l.add(LegalAction{Kind: kind, Province: sg.Province, Inputs: []string{"dice"}, Siege: &odds,
			Msg: i18n.M("campaign.legal.siege-die", s.provinceName(sg.Province))})
		return
	case SiegeReroll:
		// Only a clan holding the card is told it may re-roll; the
		// list is its own (hidden hands, §5).
		la := LegalAction{Kind: ActReroll, Province: sg.Province, Cards: l.cardsOf(EvDivineIntervention), Choices: []string{"accept"}, Siege: &odds,
			Msg: i18n.M("campaign.legal.siege-reroll")}
		if len(la.Cards) == 0 {
			la.Msg = i18n.M("campaign.legal.siege-failed")
		}
		l.add(la)
		return
	}
	choices := []string{"roll"}
	if !sg.Defended {
		choices = append(choices, ChooseWithdraw)
	}
	l.add(LegalAction{Kind: ActSiege, Province: sg.Province, Choices: choices, Cards: l.cardsOf(EvMerchants), Fields: map[string]string{"cards": "cards"}, Siege: &odds,
		Msg: i18n.M("campaign.legal.besiege", s.provinceName(sg.Province))})
}

// battleCards: "when you want" cards whose moment has come in the clan's
// battles.
func (l *clanMenu) battleCards() {
	for _, b := range l.s.Battles {
		if !b.Done && (b.Attacker == l.c || b.Defender == l.c) {
			l.battle(b)
		}
	}
}

func (l *clanMenu) battle(b Battle) {
	opts := l.s.Options
	if cards := l.cardsOf(EvMorale, EvReconnaissance, EvCharisma, EvDivineIntervention); len(cards) > 0 {
		la := LegalAction{Kind: ActPlay, Province: b.Province, Cards: cards}
		la.Msg = l.yours("campaign.play-card-your-battle", "campaign.play-card-your-battle-gm")
		l.add(la)
	}
	// C-41: DIVINE INTERVENTION on the river roll; with table dice
	// only the game master, who enters the die, is offered it.
	if cards := l.cardsOf(EvDivineIntervention); len(cards) > 0 && b.RiverRoll > 0 && !b.RiverRerolled && opts.DivineRerollsRiver && (l.gm || !opts.TableDice) {
		la := LegalAction{Kind: ActPlay, Province: b.Province, Cards: cards, Choices: []string{ChoiceRiver}, Fields: map[string]string{"choices": "choice"}}
		if opts.TableDice {
			la.Inputs = []string{"dice"}
		}
		la.Msg = l.yours("campaign.re-roll-river-roll-with", "campaign.re-roll-river-roll-with-gm")
		l.add(la)
	}
	// Once, by the terrain placer; the game master has his own form,
	// so he is not offered a second one for the placer.
	if b.TerrainPlacer == l.c && !l.gm && !b.TerrainChosen && !b.AwaitsRoles() {
		l.add(LegalAction{Kind: ActBattlefield, Province: b.Province, Choices: []string{string(Plain), string(Hilly), string(Mountain)},
			Msg: i18n.M("campaign.legal.battlefield")})
	}
}

// anytimeCards are the cards a clan plays outside its battles.
func (l *clanMenu) anytimeCards() {
	s := l.s
	if cards := l.cardsOf(EvGreatHarvest); len(cards) > 0 {
		if opts, room := s.ReplacementOptions(l.c); room > 0 && len(opts) > 0 {
			l.add(LegalAction{Kind: ActPlay, Cards: cards, Choices: opts, Fields: map[string]string{"choices": "choices"}, Picks: s.replacementPicks(l.c, 2),
				Msg: i18n.M("campaign.legal.great-harvest")})
		}
	}
	if cards := l.cardsOf(EvAmbush); len(cards) > 0 && (s.Phase == PhaseDraw || s.Phase == PhaseDiplomacy || s.Phase == PhaseMovement) {
		l.add(LegalAction{Kind: ActPlay, Cards: cards, Targets: l.others(), Msg: i18n.M("campaign.legal.ambush")})
	}
	if cards := l.cardsOf(EvNinja); len(cards) > 0 {
		l.add(LegalAction{Kind: ActPlay, Cards: cards, Targets: l.others(), Msg: i18n.M("campaign.legal.ninja")})
	}
}
