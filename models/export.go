package models

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
	"sengoku/i18n"
	"sengoku/tables"
)

// ExportFormat identifies Sengoku campaign exports. Version 2 stores the
// state before each action as a delta against the one before it (see
// delta.go): a ten-year campaign repeated some 1900 whole states, over
// 200 MB, where the deltas take a few.
const ExportFormat = "sengoku-campaign/2"

// exportFormatV1 stored every state whole; such files still import.
const exportFormatV1 = "sengoku-campaign/1"

// KnownExportFormat reports whether an export of format f can be imported.
func KnownExportFormat(f string) bool { return f == ExportFormat || f == exportFormatV1 }

// Bounds on the states an import rebuilds: a delta is short but may stand
// for a large state, and every state is stored whole.
const (
	maxStateBytes    = 8 << 20   // one state (a ten-year campaign's is about 0.2 MB)
	maxImportedBytes = 512 << 20 // all of them (about 220 MB for ten years)
)

// Export is a whole campaign as JSON: its state, players (without their
// secret tokens), action log and season snapshots. Importing it creates a new
// campaign with the same content.
type Export struct {
	Format string `json:"format"`
	Name   string `json:"name"`
	// Version is the campaign's version when exported: the import goes on
	// counting from it (importVersion). Older exports have none.
	Version int64 `json:"version,omitempty"`
	// Visibility is who may see the campaign (campaign.Listing); an
	// export made before listings has none: ImportCampaign's caller
	// chooses (the server's default).
	Visibility campaign.Listing `json:"visibility,omitempty"`
	State      json.RawMessage  `json:"state"`
	Players    []ExportPlayer   `json:"players"`
	Actions    []ExportAction   `json:"actions"`
	Snapshots  []ExportSnapshot `json:"snapshots"`
	Library    []ExportItem     `json:"library,omitempty"`
	Photos     []ExportPhoto    `json:"photos,omitempty"`
	// Box is the campaign's notes and declarations (undone ones included,
	// as the log keeps its undone entries). An export from before the box
	// left the state has none: its state holds them.
	Box []ExportNote `json:"box,omitempty"`
	// Archive is the Prestige history past tallies took out of the state
	// (campaign.State.ArchivesAtTally).
	Archive []ExportArchived `json:"archive,omitempty"`
	// Reports are the battle reports and the notes written on them, a row
	// an edit (undone ones included). An export from before reports left
	// the state has none: its state holds them.
	Reports []ExportReport `json:"reports,omitempty"`
	// Trackers are the battle trackers' events (roster rows included).
	Trackers []ExportTracker   `json:"trackers,omitempty"`
	Extra    map[string]string `json:"extra,omitempty"`
}

// ExportPlayer is a player in an export.
type ExportPlayer struct {
	Clan campaign.Clan `json:"clan"`
	Name string        `json:"name"`
}

// ExportAction is a log entry in an export.
type ExportAction struct {
	Seq        int64           `json:"seq"`
	ActorRole  string          `json:"actorRole"`
	ActorClan  string          `json:"actorClan,omitempty"`
	Kind       string          `json:"kind"`
	Payload    json.RawMessage `json:"payload"`
	Rolls      json.RawMessage `json:"rolls"`
	Events     json.RawMessage `json:"events"`
	Visibility string          `json:"visibility,omitempty"`
	// The state before the action: whole (StateBefore) for the first
	// action, or as a delta against the previous action's (StateDelta).
	StateBefore json.RawMessage `json:"stateBefore,omitempty"`
	StateDelta  json.RawMessage `json:"stateDelta,omitempty"`
	Year        int             `json:"year"`
	Season      int             `json:"season"`
	Undone      bool            `json:"undone,omitempty"`
	CreatedAt   time.Time       `json:"createdAt"`
}

// ExportNote is a note or declaration in an export: Seq names the log
// entry that wrote it (0: one moved out of an older state).
type ExportNote struct {
	Seq int64 `json:"seq,omitempty"`
	campaign.Note
	Undone bool `json:"undone,omitempty"`
}

// ExportItem is one of the campaign's own library items (such as its unit
// cards) in an export.
type ExportItem struct {
	Kind string          `json:"kind"`
	Name string          `json:"name"`
	Data json.RawMessage `json:"data"`
}

// CampaignLibraryOwner is the library key of the items campaign id owns.
func CampaignLibraryOwner(id int64) string { return "campaign:" + strconv.FormatInt(id, 10) }

// ExportSnapshot is an end-of-season state in an export: whole for the
// first snapshot, or as a delta against the previous one.
type ExportSnapshot struct {
	Year   int             `json:"year"`
	Season int             `json:"season"`
	State  json.RawMessage `json:"state,omitempty"`
	Delta  json.RawMessage `json:"delta,omitempty"`
}

// ExportCampaign gathers campaign id for export, as it stands at one
// moment: every read is in one read transaction, so actions taken
// meanwhile are all in the export or none.
func (db *DB) ExportCampaign(ctx context.Context, id int64) (*Export, error) {
	var ex *Export
	err := db.readSnapshot(ctx, func(g *gorm.DB) error {
		var err error
		ex, err = exportCampaign(g, id)
		return err
	})
	return ex, err
}

func exportCampaign(g *gorm.DB, id int64) (*Export, error) {
	var row campaignRow
	if err := g.First(&row, id).Error; err != nil {
		return nil, fmt.Errorf("export campaign %d: %w", id, translate(err))
	}
	ex := &Export{Format: ExportFormat, Name: row.Name, Version: row.Version, Visibility: campaign.Listing(row.Visibility), State: json.RawMessage(withMap(row.State, row.Map)), Players: []ExportPlayer{}, Actions: []ExportAction{}, Snapshots: []ExportSnapshot{}}
	var players []playerRow
	if err := g.Where("campaign_id = ?", id).Order("id").Find(&players).Error; err != nil {
		return nil, fmt.Errorf("export players: %w", err)
	}
	for _, p := range players {
		ex.Players = append(ex.Players, ExportPlayer{Clan: campaign.Clan(p.Clan), Name: p.Name})
	}
	var err error
	if ex.Actions, err = exportLog(g, row); err != nil {
		return nil, err
	}
	var snaps []snapshotRow
	if err := g.Where("campaign_id = ?", id).Order("year, season").Find(&snaps).Error; err != nil {
		return nil, fmt.Errorf("export snapshots: %w", err)
	}
	prev, prevTokens := "", []string(nil)
	for _, s := range snaps {
		es := ExportSnapshot{Year: s.Year, Season: s.Season}
		state := canonical(withMap(s.State, row.Map))
		toks := tokens(state)
		es.State, es.Delta = encodeState(prev, state, prevTokens, toks)
		prev, prevTokens = state, toks
		ex.Snapshots = append(ex.Snapshots, es)
	}
	var items []libraryRow
	if err := g.Where("campaign_id = ? AND owner = ?", id, CampaignLibraryOwner(id)).Order("id").Find(&items).Error; err != nil {
		return nil, fmt.Errorf("export library: %w", err)
	}
	for _, it := range items {
		ex.Library = append(ex.Library, ExportItem{Kind: it.Kind, Name: it.Name, Data: json.RawMessage(it.Data)})
	}
	if ex.Photos, err = exportPhotos(g, id); err != nil {
		return nil, err
	}
	if ex.Box, err = exportBox(g, id); err != nil {
		return nil, err
	}
	if ex.Archive, err = exportArchive(g, id); err != nil {
		return nil, err
	}
	if ex.Reports, err = exportReports(g, id); err != nil {
		return nil, err
	}
	if ex.Trackers, err = exportTrackers(g, id); err != nil {
		return nil, err
	}
	return ex, nil
}

// readSnapshot runs fn in one read transaction: every query fn makes sees
// the database as it stood at the first one, and writers are not held up.
func (db *DB) readSnapshot(ctx context.Context, fn func(g *gorm.DB) error) error {
	if !db.dialect.sqlite {
		return db.gorm.WithContext(ctx).Transaction(fn, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	}
	// The DSN makes every transaction BEGIN IMMEDIATE, which would hold
	// the write lock for the whole read: a deferred one instead, on a
	// connection of its own (WAL gives it its snapshot at its first read).
	return db.gorm.WithContext(ctx).Connection(func(conn *gorm.DB) error {
		// Each query a statement of its own, all on this connection.
		conn = conn.Session(&gorm.Session{NewDB: true})
		if err := conn.Exec("BEGIN DEFERRED").Error; err != nil {
			return fmt.Errorf("begin read: %w", err)
		}
		err := fn(conn)
		// Ended even when ctx is: the connection goes back to the pool.
		if end := conn.WithContext(context.WithoutCancel(conn.Statement.Context)).Exec("ROLLBACK").Error; end != nil && err == nil {
			err = fmt.Errorf("end read: %w", end)
		}
		return err
	})
}

// ImportCampaign stores an export as a new campaign with a new GM password
// hash and new player tokens (tokens[clan]), in one transaction.
func (db *DB) ImportCampaign(ctx context.Context, ex *Export, gmPasswordHash string, tokens map[campaign.Clan]string) (int64, error) {
	links := make(map[campaign.Clan]storedLink, len(tokens))
	for clan, t := range tokens {
		l, err := db.storeLink(t)
		if err != nil {
			return 0, err
		}
		links[clan] = l
	}
	return db.importCampaign(ctx, ex, gmPasswordHash, links)
}

// importBeside stores what an export keeps beside the log for campaign
// id: photos, notes, archived Prestige, battle reports and trackers.
func importBeside(tx *gorm.DB, id int64, ex *Export, state string, now time.Time) error {
	if err := importPhotos(tx, id, ex.Photos, now); err != nil {
		return err
	}
	if err := importBox(tx, id, ex, state); err != nil {
		return err
	}
	if err := importArchive(tx, id, ex.Archive, now); err != nil {
		return err
	}
	if err := importReports(tx, id, ex.Reports, state, now); err != nil {
		return err
	}
	return importTrackers(tx, id, ex.Trackers, now)
}

// importCampaign is ImportCampaign with the players' links as stored.
func (db *DB) importCampaign(ctx context.Context, ex *Export, gmPasswordHash string, links map[campaign.Clan]storedLink) (int64, error) {
	now := db.clockNow()
	// Stored as the app writes JSON (compact), whatever the file's layout.
	state, m, _ := splitMap(canonical(string(ex.State)))
	key, err := newPublicKey() // a new campaign, a new public link
	if err != nil {
		return 0, err
	}
	listing := ex.Visibility
	if listing == "" {
		listing = campaign.Listed
	}
	row := campaignRow{Name: ex.Name, GMPasswordHash: gmPasswordHash, State: state, Map: m, Version: importVersion(ex),
		Visibility: string(listing), PublicKey: key, CreatedAt: now, UpdatedAt: now}
	// Every row is made before the write transaction opens, so that it
	// holds the database only for the inserts.
	actions, snaps, err := importRows(ex, state, m, now)
	if err != nil {
		return 0, fmt.Errorf("import campaign: %w", err)
	}
	err = db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Create(&row).Error; err != nil {
			return err
		}
		for _, p := range ex.Players {
			l := links[p.Clan]
			pr := playerRow{CampaignID: row.ID, Clan: string(p.Clan), Name: p.Name, TokenHash: l.hash, TokenSealed: l.sealed, CreatedAt: now, UpdatedAt: now}
			if err := tx.Create(&pr).Error; err != nil {
				return err
			}
		}
		for i := range actions {
			actions[i].CampaignID = row.ID
		}
		for i := range snaps {
			snaps[i].CampaignID = row.ID
		}
		if len(actions) > 0 {
			if err := tx.CreateInBatches(actions, 200).Error; err != nil {
				return err
			}
		}
		if len(snaps) > 0 {
			if err := tx.CreateInBatches(snaps, 200).Error; err != nil {
				return err
			}
		}
		for _, it := range ex.Library {
			campaignID := row.ID
			lr := libraryRow{Kind: it.Kind, Owner: CampaignLibraryOwner(row.ID), CampaignID: &campaignID, Name: it.Name, Data: canonical(string(it.Data)), CreatedAt: now, UpdatedAt: now}
			if err := tx.Create(&lr).Error; err != nil {
				return err
			}
		}
		return importBeside(tx, row.ID, ex, state, now)
	})
	if err != nil {
		return 0, fmt.Errorf("import campaign: %w", err)
	}
	return row.ID, nil
}

// importVersion is the version an imported campaign starts at: the
// export's, so that a page or client still holding an older version of the
// campaign gets a conflict and not a silent match. An export without one
// (older files) counts its log: every action and every undo raised the
// version by one from 1, so the last entry's number plus one.
func importVersion(ex *Export) int64 {
	v := max(ex.Version, 1)
	for _, a := range ex.Actions {
		v = max(v, a.Seq+1)
	}
	return v
}

// importRows makes the log and snapshot rows of an export as they are
// stored (campaign id unset): each action's state before as a delta
// against the state after it (the state before the next action, or the
// campaign's state, whole and without its map, for the last).
func importRows(ex *Export, state, m string, now time.Time) ([]actionRow, []snapshotRow, error) {
	var actions []actionRow
	var snaps []snapshotRow
	noted := map[int64]bool{} // note actions whose text the box keeps
	for _, n := range ex.Box {
		if n.Seq > 0 && !n.Declaration() {
			noted[n.Seq] = true
		}
	}
	// Each action is stored once the state after it is known.
	var pending *actionRow
	flush := func(after string) {
		if pending != nil {
			pending.StateBefore, pending.BeforeDelta = encodeBefore(pending.StateBefore, after)
			actions = append(actions, *pending)
			pending = nil
		}
	}
	err := ex.EachStoredState(func(st StoredState) error {
		stored := stripMap(st.JSON, m)
		if st.Action >= 0 {
			flush(stored)
			a := ex.Actions[st.Action]
			payload := canonical(string(a.Payload))
			if noted[a.Seq] {
				payload = withoutText(payload) // the text is in the box
			}
			pending = &actionRow{Seq: a.Seq, ActorRole: a.ActorRole, ActorClan: a.ActorClan, Kind: a.Kind,
				Payload: payload, Rolls: canonical(string(a.Rolls)), Events: canonical(string(a.Events)), Visibility: a.Visibility,
				StateBefore: stored, Year: a.Year, Season: a.Season, Undone: a.Undone, CreatedAt: a.CreatedAt.UTC().Truncate(time.Microsecond)}
			return nil
		}
		flush(state)
		s := ex.Snapshots[st.Snapshot]
		snaps = append(snaps, snapshotRow{Year: s.Year, Season: s.Season, State: stored, CreatedAt: now})
		return nil
	})
	flush(state)
	return actions, snaps, err
}

// canonical is JSON text as encoding/json writes it, compact, the form an
// export's states are diffed in and stored in (an export file is indented;
// the states it holds whole come back compact). Text that is not JSON is
// kept as it is.
func canonical(text string) string {
	if isCanonical(text) {
		return text // as the app stores every state: no work
	}
	b, err := json.Marshal(json.RawMessage(text))
	if err != nil {
		return text
	}
	return string(b)
}

// isCanonical reports whether JSON text is already as encoding/json writes
// it: no space outside strings, none of the characters it escapes (< > &
// U+2028 U+2029).
func isCanonical(s string) bool {
	in := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if canonicalClass[c] == 0 {
			continue
		}
		switch c {
		case '<', '>', '&':
			return false
		case 0xe2:
			if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xa8 || s[i+2] == 0xa9) {
				return false
			}
		case '\\':
			i++ // in a string: the escaped character
		case '"':
			in = !in
		default: // white space
			if !in {
				return false
			}
		}
	}
	return !in
}

// canonicalClass marks the bytes isCanonical looks at.
var canonicalClass = func() (t [256]uint8) {
	for _, c := range []byte{'<', '>', '&', 0xe2, '\\', '"', ' ', '\t', '\n', '\r'} {
		t[c] = 1
	}
	return t
}()

// encodeState writes state for an export: a delta against prev when there
// is one, it rebuilds state exactly and it is shorter; whole otherwise.
func encodeState(prev, state string, prevTokens, stateTokens []string) (whole, delta json.RawMessage) {
	if prev != "" {
		d := diffTokens(prevTokens, stateTokens)
		if len(d) < len(state) {
			if back, err := applyDelta(prev, d, len(state)); err == nil && back == state {
				return nil, d
			}
		}
	}
	return json.RawMessage(state), nil
}

// StoredState is one of the states an export stores, rebuilt: the state
// before Actions[Action], or the state of Snapshots[Snapshot] (the other
// index is -1).
type StoredState struct {
	Action   int
	Snapshot int
	JSON     string // compact
}

// EachStoredState rebuilds, in order, the state before each action and
// then each snapshot's state, and calls fn with each; it stops at fn's
// first error. A state missing, a delta that does not apply or states
// beyond the import's bounds are a *tables.ValidationError.
func (ex *Export) EachStoredState(fn func(StoredState) error) error {
	total := 0
	// what names the state in the problems; the delta's error is a
	// developer's detail, given as it is.
	rebuild := func(prev string, whole, delta json.RawMessage, what i18n.Msg) (string, error) {
		var state string
		switch {
		case len(whole) > 0 && len(delta) == 0:
			state = canonical(string(whole))
		case len(delta) > 0 && len(whole) == 0 && prev != "":
			var err error
			if state, err = applyDelta(prev, delta, maxStateBytes); err != nil {
				return "", tables.Invalid("file", "models.state.cannot-rebuild", what, err.Error())
			}
		default:
			return "", tables.Invalid("file", "models.state.missing", what)
		}
		if len(state) > maxStateBytes {
			return "", tables.Invalid("file", "models.state.too-large", what, maxStateBytes>>20)
		}
		if total += len(state); total > maxImportedBytes {
			return "", tables.Invalid("file", "models.states.too-large", maxImportedBytes>>20)
		}
		return state, nil
	}
	prev := ""
	for i, a := range ex.Actions {
		state, err := rebuild(prev, a.StateBefore, a.StateDelta, i18n.M("models.state.before-action", int(a.Seq)))
		if err != nil {
			return err
		}
		if err := fn(StoredState{Action: i, Snapshot: -1, JSON: state}); err != nil {
			return err
		}
		prev = state
	}
	prev = ""
	for i, s := range ex.Snapshots {
		state, err := rebuild(prev, s.State, s.Delta, i18n.M("models.state.end-of-season", s.Season+1, s.Year))
		if err != nil {
			return err
		}
		if err := fn(StoredState{Action: -1, Snapshot: i, JSON: state}); err != nil {
			return err
		}
		prev = state
	}
	return nil
}
