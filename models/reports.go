package models

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// A campaign's battle reports are rows of their own, never part of its
// state: the state indexes the fought battles (campaign.State.Fought),
// the action that applies a result stores the report beside its log
// entry, and each battle-note stores the notes it wrote, one row an edit.
// A report reads its newest notes; an undo marks undone the rows of the
// action it undoes (the notes before come back), as the log marks its
// entry: the rows stay, so that an export still replays.
//
// A state stored while reports were part of it keeps them in its text
// until its campaign's next action (the log's deltas are against that
// text): DecodeState indexes them, and the rows moved out of such a state
// have Seq 0.

// reportRow is a battle's report (kind reportKept: its JSON without the
// notes) or notes written on it (kind reportNotes: the text).
type reportRow struct {
	ID         int64 `gorm:"primaryKey"`
	CampaignID int64
	Seq        int64 // the log entry that wrote it (0: moved out of an older state)
	Battle     int
	Kind       string
	Province   int
	Year       int
	Season     int
	Data       string
	Undone     bool
	CreatedAt  time.Time
}

func (reportRow) TableName() string { return "battle_reports" }

const (
	reportKept  = "report"
	reportNotes = "notes"
)

func newReportRow(id, seq int64, r campaign.BattleReport, at time.Time) (reportRow, error) {
	r.Notes = "" // rows of their own
	data, err := json.Marshal(r)
	if err != nil {
		return reportRow{}, fmt.Errorf("encode the report of battle %d: %w", r.Battle.ID, err)
	}
	return reportRow{CampaignID: id, Seq: seq, Battle: r.Battle.ID, Kind: reportKept, Province: r.Battle.Province,
		Year: r.Year, Season: int(r.Season), Data: string(data), CreatedAt: at}, nil
}

func notesRow(id, seq int64, battle int, text string, at time.Time) reportRow {
	return reportRow{CampaignID: id, Seq: seq, Battle: battle, Kind: reportNotes, Data: text, CreatedAt: at}
}

// storeReports keeps the reports and notes action seq of campaign id wrote.
func storeReports(tx *gorm.DB, id, seq int64, reports []campaign.BattleReport, notes []campaign.ReportNote, at time.Time) error {
	rows := make([]reportRow, 0, len(reports)+len(notes))
	for _, r := range reports {
		row, err := newReportRow(id, seq, r, at)
		if err != nil {
			return err
		}
		rows = append(rows, row)
		if r.Notes != "" {
			rows = append(rows, notesRow(id, seq, r.Battle.ID, r.Notes, at))
		}
	}
	for _, n := range notes {
		rows = append(rows, notesRow(id, seq, n.Battle, n.Text, at))
	}
	if len(rows) == 0 {
		return nil
	}
	if err := tx.CreateInBatches(rows, 100).Error; err != nil {
		return fmt.Errorf("store battle reports: %w", err)
	}
	return nil
}

// undoReports marks undone what action seq of campaign id wrote; restored
// is the stored state the undo gives back. When that state still holds
// its reports (stored before they left it), the rows moved out of a state
// are made anew from it: it may be older than the state they came from.
func undoReports(tx *gorm.DB, id, seq int64, restored string, at time.Time) error {
	if err := tx.Model(&reportRow{}).Where("campaign_id = ? AND seq = ?", id, seq).Update("undone", true).Error; err != nil {
		return fmt.Errorf("undo battle reports: %w", err)
	}
	reports, err := legacyReports(restored)
	if err != nil || reports == nil {
		return err
	}
	if err := tx.Where("campaign_id = ? AND seq = 0", id).Delete(&reportRow{}).Error; err != nil {
		return fmt.Errorf("undo battle reports: %w", err)
	}
	return storeReports(tx, id, 0, reports, nil, at)
}

// reportsMarker is in a state stored while reports were part of it.
const reportsMarker = `"reports":[`

// legacyReports are the reports a stored state holds (nil: none, or a
// state stored since they left it).
func legacyReports(text string) ([]campaign.BattleReport, error) {
	if !strings.Contains(text, reportsMarker) {
		return nil, nil
	}
	var old struct {
		Reports []campaign.BattleReport `json:"reports"`
	}
	if err := json.Unmarshal([]byte(text), &old); err != nil {
		return nil, fmt.Errorf("decode campaign state: %w", err)
	}
	return old.Reports, nil
}

// moveReportsOut keeps the reports of campaign id's state text in rows,
// when the text is of a state that held them and none are kept yet.
func moveReportsOut(tx *gorm.DB, id int64, text string, at time.Time) error {
	reports, err := legacyReports(text)
	if err != nil || len(reports) == 0 {
		return err
	}
	var have int64
	if err := tx.Model(&reportRow{}).Where("campaign_id = ?", id).Count(&have).Error; err != nil {
		return fmt.Errorf("count battle reports: %w", err)
	}
	if have > 0 {
		return nil // moved already
	}
	return storeReports(tx, id, 0, reports, nil, at)
}

// moveAllReportsOut keeps every campaign's battle reports in rows of
// their own; the states keep their text until their next action.
func moveAllReportsOut(tx *gorm.DB) error {
	var ids []int64
	if err := tx.Model(&campaignRow{}).Order("id").Pluck("id", &ids).Error; err != nil {
		return fmt.Errorf("list campaigns: %w", err)
	}
	at := tx.NowFunc() // the clock given to Open
	for _, id := range ids {
		var row campaignRow
		if err := tx.Select("id", "state").First(&row, id).Error; err != nil {
			return fmt.Errorf("campaign %d: %w", id, err)
		}
		if err := moveReportsOut(tx, id, row.State, at); err != nil {
			return fmt.Errorf("campaign %d: %w", id, err)
		}
	}
	return nil
}

// BattleReport is battle's report in campaign id as of st, its state, with
// its newest notes; not found when st has not fought it.
func (db *DB) BattleReport(ctx context.Context, id int64, st *campaign.State, battle int) (*campaign.BattleReport, error) {
	return battleReport(db.gorm.WithContext(ctx), id, st, battle)
}

func battleReport(g *gorm.DB, id int64, st *campaign.State, battle int) (*campaign.BattleReport, error) {
	if st.FoughtBattle(battle) == nil {
		return nil, fmt.Errorf("report of battle %d: %w", battle, campaign.ErrNotFound)
	}
	// The report, then the newest notes written on it since: two rows,
	// however often the game master rewrote his notes.
	live := g.Where("campaign_id = ? AND battle = ? AND undone = ?", id, battle, false)
	var kept, notes []reportRow
	if err := live.Session(&gorm.Session{}).Where("kind = ?", reportKept).Order("id DESC").Limit(1).Find(&kept).Error; err != nil {
		return nil, fmt.Errorf("read the report of battle %d of campaign %d: %w", battle, id, err)
	}
	if len(kept) == 0 {
		return nil, fmt.Errorf("report of battle %d of campaign %d: %w", battle, id, campaign.ErrNotFound)
	}
	out, err := kept[0].report()
	if err != nil {
		return nil, err
	}
	if err := live.Session(&gorm.Session{}).Where("kind = ? AND id > ?", reportNotes, kept[0].ID).Order("id DESC").Limit(1).Find(&notes).Error; err != nil {
		return nil, fmt.Errorf("read the notes on battle %d of campaign %d: %w", battle, id, err)
	}
	if len(notes) > 0 {
		out.Notes = notes[0].Data
	}
	return &out, nil
}

func (r reportRow) report() (campaign.BattleReport, error) {
	var out campaign.BattleReport
	if err := json.Unmarshal([]byte(r.Data), &out); err != nil {
		return out, fmt.Errorf("decode the report of battle %d: %w", r.Battle, err)
	}
	return out, nil
}

// MaxReportPage bounds the reports one page lists.
const MaxReportPage = 100

// ReportPage is a page of campaign id's battle reports, newest first, at
// most limit (without their notes), from the one before cursor before (0:
// the newest), with the cursor of the next page (0 on the last).
func (db *DB) ReportPage(ctx context.Context, id, before int64, limit int) ([]campaign.BattleReport, int64, error) {
	size := min(max(limit, 1), MaxReportPage)
	g := db.gorm.WithContext(ctx).Where("campaign_id = ? AND kind = ? AND undone = ?", id, reportKept, false)
	if before > 0 {
		g = g.Where("id < ?", before)
	}
	var rows []reportRow
	if err := g.Order("id DESC").Limit(size + 1).Find(&rows).Error; err != nil {
		return nil, 0, fmt.Errorf("read the battle reports of campaign %d: %w", id, err)
	}
	next := int64(0)
	if len(rows) > size {
		rows = rows[:size]
		next = rows[size-1].ID
	}
	out := make([]campaign.BattleReport, len(rows))
	for i, row := range rows {
		r, err := row.report()
		if err != nil {
			return nil, 0, err
		}
		out[i] = r
	}
	return out, next, nil
}

// trackedBattle is st.TrackedBattle with the whole sheet of a battle
// fought in an earlier season, read from its report (the state indexes
// who fought where, no more).
func trackedBattle(g *gorm.DB, id int64, st *campaign.State, battle int) (campaign.Battle, error) {
	b, err := st.TrackedBattle(battle)
	if err != nil || st.FoughtBattle(battle) == nil {
		return b, err
	}
	for _, cur := range st.Battles {
		if cur.ID == battle {
			return b, nil // this season's: the state has the sheet
		}
	}
	r, err := battleReport(g, id, st, battle)
	if err != nil {
		return campaign.Battle{}, err
	}
	return r.Battle, nil
}

// ExportReport is a battle report or notes written on one in an export:
// Seq names the log entry that wrote it (0: moved out of an older state).
type ExportReport struct {
	Seq    int64           `json:"seq,omitempty"`
	Battle int             `json:"battle"`
	Report json.RawMessage `json:"report,omitempty"` // a report, without its notes
	Notes  *string         `json:"notes,omitempty"`  // or notes written on it
	Undone bool            `json:"undone,omitempty"`
}

func exportReports(g *gorm.DB, id int64) ([]ExportReport, error) {
	var rows []reportRow
	if err := g.Where("campaign_id = ?", id).Order("id").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("export battle reports: %w", err)
	}
	out := make([]ExportReport, len(rows))
	for i, r := range rows {
		out[i] = ExportReport{Seq: r.Seq, Battle: r.Battle, Undone: r.Undone}
		if r.Kind == reportKept {
			out[i].Report = json.RawMessage(r.Data)
		} else {
			text := r.Data
			out[i].Notes = &text
		}
	}
	return out, nil
}

// maxReportBytes bounds a report in an import: a sheet, its contingents
// and the Prestige it moved.
const maxReportBytes = 64 << 10

// checkImportReport refuses an export's report row that is neither a
// report of its battle nor notes a battle-note could write.
func checkImportReport(r ExportReport) error {
	switch {
	case r.Battle <= 0:
		return fmt.Errorf("a battle report of battle %d", r.Battle)
	case (r.Report == nil) == (r.Notes == nil):
		return fmt.Errorf("a row of battle %d's report that is neither report nor notes", r.Battle)
	case r.Notes != nil && (utf8.RuneCountInString(*r.Notes) > campaign.MaxReportNotes || !utf8.ValidString(*r.Notes)):
		return fmt.Errorf("notes of battle %d's report too long", r.Battle)
	case len(r.Report) > maxReportBytes:
		return fmt.Errorf("a report of %d bytes", len(r.Report))
	}
	if r.Report != nil {
		var head struct {
			Battle campaign.Battle `json:"battle"`
		}
		if err := json.Unmarshal(r.Report, &head); err != nil || head.Battle.ID != r.Battle {
			return fmt.Errorf("the report of battle %d names another", r.Battle)
		}
	}
	return nil
}

// importReports stores an export's battle reports for campaign id; from
// an export whose state holds them, it moves them out of state.
func importReports(tx *gorm.DB, id int64, in []ExportReport, state string, at time.Time) error {
	if len(in) == 0 {
		return moveReportsOut(tx, id, state, at)
	}
	rows := make([]reportRow, len(in))
	for i, e := range in {
		if err := checkImportReport(e); err != nil {
			return fmt.Errorf("import battle reports: %v: %w", err, ErrNotExport)
		}
		if e.Notes != nil {
			rows[i] = notesRow(id, e.Seq, e.Battle, *e.Notes, at)
		} else {
			var r campaign.BattleReport
			if err := json.Unmarshal(e.Report, &r); err != nil {
				return fmt.Errorf("import battle reports: %v: %w", err, ErrNotExport)
			}
			row, err := newReportRow(id, e.Seq, r, at)
			if err != nil {
				return err
			}
			rows[i] = row
		}
		rows[i].Undone = e.Undone
	}
	if err := tx.CreateInBatches(rows, 100).Error; err != nil {
		return fmt.Errorf("import battle reports: %w", err)
	}
	return nil
}
