package campaign

import (
	"slices"
	"unicode/utf8"
)

// BattleReport is a fought battle as its report page keeps it for the
// whole campaign (the season's Battles are cleared at the next Draw): the
// sheet with its cards and result, when it was fought, the contingents in
// it, the Prestige it moved and the game master's notes.
type BattleReport struct {
	Battle      Battle          `json:"battle"`
	Year        int             `json:"year"`
	Season      Season          `json:"season"`
	Contingents []Contingent    `json:"contingents,omitempty"`
	Prestige    []PrestigeEntry `json:"prestige,omitempty"`
	Notes       string          `json:"notes,omitempty"`
}

// MaxReportNotes bounds the game master's notes on a battle report.
const MaxReportNotes = 4000

// Report is battle id's report, or nil.
func (s *State) Report(id int) *BattleReport {
	for i := range s.Reports {
		if s.Reports[i].Battle.ID == id {
			return &s.Reports[i]
		}
	}
	return nil
}

// archiveBattle keeps battle b's report once its result is applied: the
// ledger entries from index from on are the Prestige it moved (§13).
func (e *engine) archiveBattle(b *Battle, contingents []Contingent, from int) {
	s := e.s
	kept := *b
	kept.Morale, kept.Charisma, kept.Divine = cloneClans(b.Morale), cloneClans(b.Charisma), cloneClans(b.Divine)
	r := BattleReport{Battle: kept, Year: s.Year, Season: s.Season, Prestige: slices.Clone(s.Ledger[from:])}
	for _, k := range contingents {
		if k.To == b.Attacker || k.To == b.Defender {
			k.Elements = cloneElements(k.Elements)
			r.Contingents = append(r.Contingents, k)
		}
	}
	s.Reports = append(s.Reports, r)
}

// battleNote sets the game master's notes on a battle's report (GM:
// Battle, Text); an empty text clears them.
func (e *engine) battleNote() error {
	if err := e.gmOnly(); err != nil {
		return err
	}
	r := e.s.Report(e.a.Battle)
	if r == nil {
		return refuse(ErrNotFound, "battle", "campaign.there-no-report-battle", e.a.Battle)
	}
	if n := utf8.RuneCountInString(e.a.Text); n > MaxReportNotes || !utf8.ValidString(e.a.Text) {
		return invalid("text", "campaign.notes-are-too-long-at", MaxReportNotes)
	}
	r.Notes = e.a.Text
	e.say("battle", "campaign.game-master-writes-report-battle", e.s.provinceName(r.Battle.Province))
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
	r := e.s.Report(e.a.Battle)
	if r == nil {
		return refuse(ErrNotFound, "battle", "campaign.there-no-report-battle", e.a.Battle)
	}
	if e.a.Choice != PhotoRemoved {
		return invalid("choice", "campaign.only-removal-photo-recorded-choice")
	}
	e.say("battle", "campaign.game-master-removed-photo-table",
		e.s.provinceName(r.Battle.Province))
	return nil
}
