package campaign

import (
	"fmt"
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
func (l *clanMenu) yours(en, it, enGM, itGM string) (string, string) {
	if l.gm {
		return fmt.Sprintf(enGM, l.c), fmt.Sprintf(itGM, l.c)
	}
	return en, it
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
		l.add(LegalAction{Kind: ActNinjaAnswer, Cards: l.cardsOf(EvBodyguard), EN: "Answer the NINJA: play BODYGUARD or accept.", IT: "Rispondi al NINJA: gioca GUARDIA DEL CORPO o accetta."})
	}
}

func (l *clanMenu) pendingChoice() {
	p := l.s.Pending
	if p.Clan != l.c {
		return
	}
	la := LegalAction{Kind: ActChooseCard, Choices: p.Options}
	la.EN, la.IT = l.yours("Choose how to apply your card.", "Scegli come applicare la tua carta.", "Choose how to apply %s's card.", "Scegli come applicare la carta di %s.")
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
		la.EN, la.IT = l.yours("Draw your event card.", "Pesca la tua carta evento.", "Draw %s's event card.", "Pesca la carta evento di %s.")
		l.add(la)
	}
}

func (l *clanMenu) diplomacy() {
	s := l.s
	if s.Timer.Running(l.now) {
		l.add(LegalAction{Kind: ActNote, Targets: l.others(), EN: "Pass a note.", IT: "Passa un biglietto."})
		l.add(LegalAction{Kind: ActDeclare, EN: "Make a public declaration.", IT: "Fai una dichiarazione pubblica."})
	}
	if s.Season != Winter {
		l.add(LegalAction{Kind: ActRequest, Targets: l.others(), EN: "Ask for an allied contingent.", IT: "Chiedi un contingente alleato."})
	}
	if card, ok, _ := s.CanProclaim(l.c); ok && s.Timer.Running(l.now) {
		l.add(LegalAction{Kind: ActProclaim, Cards: []string{card}, EN: "Proclaim the Shogunate.", IT: "Proclama lo Shogunato."})
	}
}

func (l *clanMenu) movement() {
	s, c := l.s, l.c
	if s.Mover() == c {
		l.add(LegalAction{Kind: ActStay, EN: "Stay.", IT: "Resta fermo."})
		if s.MoveRound == 2 || s.canMove(c) == nil {
			la := LegalAction{Kind: ActMove, Destinations: l.destinations(), Cards: l.cardsOf(EvForcedMarch)}
			la.EN, la.IT = l.yours("Move your army.", "Muovi il tuo esercito.", "Move %s's army.", "Muovi l'esercito di %s.")
			l.add(la)
		}
		if s.MoveRound != 2 && s.canSend(c) == nil {
			var to []Clan
			for _, r := range s.Requests {
				if r.To == c && s.active(r.From) {
					to = append(to, r.From)
				}
			}
			l.add(LegalAction{Kind: ActSend, Targets: to, EN: "Send an allied contingent (1–3 elements).", IT: "Invia un contingente alleato (1–3 elementi)."})
		}
	}
	l.add(LegalAction{Kind: ActRequest, Targets: l.others(), EN: "Ask for an allied contingent.", IT: "Chiedi un contingente alleato."})
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
		en, it := s.moveProblem(c, n, map[int]bool{n: true})
		p, _ := s.Map.Province(n)
		dests = append(dests, Destination{Province: n, Name: p.Name, Legal: en == "", EN: en, IT: it})
	}
	return dests
}

func (l *clanMenu) confrontations() {
	s := l.s
	for i := range s.Confrontations {
		cf := &s.Confrontations[i]
		if cf.Chooser() == l.c {
			la := LegalAction{Kind: ActConfront, Province: cf.Province, Choices: s.ConfrontationChoices(cf), Unavailable: s.confrontationUnavailable(cf),
				EN: fmt.Sprintf("Choose in %s.", s.provinceName(cf.Province)), IT: fmt.Sprintf("Scegli in %s.", s.provinceName(cf.Province))}
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
			EN: fmt.Sprintf("Enter the die rolled at the table for the siege of %s.", s.provinceName(sg.Province)),
			IT: fmt.Sprintf("Inserisci il dado tirato al tavolo per l'assedio di %s.", s.provinceName(sg.Province))})
		return
	case SiegeReroll:
		// Only a clan holding the card is told it may re-roll; the
		// list is its own (hidden hands, §5).
		la := LegalAction{Kind: ActReroll, Province: sg.Province, Cards: l.cardsOf(EvDivineIntervention), Choices: []string{"accept"}, Siege: &odds,
			EN: "Re-roll with DIVINE INTERVENTION or accept the failure.", IT: "Ritira con INTERVENTO DIVINO o accetta il fallimento."}
		if len(la.Cards) == 0 {
			la.EN, la.IT = "The siege roll failed: accept the failure.", "Il tiro d'assedio è fallito: accetta il fallimento."
		}
		l.add(la)
		return
	}
	choices := []string{"roll"}
	if !sg.Defended {
		choices = append(choices, ChooseWithdraw)
	}
	l.add(LegalAction{Kind: ActSiege, Province: sg.Province, Choices: choices, Cards: l.cardsOf(EvMerchants), Fields: map[string]string{"cards": "cards"}, Siege: &odds,
		EN: fmt.Sprintf("Besiege %s.", s.provinceName(sg.Province)), IT: fmt.Sprintf("Assedia %s.", s.provinceName(sg.Province))})
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
		la.EN, la.IT = l.yours("Play a card in your battle.", "Gioca una carta nella tua battaglia.", "Play a card in %s's battle.", "Gioca una carta nella battaglia di %s.")
		l.add(la)
	}
	// C-41: DIVINE INTERVENTION on the river roll; with table dice
	// only the game master, who enters the die, is offered it.
	if cards := l.cardsOf(EvDivineIntervention); len(cards) > 0 && b.RiverRoll > 0 && !b.RiverRerolled && opts.DivineRerollsRiver && (l.gm || !opts.TableDice) {
		la := LegalAction{Kind: ActPlay, Province: b.Province, Cards: cards, Choices: []string{ChoiceRiver}, Fields: map[string]string{"choices": "choice"}}
		if opts.TableDice {
			la.Inputs = []string{"dice"}
		}
		la.EN, la.IT = l.yours("Re-roll the river roll with DIVINE INTERVENTION.", "Ritira il tiro del fiume con INTERVENTO DIVINO.",
			"Re-roll the river roll for %s with DIVINE INTERVENTION.", "Ritira il tiro del fiume per %s con INTERVENTO DIVINO.")
		l.add(la)
	}
	// Once, by the terrain placer; the game master has his own form,
	// so he is not offered a second one for the placer.
	if b.TerrainPlacer == l.c && !l.gm && !b.TerrainChosen && !b.AwaitsRoles() {
		l.add(LegalAction{Kind: ActBattlefield, Province: b.Province, Choices: []string{string(Plain), string(Hilly), string(Mountain)},
			EN: "Choose the battlefield type.", IT: "Scegli il tipo di campo di battaglia."})
	}
}

// anytimeCards are the cards a clan plays outside its battles.
func (l *clanMenu) anytimeCards() {
	s := l.s
	if cards := l.cardsOf(EvGreatHarvest); len(cards) > 0 {
		if opts, room := s.ReplacementOptions(l.c); room > 0 && len(opts) > 0 {
			l.add(LegalAction{Kind: ActPlay, Cards: cards, Choices: opts, Fields: map[string]string{"choices": "choices"}, Picks: s.replacementPicks(l.c, 2),
				EN: "Play GREAT HARVEST: replace 2 elements.", IT: "Gioca GRANDE RACCOLTO: rimpiazza 2 elementi."})
		}
	}
	if cards := l.cardsOf(EvAmbush); len(cards) > 0 && (s.Phase == PhaseDraw || s.Phase == PhaseDiplomacy || s.Phase == PhaseMovement) {
		l.add(LegalAction{Kind: ActPlay, Cards: cards, Targets: l.others(), EN: "Play AMBUSH on a clan's contingent.", IT: "Gioca IMBOSCATA sul contingente di un clan."})
	}
	if cards := l.cardsOf(EvNinja); len(cards) > 0 {
		l.add(LegalAction{Kind: ActPlay, Cards: cards, Targets: l.others(), EN: "Send the NINJA against a rival's Leader.", IT: "Manda il NINJA contro il Leader di un rivale."})
	}
}
