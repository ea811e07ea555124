package affinati

import (
	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// ListEntry is one troop type of an army list: its min–max number of
// elements and whether one of them may carry the General (the rulebook's
// asterisk).
type ListEntry struct {
	Troop   TroopType `json:"troop"`
	Min     int       `json:"min"`
	Max     int       `json:"max"`
	General bool      `json:"general"`
}

// ListChoice is an "either … or" in a list: exactly Count elements, all of
// one of Troops ("2 Ronin (oppure 2 Monaci Guerrieri)").
type ListChoice struct {
	Troops []TroopType `json:"troops"`
	Count  int         `json:"count"`
}

// ArmyList is an army list: the four of §16 and the 1560 campaign's
// scenario armies (campaign-1560 §3).
type ArmyList struct {
	ID   string `json:"id"`
	Name Text   `json:"name"`
	// Kind is "battle" (§16) or "campaign" (campaign-1560 §3).
	Kind    string       `json:"kind"`
	Entries []ListEntry  `json:"entries"`
	Choices []ListChoice `json:"choices,omitempty"`
	// Size is the number of elements (§2: 12).
	Size int `json:"size"`
	// Players and Clans say which campaign scenario and clans use the list.
	Players []int    `json:"players,omitempty"`
	Clans   []string `json:"clans,omitempty"`
	Notes   []Text   `json:"notes,omitempty"`
	Rule    string   `json:"rule"`
}

// ArmyListInfo names a list.
type ArmyListInfo struct {
	ID   string `json:"id"`
	Name Text   `json:"name"`
	Kind string `json:"kind"`
}

func (l ArmyList) info() ArmyListInfo { return ArmyListInfo{ID: l.ID, Name: l.Name, Kind: l.Kind} }

func (l ArmyList) entry(t TroopType) (ListEntry, bool) {
	for _, e := range l.Entries {
		if e.Troop == t {
			return e, true
		}
	}
	return ListEntry{}, false
}

// The campaign's clans (campaign-1560 §1).
var campaignClans = []string{"Hojo", "Uesugi", "Mori", "Takeda", "Shimazu", "Imagawa"}

// armyLists: §16 "Lista degli eserciti" (the asterisk marks who may carry
// the General) and the scenario armies of campaign-1560 §3 ("Lista degli
// eserciti" of the campaign: "1 Samurai a piedi (Gen.), 3 Samurai a piedi,
// 2 Samurai a cavallo, 2 Arcieri, 2 Ronin (oppure 2 Monaci Guerrieri),
// 2 Ashigarus"; Shimazu with five players: "1 Monaco guerriero (Gen.),
// 7 Monaci guerrieri, 4 Arcieri"; Imagawa neutral with five players).
var armyLists = []ArmyList{
	{ID: "samurai-1000", Name: i18n.M("affinati.samurai-1000-1500-ad"), Kind: "battle", Size: 12, Rule: rulebook.Samurai.Title(rulebook.SamArmyLists), // cites §16
		Entries: []ListEntry{
			{MountedSamurai, 2, 4, true}, {FootSamurai, 2, 4, false}, {Ashigaru, 2, 4, false}, {Archers, 2, 4, false},
		}},
	{ID: "monks-1000", Name: i18n.M("affinati.warrior-monks-1000-1500-ad"), Kind: "battle", Size: 12, Rule: rulebook.Samurai.Title(rulebook.SamArmyLists), // cites §16
		Entries: []ListEntry{
			{MountedSamurai, 0, 2, true}, {FootSamurai, 0, 2, true}, {Ashigaru, 2, 4, false}, {Archers, 0, 2, false}, {WarriorMonks, 4, 6, false},
		}},
	{ID: "samurai-1500", Name: i18n.M("affinati.samurai-1500-1600-ad"), Kind: "battle", Size: 12, Rule: rulebook.Samurai.Title(rulebook.SamArmyLists), // cites §16
		Entries: []ListEntry{
			{MountedSamurai, 1, 2, true}, {FootSamurai, 2, 6, true}, {Ashigaru, 2, 6, false}, {Archers, 0, 2, false}, {Arquebusiers, 1, 2, false},
		}},
	{ID: "monks-1500", Name: i18n.M("affinati.warrior-monks-1500-1600-ad"), Kind: "battle", Size: 12, Rule: rulebook.Samurai.Title(rulebook.SamArmyLists), // cites §16
		Entries: []ListEntry{
			{MountedSamurai, 0, 1, false}, {FootSamurai, 1, 2, true}, {Arquebusiers, 2, 4, false}, {Ashigaru, 0, 4, false}, {WarriorMonks, 4, 6, false},
		}},
	{ID: "c1560-6p", Name: i18n.M("affinati.1560-campaign-six-players-every"), Kind: "campaign", Size: 12,
		Rule: rulebook.Samurai.Title(rulebook.CampOverview), Players: []int{6}, Clans: campaignClans, // cites campaign-1560 §3
		Entries: []ListEntry{
			{FootSamurai, 4, 4, true}, {MountedSamurai, 2, 2, false}, {Archers, 2, 2, false},
			{Ronin, 0, 2, false}, {WarriorMonks, 0, 2, false}, {Ashigaru, 2, 2, false},
		},
		Choices: []ListChoice{{Troops: []TroopType{Ronin, WarriorMonks}, Count: 2}},
		Notes:   []Text{i18n.M("affinati.1-foot-samurai-with-general")}},
	{ID: "c1560-5p", Name: i18n.M("affinati.1560-campaign-five-players-hojo"), Kind: "campaign", Size: 12,
		Rule: rulebook.Samurai.Title(rulebook.CampOverview), Players: []int{5}, Clans: []string{"Hojo", "Uesugi", "Mori", "Takeda"}, // cites campaign-1560 §3
		Entries: []ListEntry{
			{FootSamurai, 4, 4, true}, {MountedSamurai, 2, 2, false}, {Archers, 2, 2, false}, {Ronin, 2, 2, false}, {Ashigaru, 2, 2, false},
		},
		Notes: []Text{i18n.M("affinati.1-foot-samurai-with-general-2")}},
	{ID: "c1560-5p-shimazu", Name: i18n.M("affinati.1560-campaign-five-players-shimazu"), Kind: "campaign", Size: 12,
		Rule: rulebook.Samurai.Title(rulebook.CampOverview), Players: []int{5}, Clans: []string{"Shimazu"}, // cites campaign-1560 §3
		Entries: []ListEntry{{WarriorMonks, 8, 8, true}, {Archers, 4, 4, false}},
		Notes:   []Text{i18n.M("affinati.1-warrior-monks-element-with")}},
}

// ArmyLists returns every army list, the battle lists of §16 first.
func ArmyLists() []ArmyList {
	out := make([]ArmyList, len(armyLists))
	for i, l := range armyLists {
		l.Entries = append([]ListEntry(nil), l.Entries...)
		l.Choices = append([]ListChoice(nil), l.Choices...)
		l.Players = append([]int(nil), l.Players...)
		l.Clans = append([]string(nil), l.Clans...)
		l.Notes = append([]Text(nil), l.Notes...)
		out[i] = l
	}
	return out
}

func armyListByID(id string) (ArmyList, bool) {
	for _, l := range armyLists {
		if l.ID == id {
			return l, true
		}
	}
	return ArmyList{}, false
}

// CampaignListFor returns the scenario army of clan in a campaign of
// players players (campaign-1560 §3). ok is false for a clan without an
// army (Imagawa with five players) or an unknown clan. With four players or
// fewer no list is given; the 6-player list is used (campaign-1560 §3
// default).
func CampaignListFor(players int, clan string) (ArmyList, bool) {
	known := false
	for _, c := range campaignClans {
		known = known || c == clan
	}
	if !known || players < 2 || players > 6 {
		return ArmyList{}, false
	}
	id := "c1560-6p"
	if players == 5 {
		switch clan {
		case "Imagawa":
			return ArmyList{}, false
		case "Shimazu":
			id = "c1560-5p-shimazu"
		default:
			id = "c1560-5p"
		}
	}
	l, _ := armyListByID(id)
	return l, true
}

// ArmyInput is an army to check against a list: the number of elements of
// each troop type and the type of the element carrying the General.
type ArmyInput struct {
	List           string    `json:"list"`
	Ashigaru       int       `json:"ashigaru"`
	FootSamurai    int       `json:"footSamurai"`
	WarriorMonks   int       `json:"monks"`
	Ronin          int       `json:"ronin"`
	Archers        int       `json:"archers"`
	Arquebusiers   int       `json:"arquebusiers"`
	MountedSamurai int       `json:"mountedSamurai"`
	General        TroopType `json:"general"`
	// Allied counts the elements of allied contingents joining the army
	// for a campaign battle (0–6; campaign-1560 §8.2, C-13).
	Allied int `json:"allied"`
	Options
}

// maxAllied: "gli elementi dei Contingenti Alleati non potranno mai
// superare il numero di sei" (campaign-1560 §8.2).
const maxAllied = 6

// Count is the number of elements of troop type t in the army.
func (in ArmyInput) Count(t TroopType) int {
	switch t {
	case Ashigaru:
		return in.Ashigaru
	case FootSamurai:
		return in.FootSamurai
	case WarriorMonks:
		return in.WarriorMonks
	case Ronin:
		return in.Ronin
	case Archers:
		return in.Archers
	case Arquebusiers:
		return in.Arquebusiers
	case MountedSamurai:
		return in.MountedSamurai
	}
	return 0
}

// ArmyRow is one troop type of the checked army.
type ArmyRow struct {
	Troop TroopType `json:"troop"`
	Name  Text      `json:"name"`
	Count int       `json:"count"`
	Min   int       `json:"min"`
	Max   int       `json:"max"`
	// General: the list lets this type carry the General.
	General bool `json:"general"`
	OK      bool `json:"ok"`
}

// ArmyCheck is the validator's answer.
type ArmyCheck struct {
	List     ArmyListInfo `json:"list"`
	Valid    bool         `json:"valid"`
	Rows     []ArmyRow    `json:"rows"`
	Total    int          `json:"total"`
	Required int          `json:"required"`
	Allied   int          `json:"allied"`
	// BattleSize is Total plus Allied; BreakPoint is its break point on the
	// campaign morale table (campaign-1560 §11.1).
	BattleSize int     `json:"battleSize"`
	BreakPoint int     `json:"breakPoint"`
	Problems   []Text  `json:"problems,omitempty"`
	Options    Options `json:"options"`
}

// Validate reports problems that make the input unreadable; a composition
// that breaks the list is reported by CheckArmy instead.
func (in ArmyInput) Validate() error {
	_, v := in.Options.resolve()
	switch {
	case in.List == "":
		v.Add("list", "affinati.choose-army-list")
	default:
		if _, ok := armyListByID(in.List); !ok {
			v.Add("list", "affinati.unknown-army-list", clip(in.List))
		}
	}
	for _, tr := range troopTraits {
		if n := in.Count(tr.Type); n < 0 || n > maxArmySize {
			v.Add(string(tr.Type), "affinati.count-must-from-0", tr.Name, maxArmySize)
		}
	}
	if in.General != "" && !knownTroop(in.General) {
		v.Add("general", "affinati.unknown-troop-type-general", clip(string(in.General)))
	}
	if in.Allied < 0 || in.Allied > maxAllied {
		v.Add("allied", "affinati.allied-elements-must-from-0", maxAllied)
	}
	return v.Err()
}

// CheckArmy checks an army against its list (§16, §18.2 item 5): each
// type within its min–max, exactly the list's 12 elements, the General on
// a starred type that is present, the campaign's either/or choices, and
// B-28 for Ronin.
func CheckArmy(in ArmyInput) (ArmyCheck, error) {
	if err := in.Validate(); err != nil {
		return ArmyCheck{}, err
	}
	s, _ := in.Options.resolve()
	l, _ := armyListByID(in.List)
	res := ArmyCheck{List: l.info(), Required: l.Size, Allied: in.Allied, Options: in.Options.WithDefaults()}
	// B-28: in a battle list Ronin may stand in for Foot Samurai one for
	// one, within the Foot Samurai limits.
	substitute := s.roninSubstitution && l.Kind == "battle"
	for _, tr := range troopTraits {
		n := in.Count(tr.Type)
		res.Total += n
		_, listed := l.entry(tr.Type)
		row := res.troopRow(l, in, tr, substitute)
		if listed || n > 0 || (tr.Type == Ronin && substitute) {
			res.Rows = append(res.Rows, row)
		}
	}
	for _, c := range l.Choices {
		res.checkChoice(in, c)
	}
	if res.Total != l.Size {
		res.problem("affinati.army-has-elements-must-have", res.Total, l.Size, rulebook.Samurai.Cite(rulebook.SamArmy)) // cites §2
	}
	res.checkGeneral(l, in)
	res.BattleSize = res.Total + in.Allied
	res.BreakPoint, _ = campaignBreakPoint(res.BattleSize)
	res.Valid = len(res.Problems) == 0
	return res, nil
}

func (res *ArmyCheck) problem(key string, args ...any) {
	res.Problems = append(res.Problems, i18n.M(key, args...))
}

// alternatives lists names as the catalogue's joint key puts two of them
// ("A or B or C").
func alternatives(key string, names []Text) Text {
	var out Text
	for i, n := range names {
		if i == 0 {
			out = n
			continue
		}
		out = i18n.M(key, out, n)
	}
	return out
}

// troopRow checks how many elements of troop tr the army has against the
// list l (with the Ronin standing in for Foot Samurai when substitute).
func (res *ArmyCheck) troopRow(l ArmyList, in ArmyInput, tr troopTrait, substitute bool) ArmyRow {
	n := in.Count(tr.Type)
	e, listed := l.entry(tr.Type)
	row := ArmyRow{Troop: tr.Type, Name: tr.Name, Count: n, Min: e.Min, Max: e.Max, General: e.General}
	switch {
	case tr.Type == Ronin && substitute && !listed:
		fs, _ := l.entry(FootSamurai)
		row.Max = fs.Max
		row.OK = true
	case tr.Type == FootSamurai && substitute:
		both := n + in.Ronin
		row.OK = both >= e.Min && both <= e.Max
		if !row.OK {
			res.problem("affinati.foot-samurai-ronin-replacing-them", both, e.Min, e.Max)
		}
	case !listed:
		row.OK = n == 0
		if !row.OK {
			res.problem("affinati.are-not-this-list", tr.Name)
		}
	default:
		row.OK = n >= e.Min && n <= e.Max
		if !row.OK {
			res.problem("affinati.list-allows", tr.Name, n, e.Min, e.Max)
		}
	}
	return row
}

// checkChoice: a choice of the list is exactly its count of elements,
// all of one of its troops.
func (res *ArmyCheck) checkChoice(in ArmyInput, c ListChoice) {
	var used []TroopType
	total := 0
	for _, t := range c.Troops {
		if n := in.Count(t); n > 0 {
			used = append(used, t)
			total += n
		}
	}
	if total != c.Count || len(used) > 1 {
		var names []Text
		for _, t := range c.Troops {
			names = append(names, troopName(t))
		}
		res.problem("affinati.exactly-elements-all", c.Count, alternatives("affinati.or-all", names))
	}
}

// checkGeneral: exactly one element carries the General, of a troop the
// list allows, and the army has it (§2).
func (res *ArmyCheck) checkGeneral(l ArmyList, in ArmyInput) {
	switch e, listed := l.entry(in.General); {
	case in.General == "":
		res.problem("affinati.choose-element-that-carries-general", rulebook.Samurai.Cite(rulebook.SamArmy)) // cites §2
	case !listed || !e.General:
		var names []Text
		for _, e := range l.Entries {
			if e.General {
				names = append(names, troopName(e.Troop))
			}
		}
		res.problem("affinati.general-must-be-with", alternatives("affinati.or", names), l.Rule)
	case in.Count(in.General) == 0:
		n := troopName(in.General)
		res.problem("affinati.general-with-but-army-has", n)
	}
}
