package campaign

import (
	"encoding/json"
	"sengoku/i18n"
	"sengoku/tables"
)

// Destination is a province an army might move to, with why it may not.
type Destination struct {
	Province int    `json:"province"`
	Name     string `json:"name"`
	Legal    bool   `json:"legal"`
	// Why is the reason it is illegal (zero when legal); JSON flat beside
	// the fields (key, args, en, it), left out when legal.
	Why i18n.Msg `json:"-"`
}

type destinationJSON Destination

// MarshalJSON keeps the flat shape, the reason's words only when illegal.
func (d Destination) MarshalJSON() ([]byte, error) {
	if d.Why.IsZero() {
		return json.Marshal(destinationJSON(d))
	}
	return flatJSON(destinationJSON(d), d.Why)
}

// UnmarshalJSON reads a destination, old or new.
func (d *Destination) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, (*destinationJSON)(d)); err != nil {
		return err
	}
	if d.Legal {
		return nil
	}
	return d.Why.UnmarshalJSON(b)
}

// Contingent is an allied contingent: elements From sent to join To's army
// for this season's battle (§8.2). They come back after it.
type Contingent struct {
	From     Clan      `json:"from"`
	To       Clan      `json:"to"`
	Elements []Element `json:"elements"`
	Sent     int       `json:"sent"` // elements sent: the owner's +5/+10/+15 on a win (§13)
}

// kyotoOpen reports whether c's army may enter Kyoto: only while a Shogunate
// claim is active (§1, C-04).
func (s *State) kyotoOpen(c Clan) bool {
	if s.Shogunate == nil {
		return false
	}
	return s.Options.KyotoOpenTo != KyotoClaimantOnly || s.Shogunate.Claimant == c
}

// chain is the set of c's provinces linked to its Capital by a contiguous
// line of its own provinces (§8.1, C-38).
func (s *State) chain(c Clan) map[int]bool {
	cs := s.Clan(c)
	if cs == nil || cs.Capital == 0 {
		return map[int]bool{}
	}
	return s.Map.Component(cs.Capital, func(id int) bool { return s.Owner(id) == c })
}

// armiesOther counts the armies in id other than c's.
func (s *State) armiesOther(id int, c Clan) int {
	n := 0
	for _, k := range s.ArmiesIn(id) {
		if k != c {
			n++
		}
	}
	return n
}

// moveProblem says why c's army may not move to id, or returns "" (§8.1).
func (s *State) moveProblem(c Clan, id int, chain map[int]bool) i18n.Msg {
	cs := s.Clan(c)
	if _, ok := s.Map.Province(id); !ok {
		return i18n.M("campaign.move.no-province", id)
	}
	if id == cs.Army.Location {
		return i18n.M("campaign.move.already-there")
	}
	if id == s.Map.KyotoID() && !s.kyotoOpen(c) {
		if s.Shogunate != nil {
			return i18n.M("campaign.move.kyoto-claimant")
		}
		return i18n.M("campaign.move.kyoto-closed")
	}
	if !chain[id] {
		adj := false
		for _, n := range s.Map.Neighbours(id) {
			if chain[n] {
				adj = true
				break
			}
		}
		if s.Owner(id) == c && !adj {
			return i18n.M("campaign.move.cut-off")
		}
		if !adj {
			return i18n.M("campaign.move.not-adjacent")
		}
	}
	if s.armiesOther(id, c) >= 2 {
		return i18n.M("campaign.move.two-armies")
	}
	return i18n.Msg{}
}

// Destinations lists the provinces c's army might move to this season:
// every own province reachable from the Capital and every province adjacent
// to them, legal or not, with the reason (§8.1, C-38, C-04). Provinces
// further away are never legal.
func (s *State) Destinations(c Clan) []Destination {
	cs := s.Clan(c)
	if cs == nil {
		return nil
	}
	ch := s.chain(c)
	seen := map[int]bool{}
	var out []Destination
	for id := 1; id <= len(s.Provinces); id++ {
		cand := ch[id]
		if !cand {
			for _, n := range s.Map.Neighbours(id) {
				if ch[n] {
					cand = true
					break
				}
			}
		}
		if !cand || seen[id] || id == cs.Army.Location {
			continue
		}
		seen[id] = true
		why := s.moveProblem(c, id, ch)
		p, _ := s.Map.Province(id)
		out = append(out, Destination{Province: id, Name: p.Name, Legal: why.IsZero(), Why: why})
	}
	return out
}

// canMove says whether c's army may move at all this season.
func (s *State) canMove(c Clan) error {
	cs := s.Clan(c)
	switch {
	case cs == nil || cs.Status != Active:
		return invalid("clan", "campaign.not-game", c)
	case s.Season == Winter:
		return refuse(ErrNotNow, "kind", "campaign.no-movement-winter")
	case len(cs.Army.Elements) == 0:
		return refuse(ErrNotNow, "kind", "campaign.army-has-no-elements-cannot", c)
	case cs.Turn.BadWeather:
		return refuse(ErrNotNow, "kind", "campaign.bad-weather-army-cannot-move", c)
	case s.frozen(c):
		return refuse(ErrNotNow, "kind", "campaign.ninja-army-stays-its-capital", c)
	}
	return nil
}

// canSend says whether c may send a contingent at all this season (§8.2,
// C-13, C-27, C-32).
func (s *State) canSend(c Clan) error {
	if err := s.mightSend(c); err != nil {
		return err
	}
	for _, r := range s.Requests {
		if r.To == c && s.active(r.From) {
			return nil
		}
	}
	return refuse(ErrNotNow, "kind", "campaign.nobody-has-asked-contingent", c)
}

// mightSend is canSend without the requests, which are private (§8.2): it
// depends only on what everybody knows, so the movement turns it gives do
// not reveal who asked whom.
func (s *State) mightSend(c Clan) error {
	cs := s.Clan(c)
	switch {
	case cs == nil || cs.Status != Active:
		return invalid("clan", "campaign.not-game", c)
	case s.Season == Winter:
		return refuse(ErrNotNow, "kind", "campaign.no-contingents-winter")
	case cs.Turn.BadWeather && s.Options.BadWeatherBlocksContingent:
		return refuse(ErrNotNow, "kind", "campaign.bad-weather-also-stops-contingents")
	case s.frozen(c):
		return refuse(ErrNotNow, "kind", "campaign.ninja-cannot-send-contingents", c)
	case cs.Turn.Ambushed:
		return refuse(ErrNotNow, "kind", "campaign.ambush-cannot-send-its-contingent", c)
	}
	sendable := 0
	for _, el := range cs.Army.Elements {
		if !el.General {
			sendable++
		}
	}
	if sendable == 0 {
		return refuse(ErrNotNow, "kind", "campaign.has-no-element-send", c)
	}
	return nil
}

func (e *engine) checkMover(c Clan) error {
	s := e.s
	if s.Phase != PhaseMovement {
		return refuse(ErrNotNow, "kind", "campaign.not-movement-phase")
	}
	if s.Ninja != nil {
		return refuse(ErrNotNow, "kind", "campaign.must-first-answer-ninja", s.Ninja.Target)
	}
	if m := s.Mover(); m != c {
		if m == "" {
			return refuse(ErrNotNow, "kind", "campaign.every-player-has-declared-its")
		}
		return refuse(ErrNotNow, "kind", "campaign.turn-move", m)
	}
	return nil
}

func (e *engine) stay(c Clan) error {
	if err := e.checkMover(c); err != nil {
		return err
	}
	cs := e.s.Clan(c)
	if e.s.MoveRound == 2 {
		cs.Turn.SecondMove = false
		e.say("move", "campaign.does-not-use-its-second", c)
		return nil
	}
	cs.Turn.Moved, cs.Turn.Move = true, "stay"
	e.say("move", "campaign.stays", c)
	return nil
}

// move declares c's army's move, with FORCED MARCH if a.Card is one (§8.1,
// C-10).
func (e *engine) move(c Clan) error {
	s, a := e.s, e.a
	if err := e.checkMover(c); err != nil {
		return err
	}
	cs := s.Clan(c)
	if s.MoveRound == 2 {
		return e.secondRoundMove(c)
	}
	if err := s.canMove(c); err != nil {
		return err
	}
	forced := false
	if a.Card != "" {
		if _, err := e.handCard(c, a.Card, EvForcedMarch); err != nil {
			return err
		}
		forced = true
	}
	if a.Second != 0 && (!forced || s.Options.ForcedMarch != ForcedTwoSteps) {
		return invalid("second", "campaign.second-step-needs-forced-march")
	}
	if why := s.moveProblem(c, a.Province, s.chain(c)); !why.IsZero() {
		return tables.Invalid("province", "campaign.verbatim", why)
	}
	if forced {
		e.discard(c, a.Card)
		e.say("card", "campaign.plays-forced-march", c)
	}
	cs.Turn.Moved, cs.Turn.Move = true, "move"
	e.arrive(c, a.Province)
	if !forced {
		return nil
	}
	if s.Options.ForcedMarch == ForcedSecondRound {
		cs.Turn.SecondMove = true
		return nil
	}
	return e.secondStep(c)

}

// secondRoundMove is the move of C-10 secondRound: one step from where
// the army stands.
func (e *engine) secondRoundMove(c Clan) error {
	s, a := e.s, e.a
	cs := s.Clan(c)
	if !s.Map.Adjacent(cs.Army.Location, a.Province) {
		return invalid("province", "campaign.second-move-one-step-adjacent")
	}
	if why := s.moveProblem(c, a.Province, map[int]bool{a.Province: true}); !why.IsZero() {
		return tables.Invalid("province", "campaign.verbatim", why)
	}
	cs.Turn.SecondMove = false
	e.arrive(c, a.Province)
	return nil
}

// secondStep is FORCED MARCH's second step under C-10 twoSteps.
func (e *engine) secondStep(c Clan) error {
	s, a := e.s, e.a
	// C-10 twoSteps: a first step into a province with no other army and no
	// Fortress makes it friendly at once; otherwise the second step is lost.
	p := s.province(a.Province)
	free := s.armiesOther(a.Province, c) == 0 && !p.Fortress
	if !free {
		if a.Second != 0 {
			return invalid("second", "campaign.first-step-meets-army-fortress")
		}
		return nil
	}
	if p.Owner != c && a.Province != s.Map.KyotoID() {
		e.conquer(a.Province, c)
	}
	if a.Second == 0 {
		return nil
	}
	if why := s.moveProblem(c, a.Second, s.chain(c)); !why.IsZero() {
		return tables.Invalid("second", "campaign.move.second-step", why)
	}
	e.arrive(c, a.Second)
	return nil
}

func (e *engine) arrive(c Clan, id int) {
	s := e.s
	cs := s.Clan(c)
	cs.Army.Location = id
	s.Arrivals++
	cs.Turn.Arrival = s.Arrivals
	e.say("move", "campaign.army-moves", c, s.provinceName(id))
}

// send dispatches an allied contingent of 1–3 elements to a.Target, which
// asked for it; it counts as c's movement (§8.2, C-13).
func (e *engine) send(c Clan) error {
	s, a := e.s, e.a
	if err := e.checkMover(c); err != nil {
		return err
	}
	if s.MoveRound == 2 {
		return refuse(ErrNotNow, "kind", "campaign.contingents-are-sent-first-round")
	}
	if err := s.canSend(c); err != nil {
		return err
	}
	asked := false
	for _, r := range s.Requests {
		if r.From == a.Target && r.To == c {
			asked = true
		}
	}
	if !asked {
		return invalid("target", "campaign.has-not-asked-contingent", a.Target, c)
	}
	rc := s.Clan(a.Target)
	if rc == nil || rc.Status != Active || len(rc.Army.Elements) == 0 {
		return invalid("target", "campaign.has-no-army-join", a.Target)
	}
	n := len(a.Elements)
	if n < 1 || n > 3 {
		return invalid("elements", "campaign.contingent-has-1-2-3")
	}
	cs := s.Clan(c)
	seen := map[int]bool{}
	for _, i := range a.Elements {
		if i < 0 || i >= len(cs.Army.Elements) || seen[i] {
			return invalid("elements", "campaign.choose-distinct-elements-your-army")
		}
		if cs.Army.Elements[i].General {
			return invalid("elements", "campaign.general-element-stays-with-army")
		}
		seen[i] = true
	}
	allied := 0
	for _, k := range s.Contingents {
		if k.To == a.Target {
			allied += len(k.Elements)
		}
	}
	if allied+n > s.Options.MaxAllied {
		return invalid("elements", "campaign.allied-elements-with-one-army", s.Options.MaxAllied, allied)
	}
	var sent, kept []Element
	for i, el := range cs.Army.Elements {
		if seen[i] {
			sent = append(sent, el)
		} else {
			kept = append(kept, el)
		}
	}
	cs.Army.Elements = kept
	s.Contingents = append(s.Contingents, Contingent{From: c, To: a.Target, Elements: sent, Sent: n})
	cs.Turn.Moved, cs.Turn.Move = true, "contingent"
	e.say("contingent", "campaign.sends-contingent", c, counted(n, nElements), a.Target)
	return nil
}

// returnContingent sends contingent i home to its owner's army.
func (e *engine) returnContingent(i int) {
	s := e.s
	k := s.Contingents[i]
	s.Contingents = append(s.Contingents[:i:i], s.Contingents[i+1:]...)
	if cs := s.Clan(k.From); cs != nil && cs.Status == Active && len(k.Elements) > 0 {
		cs.Army.Elements = append(cs.Army.Elements, k.Elements...)
		e.say("contingent", "campaign.contingent-returns-home", k.From, counted(len(k.Elements), nElements))
	}
}

// returnContingentsWith sends home every contingent with c's army.
func (e *engine) returnContingentsWith(c Clan) {
	for i := len(e.s.Contingents) - 1; i >= 0; i-- {
		if e.s.Contingents[i].To == c {
			e.returnContingent(i)
		}
	}
}

// allied returns the elements allied to c's army this season.
func (s *State) allied(c Clan) int {
	n := 0
	for _, k := range s.Contingents {
		if k.To == c {
			n += len(k.Elements)
		}
	}
	return n
}
