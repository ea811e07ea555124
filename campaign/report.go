package campaign

import (
	"slices"
	"unicode/utf8"
)

// BattleReport is a fought battle as its report page keeps it for the
// whole campaign (the season's Battles are cleared at the next Draw): the
// sheet with its cards and result, when it was fought, the contingents in
// it, the Prestige it moved and the game master's notes.
//
// Reports grow with a campaign's age, so they live outside the state: the
// action that applies a result hands its report to the store
// (Outcome.Reports), battle-note hands the new notes (Outcome.ReportNotes),
// and the state keeps only an index of the fought battles (State.Fought),
// enough to accept or refuse an action on a report.
type BattleReport struct {
	Battle      Battle          `json:"battle"`
	Year        int             `json:"year"`
	Season      Season          `json:"season"`
	Contingents []Contingent    `json:"contingents,omitempty"`
	Prestige    []PrestigeEntry `json:"prestige,omitempty"`
	Notes       string          `json:"notes,omitempty"`
}

// FoughtBattle is a fought battle as the state indexes it: its report is
// in the store.
type FoughtBattle struct {
	ID       int    `json:"id"`
	Province int    `json:"province"`
	Year     int    `json:"year"`
	Season   Season `json:"season"`
	Attacker Clan   `json:"attacker"`
	Defender Clan   `json:"defender"`
}

// Fought is the index entry of report r.
func (r *BattleReport) Fought() FoughtBattle {
	return FoughtBattle{ID: r.Battle.ID, Province: r.Battle.Province, Year: r.Year, Season: r.Season,
		Attacker: r.Battle.Attacker, Defender: r.Battle.Defender}
}

// ReportNote is the game master's notes on battle Battle's report as a
// battle-note action writes them ("" clears them).
type ReportNote struct {
	Battle int
	Text   string
}

// MaxReportNotes bounds the game master's notes on a battle report.
const MaxReportNotes = 4000

// FoughtBattle is battle id's entry in the index of fought battles, or nil.
func (s *State) FoughtBattle(id int) *FoughtBattle {
	for i := range s.Fought {
		if s.Fought[i].ID == id {
			return &s.Fought[i]
		}
	}
	return nil
}

// archiveBattle hands battle b's report to the store once its result is
// applied, and indexes it: the ledger entries from index from on are the
// Prestige it moved (§13).
func (e *engine) archiveBattle(b *Battle, contingents []Contingent, from int) {
	s := e.s
	kept := *b
	kept.Morale, kept.Charisma, kept.Divine = cloneClans(b.Morale), cloneClans(b.Charisma), cloneClans(b.Divine)
	if b.Result != nil {
		res := *b.Result
		kept.Result = &res
	}
	r := BattleReport{Battle: kept, Year: s.Year, Season: s.Season, Prestige: slices.Clone(s.Ledger[from:])}
	for _, k := range contingents {
		if k.To == b.Attacker || k.To == b.Defender {
			k.Elements = cloneElements(k.Elements)
			r.Contingents = append(r.Contingents, k)
		}
	}
	s.Fought = append(s.Fought, r.Fought())
	e.out.Reports = append(e.out.Reports, r)
}

// battleNote sets the game master's notes on a battle's report (GM:
// Battle, Text); an empty text clears them.
func (e *engine) battleNote() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	f := e.s.FoughtBattle(e.a.Battle)
	if f == nil {
		return refuse(ErrNotFound, "battle", "campaign.there-no-report-battle", e.a.Battle)
	}
	if n := utf8.RuneCountInString(e.a.Text); n > MaxReportNotes || !utf8.ValidString(e.a.Text) {
		return invalid("text", "campaign.notes-are-too-long-at", MaxReportNotes)
	}
	e.out.ReportNotes = append(e.out.ReportNotes, ReportNote{Battle: f.ID, Text: e.a.Text})
	e.say("battle", "campaign.game-master-writes-report-battle", e.s.provinceName(f.Province))
	return nil
}

// PhotoRemoved is the choice of ActBattlePhoto: the photo of the table was
// removed.
const PhotoRemoved = "removed"

// battlePhoto writes in the history that the game master removed the photo
// of a fought battle's table (GM: Battle, Choice removed). The photo is
// stored outside the state; the store removes it in this action's
// transaction, so the line and the removal go together.
func (e *engine) battlePhoto() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	f := e.s.FoughtBattle(e.a.Battle)
	if f == nil {
		return refuse(ErrNotFound, "battle", "campaign.there-no-report-battle", e.a.Battle)
	}
	if e.a.Choice != PhotoRemoved {
		return invalid("choice", "campaign.only-removal-photo-recorded-choice")
	}
	e.say("battle", "campaign.game-master-removed-photo-table", e.s.provinceName(f.Province))
	return nil
}

// Sheet is the battle as the index knows it, fought: who fought where.
// The whole sheet is in the battle's report.
func (f *FoughtBattle) Sheet() *Battle {
	return &Battle{ID: f.ID, Province: f.Province, Attacker: f.Attacker, Defender: f.Defender, Done: true}
}
