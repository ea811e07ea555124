package models

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// The box of diplomatic notes and the public declarations (§6) are rows of
// their own, never part of the campaign's state, its snapshots or its
// deltas: the state counts them (State.NoteCount, DeclarationCount), an
// action writes its new ones beside its log entry, and pages read the few
// they show. A note action's log entry keeps its text only in the box
// row (the payload stored without it), so that a note costs its text once;
// an export puts the text back in the payload.
//
// An undo marks undone the rows past the counts of the state it restores,
// as the log marks its entry: the row stays, so that an export still
// replays the undone action.

// boxRow is one note or declaration.
type boxRow struct {
	ID         int64 `gorm:"primaryKey"`
	CampaignID int64
	Seq        int64  // the log entry that wrote it (0: moved out of an older state)
	Kind       string // boxNote or boxDeclaration
	Number     int    // Note.ID: notes and declarations are numbered apart
	FromClan   string
	ToClan     string
	Year       int
	Season     int
	Phase      string
	Text       string
	Undone     bool
	CreatedAt  time.Time
}

func (boxRow) TableName() string { return "notes" }

const (
	boxNote        = "note"
	boxDeclaration = "declaration"
)

func newBoxRow(id, seq int64, n campaign.Note) boxRow {
	kind := boxNote
	if n.Declaration() {
		kind = boxDeclaration
	}
	return boxRow{CampaignID: id, Seq: seq, Kind: kind, Number: n.ID, FromClan: string(n.From), ToClan: string(n.To),
		Year: n.Year, Season: int(n.Season), Phase: string(n.Phase), Text: n.Text, CreatedAt: n.At.UTC()}
}

func (r boxRow) note() campaign.Note {
	return campaign.Note{ID: r.Number, From: campaign.Clan(r.FromClan), To: campaign.Clan(r.ToClan), Year: r.Year,
		Season: campaign.Season(r.Season), Phase: campaign.Phase(r.Phase), Text: r.Text, At: r.CreatedAt.UTC()}
}

// storeBox keeps the notes an action (log entry seq) wrote.
func storeBox(tx *gorm.DB, id, seq int64, box []campaign.Note) error {
	if len(box) == 0 {
		return nil
	}
	rows := make([]boxRow, len(box))
	for i, n := range box {
		rows[i] = newBoxRow(id, seq, n)
	}
	if err := tx.Create(&rows).Error; err != nil {
		return fmt.Errorf("store notes: %w", err)
	}
	return nil
}

// undoBox marks undone the notes and declarations of campaign id past the
// counts of st, the state an undo restores.
func undoBox(tx *gorm.DB, id int64, st *campaign.State) error {
	err := tx.Model(&boxRow{}).
		Where("campaign_id = ? AND undone = ? AND ((kind = ? AND number > ?) OR (kind = ? AND number > ?))",
			id, false, boxNote, st.NoteCount, boxDeclaration, st.DeclarationCount).
		Update("undone", true).Error
	if err != nil {
		return fmt.Errorf("undo notes: %w", err)
	}
	return nil
}

// BoxQuery selects what a page shows of a campaign's box: what Reader may
// read, of one season (Year 0: every season but the one named by
// NotYear/NotSeason, when NotYear is set), newest first, at most Limit
// (keyset paging: only rows before the row Before, 0 for the newest; a
// Limit of 0 reads them all).
type BoxQuery struct {
	Reader    campaign.BoxReader
	Year      int
	Season    campaign.Season
	NotYear   int
	NotSeason campaign.Season
	Before    int64
	Limit     int
}

// BoxEntry is a note or declaration as a page lists it, with the cursor
// of the next page.
type BoxEntry struct {
	campaign.Note
	Cursor int64
}

// MaxBoxPage bounds the notes one page returns.
const MaxBoxPage = 100

// Box reads campaign id's notes and declarations that q selects.
func (db *DB) Box(ctx context.Context, id int64, q BoxQuery) ([]BoxEntry, error) {
	g := db.gorm.WithContext(ctx).Where("campaign_id = ? AND undone = ?", id, false)
	g = readableBy(g, q.Reader)
	if q.Year != 0 {
		g = g.Where("year = ? AND season = ?", q.Year, int(q.Season))
	} else if q.NotYear != 0 {
		g = g.Where("NOT (year = ? AND season = ?)", q.NotYear, int(q.NotSeason))
	}
	if q.Before > 0 {
		g = g.Where("id < ?", q.Before)
	}
	if q.Limit > 0 {
		g = g.Limit(min(q.Limit, MaxBoxPage+1)) // a page and the mark of the next
	}
	var rows []boxRow
	if err := g.Order("id DESC").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("read the notes of campaign %d: %w", id, err)
	}
	out := make([]BoxEntry, len(rows))
	for i, r := range rows {
		out[i] = BoxEntry{Note: r.note(), Cursor: r.ID}
	}
	return out, nil
}

// readableBy keeps the rows r may read (campaign.BoxReader.CanRead).
func readableBy(g *gorm.DB, r campaign.BoxReader) *gorm.DB {
	switch {
	case r.All:
		return g
	case r.Clan == "":
		return g.Where("kind = ?", boxDeclaration)
	}
	return g.Where("(kind = ? OR from_clan = ? OR to_clan = ? OR number <= ?)", boxDeclaration, string(r.Clan), string(r.Clan), r.SpyUpTo)
}

// BoxPage is one page of what q selects, newest first, q.Limit at most,
// with the Before of the next page (0 on the last).
func (db *DB) BoxPage(ctx context.Context, id int64, q BoxQuery) ([]campaign.Note, int64, error) {
	size := min(max(q.Limit, 1), MaxBoxPage)
	q.Limit = size + 1
	rows, err := db.Box(ctx, id, q)
	if err != nil {
		return nil, 0, err
	}
	next := int64(0)
	if len(rows) > size {
		rows = rows[:size]
		next = rows[size-1].Cursor
	}
	notes := make([]campaign.Note, len(rows))
	for i, r := range rows {
		notes[i] = r.Note
	}
	return notes, next, nil
}

// SeasonBox splits what reader may read of one season into notes and
// declarations, oldest first (as the state once listed them).
func (db *DB) SeasonBox(ctx context.Context, id int64, reader campaign.BoxReader, year int, season campaign.Season) (notes, declarations []campaign.Note, err error) {
	// Every note of the season: their number is bounded by the campaign's
	// notesPerPhase (older campaigns have no bound, and show them all).
	rows, err := db.Box(ctx, id, BoxQuery{Reader: reader, Year: year, Season: season})
	if err != nil {
		return nil, nil, err
	}
	notes, declarations = []campaign.Note{}, []campaign.Note{}
	for i := len(rows) - 1; i >= 0; i-- {
		if rows[i].Declaration() {
			declarations = append(declarations, rows[i].Note)
		} else {
			notes = append(notes, rows[i].Note)
		}
	}
	return notes, declarations, nil
}

// withoutText is a note action's payload as the log stores it: the text
// is in the box row.
func withoutText(payload string) string {
	var fields map[string]json.RawMessage
	if json.Unmarshal([]byte(payload), &fields) != nil {
		return payload
	}
	if _, ok := fields["text"]; !ok {
		return payload
	}
	delete(fields, "text")
	out, err := json.Marshal(fields)
	if err != nil {
		return payload
	}
	return string(out)
}

// withText puts a note's text back in its action's stored payload.
func withText(payload, text string) string {
	var fields map[string]json.RawMessage
	if json.Unmarshal([]byte(payload), &fields) != nil {
		return payload
	}
	if _, ok := fields["text"]; ok {
		return payload
	}
	t, _ := json.Marshal(text)
	fields["text"] = t
	out, err := json.Marshal(fields)
	if err != nil {
		return payload
	}
	return string(out)
}

// legacyMarker is in a state stored while notes were part of it: the
// declarations were a top-level list (nothing else is named so).
const legacyMarker = `"declarations":[`

// legacyBox is the box as such a state held it.
type legacyBox struct {
	Notes        []campaign.Note `json:"notes"`
	Declarations []campaign.Note `json:"declarations"`
}

// DecodeState decodes a stored or exported state. A state written while
// battle reports were part of it reads with them indexed (State.Fought).
// A state written while the box was part of it also returns its notes and
// declarations, and reads as
// the state would have been kept: the box counted, each clan's notes of
// the season counted, and no bound on notes (its campaign predates it,
// and its log replays as it was played).
func DecodeState(text string) (*campaign.State, []campaign.Note, error) {
	st := &campaign.State{}
	hasBox, hasReports := strings.Contains(text, legacyMarker), strings.Contains(text, reportsMarker)
	if !hasBox && !hasReports {
		if err := json.Unmarshal([]byte(text), st); err != nil {
			return nil, nil, fmt.Errorf("decode campaign state: %w", err)
		}
		return st, nil, nil
	}
	// One pass: the state's fields and, beside them, the box and the
	// battle reports it held.
	old := struct {
		*campaign.State
		legacyBox
		Reports []campaign.BattleReport `json:"reports"`
	}{State: st}
	if err := json.Unmarshal([]byte(text), &old); err != nil {
		return nil, nil, fmt.Errorf("decode campaign state: %w", err)
	}
	if len(st.Fought) == 0 {
		// Indexed as the state keeps fought battles now (the reports
		// themselves are rows: moveReportsOut).
		for i := range old.Reports {
			st.Fought = append(st.Fought, old.Reports[i].Fought())
		}
	}
	if !hasBox {
		return st, nil, nil
	}
	st.NoteCount, st.DeclarationCount = len(old.Notes), len(old.Declarations)
	st.Options.NotesPerPhase = 0
	box := append(old.Notes, old.Declarations...)
	for _, n := range box {
		if n.Year == st.Year && n.Season == st.Season {
			if cs := st.Clan(n.From); cs != nil {
				cs.Turn.Notes++
			}
		}
	}
	return st, box, nil
}

// moveBoxOut keeps the notes of campaign id's state text in rows, when
// the text is of a state that held them. The text itself is left as it
// is (the log's deltas are against it): the next action stores the state
// without them.
func moveBoxOut(tx *gorm.DB, id int64, text string) error {
	_, box, err := DecodeState(text)
	if err != nil || len(box) == 0 {
		return err
	}
	var have int64
	if err := tx.Model(&boxRow{}).Where("campaign_id = ?", id).Count(&have).Error; err != nil {
		return fmt.Errorf("count notes: %w", err)
	}
	if have > 0 {
		return nil // moved already
	}
	return storeBox(tx, id, 0, box)
}

// boxTexts are the texts of campaign id's notes written by log entries, by
// entry, undone ones included: an export puts them back in the payloads.
func boxTexts(g *gorm.DB, id int64) (map[int64]string, error) {
	var rows []boxRow
	if err := g.Select("seq", "text").Where("campaign_id = ? AND seq > 0 AND kind = ?", id, boxNote).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("read the notes of campaign %d: %w", id, err)
	}
	out := make(map[int64]string, len(rows))
	for _, r := range rows {
		out[r.Seq] = r.Text
	}
	return out, nil
}

// exportBox lists campaign id's notes and declarations for an export.
func exportBox(g *gorm.DB, id int64) ([]ExportNote, error) {
	var rows []boxRow
	if err := g.Where("campaign_id = ?", id).Order("id").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("export notes: %w", err)
	}
	out := make([]ExportNote, len(rows))
	for i, r := range rows {
		out[i] = ExportNote{Seq: r.Seq, Note: r.note(), Undone: r.Undone}
	}
	return out, nil
}

// importBox stores an export's notes and declarations for campaign id;
// from an export whose state holds them, it moves them out of state.
func importBox(tx *gorm.DB, id int64, ex *Export, state string) error {
	if len(ex.Box) == 0 {
		return moveBoxOut(tx, id, state)
	}
	rows := make([]boxRow, len(ex.Box))
	for i, n := range ex.Box {
		rows[i] = newBoxRow(id, n.Seq, n.Note)
		rows[i].Undone = n.Undone
	}
	if err := tx.CreateInBatches(rows, 200).Error; err != nil {
		return fmt.Errorf("import notes: %w", err)
	}
	return nil
}
