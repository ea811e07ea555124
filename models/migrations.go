package models

import (
	"context"
	"fmt"
	"math"
	"time"

	"gorm.io/gorm"
)

// migration is one ordered schema change. Applied migrations are recorded in
// schema_versions and never edited: add a new one instead. Statements use
// the neutral column types of dialect.ddl, the only place where the two
// databases' schemas differ.
type migration struct {
	version int
	name    string
	stmts   []string
	// rewrite, when set, runs after stmts in the same transaction: a
	// change of how rows are stored, applied to every existing row.
	rewrite func(tx *gorm.DB) error
	// postgres are statements for PostgreSQL alone (storage parameters
	// SQLite has no word for), run after stmts.
	postgres []string
}

var migrations = []migration{
	{1, "campaigns, players, sessions", []string{
		`CREATE TABLE campaigns (
			id {{serial}},
			name TEXT NOT NULL,
			gm_password_hash TEXT NOT NULL,
			state TEXT NOT NULL,
			version INTEGER NOT NULL DEFAULT 1,
			created_at {{time}} NOT NULL,
			updated_at {{time}} NOT NULL
		)`,
		`CREATE TABLE players (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			clan TEXT NOT NULL,
			name TEXT NOT NULL,
			token TEXT NOT NULL UNIQUE,
			created_at {{time}} NOT NULL,
			updated_at {{time}} NOT NULL,
			UNIQUE (campaign_id, clan)
		)`,
		`CREATE TABLE sessions (
			id {{serial}},
			token_hash TEXT NOT NULL UNIQUE,
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			role TEXT NOT NULL,
			clan TEXT NOT NULL DEFAULT '',
			expires_at {{time}} NOT NULL,
			created_at {{time}} NOT NULL
		)`,
		`CREATE INDEX sessions_expires ON sessions(expires_at)`,
	}, nil, nil},
	{2, "action log and season snapshots", []string{
		`CREATE TABLE actions (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			seq INTEGER NOT NULL,
			actor_role TEXT NOT NULL,
			actor_clan TEXT NOT NULL DEFAULT '',
			kind TEXT NOT NULL,
			payload TEXT NOT NULL,
			rolls TEXT NOT NULL DEFAULT '[]',
			events TEXT NOT NULL DEFAULT '[]',
			visibility TEXT NOT NULL DEFAULT '',
			state_before TEXT NOT NULL,
			year INTEGER NOT NULL,
			season INTEGER NOT NULL,
			undone {{bool}} NOT NULL DEFAULT {{false}},
			created_at {{time}} NOT NULL,
			UNIQUE (campaign_id, seq)
		)`,
		`CREATE TABLE snapshots (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			year INTEGER NOT NULL,
			season INTEGER NOT NULL,
			state TEXT NOT NULL,
			created_at {{time}} NOT NULL,
			UNIQUE (campaign_id, year, season)
		)`,
	}, nil, nil},
	{3, "club library: unit cards, profiles, armies", []string{
		`CREATE TABLE library_items (
			id {{serial}},
			kind TEXT NOT NULL,
			owner TEXT NOT NULL DEFAULT '',
			campaign_id INTEGER REFERENCES campaigns(id) ON DELETE CASCADE,
			name TEXT NOT NULL,
			data TEXT NOT NULL,
			created_at {{time}} NOT NULL,
			updated_at {{time}} NOT NULL
		)`,
		`CREATE INDEX library_items_kind ON library_items(kind, owner)`,
	}, nil, nil},
	{4, "compact history: the map once per campaign, states before as deltas", []string{
		`ALTER TABLE campaigns ADD COLUMN map TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE actions ADD COLUMN before_delta TEXT NOT NULL DEFAULT ''`,
	}, compactHistory, nil},
	{5, "rate limits shared by every instance", []string{
		`CREATE TABLE rate_counters (
			key TEXT NOT NULL,
			window_start BIGINT NOT NULL,
			count INTEGER NOT NULL,
			last_at BIGINT NOT NULL,
			PRIMARY KEY (key, window_start)
		)`,
	}, nil, nil},
	{6, "join links stored as hashes", []string{
		`ALTER TABLE players RENAME COLUMN token TO token_hash`,
		`ALTER TABLE players ADD COLUMN token_sealed TEXT NOT NULL DEFAULT ''`,
	}, hashJoinTokens, nil},
	{7, "deadlines: when to look at a campaign, and leases of background work", []string{
		`ALTER TABLE campaigns ADD COLUMN wake_at {{time}}`,
		`CREATE INDEX campaigns_wake ON campaigns(wake_at)`,
		`CREATE TABLE leases (
			name TEXT PRIMARY KEY,
			holder TEXT NOT NULL,
			expires_at {{time}} NOT NULL
		)`,
	}, nil, nil},
	{8, "notices: subscriptions and their outbox", []string{
		`CREATE TABLE subscriptions (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			role TEXT NOT NULL,
			clan TEXT NOT NULL DEFAULT '',
			channel TEXT NOT NULL,
			format TEXT NOT NULL DEFAULT '',
			target TEXT NOT NULL DEFAULT '',
			secret TEXT NOT NULL DEFAULT '',
			lang TEXT NOT NULL,
			token TEXT NOT NULL UNIQUE,
			created_at {{time}} NOT NULL
		)`,
		`CREATE INDEX subscriptions_campaign ON subscriptions(campaign_id)`,
		`CREATE TABLE notices (
			id {{serial}},
			subscription_id INTEGER NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			kind TEXT NOT NULL,
			data TEXT NOT NULL,
			created_at {{time}} NOT NULL,
			next_at {{time}},
			attempts INTEGER NOT NULL DEFAULT 0,
			delivered_at {{time}},
			last_error TEXT NOT NULL DEFAULT ''
		)`,
		`CREATE INDEX notices_next ON notices(next_at)`,
		`CREATE INDEX notices_subscription ON notices(subscription_id, id)`,
	}, nil, nil},
	{9, "photos of the table, one per fought battle", []string{
		`CREATE TABLE battle_photos (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			battle INTEGER NOT NULL,
			content_type TEXT NOT NULL,
			data {{blob}} NOT NULL,
			created_at {{time}} NOT NULL,
			UNIQUE (campaign_id, battle)
		)`,
	}, nil, nil},
	{10, "feed and stop links stored as hashes", []string{
		`ALTER TABLE subscriptions RENAME COLUMN token TO token_hash`,
		`ALTER TABLE subscriptions ADD COLUMN token_sealed TEXT NOT NULL DEFAULT ''`,
	}, hashSubscriptionTokens, nil},
	{11, "diplomatic notes, declarations and past years' Prestige in rows of their own", []string{
		`CREATE TABLE notes (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			seq INTEGER NOT NULL DEFAULT 0,
			kind TEXT NOT NULL,
			number INTEGER NOT NULL,
			from_clan TEXT NOT NULL,
			to_clan TEXT NOT NULL DEFAULT '',
			year INTEGER NOT NULL,
			season INTEGER NOT NULL,
			phase TEXT NOT NULL DEFAULT '',
			text TEXT NOT NULL,
			undone {{bool}} NOT NULL DEFAULT {{false}},
			created_at {{time}} NOT NULL
		)`,
		`CREATE INDEX notes_campaign ON notes(campaign_id, id)`,
		`CREATE INDEX notes_season ON notes(campaign_id, year, season)`,
		`CREATE TABLE prestige (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			seq INTEGER NOT NULL,
			kind TEXT NOT NULL,
			clan TEXT NOT NULL,
			year INTEGER NOT NULL,
			data TEXT NOT NULL,
			undone {{bool}} NOT NULL DEFAULT {{false}},
			created_at {{time}} NOT NULL
		)`,
		`CREATE INDEX prestige_campaign ON prestige(campaign_id, id)`,
	}, moveBoxesOut, []string{
		// A campaign's row changes with every action while its state
		// stays a few KB: compressed inline (above 4,000 bytes the state
		// is compressed, and stays in the row while it compresses below
		// that) and with half of each page free, an action's update is a
		// HOT update on the same page, whose old version the next access
		// prunes, instead of new TOAST chunks left for autovacuum.
		`ALTER TABLE campaigns SET (fillfactor = 50, toast_tuple_target = 4000)`,
	}},
	{12, "battle trackers: each event of a battle followed at the table, numbered by its revision", []string{
		`CREATE TABLE tracker_events (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			battle INTEGER NOT NULL,
			seq INTEGER NOT NULL,
			kind TEXT NOT NULL,
			maker TEXT NOT NULL,
			data TEXT NOT NULL,
			created_at {{time}} NOT NULL,
			UNIQUE (campaign_id, battle, seq)
		)`,
	}, nil, nil},
	{13, "who may see a campaign: listed, unlisted or private", []string{
		`ALTER TABLE campaigns ADD COLUMN visibility TEXT NOT NULL DEFAULT 'listed'`,
		`ALTER TABLE campaigns ADD COLUMN public_key TEXT NOT NULL DEFAULT ''`,
	}, givePublicKeys, nil},
	{14, "a tracker's card event names the campaign action that played the card, for its undo", []string{
		`ALTER TABLE tracker_events ADD COLUMN action_seq INTEGER NOT NULL DEFAULT 0`,
	}, nil, nil},
	{15, "games of Clash of Katanas scenarios: a row per game, its events as rows", []string{
		`CREATE TABLE ccsb_games (
			id {{serial}},
			scenario INTEGER NOT NULL,
			setup TEXT NOT NULL,
			seat0 TEXT NOT NULL,
			seat1 TEXT NOT NULL DEFAULT '',
			campaign_id INTEGER NOT NULL DEFAULT 0,
			rev INTEGER NOT NULL DEFAULT 0,
			finished {{bool}} NOT NULL DEFAULT {{false}},
			winner INTEGER NOT NULL DEFAULT -1,
			flags0 INTEGER NOT NULL DEFAULT 0,
			flags1 INTEGER NOT NULL DEFAULT 0,
			created_at {{time}} NOT NULL,
			updated_at {{time}} NOT NULL
		)`,
		`CREATE INDEX ccsb_games_results ON ccsb_games(finished, scenario, winner)`,
		`CREATE TABLE ccsb_game_events (
			id {{serial}},
			game_id INTEGER NOT NULL REFERENCES ccsb_games(id) ON DELETE CASCADE,
			seq INTEGER NOT NULL,
			kind TEXT NOT NULL,
			seat INTEGER NOT NULL,
			data TEXT NOT NULL,
			created_at {{time}} NOT NULL,
			UNIQUE (game_id, seq)
		)`,
	}, nil, nil},
	{16, "battle reports and the notes on them in rows of their own", []string{
		`CREATE TABLE battle_reports (
			id {{serial}},
			campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
			seq INTEGER NOT NULL DEFAULT 0,
			battle INTEGER NOT NULL,
			kind TEXT NOT NULL,
			province INTEGER NOT NULL DEFAULT 0,
			year INTEGER NOT NULL DEFAULT 0,
			season INTEGER NOT NULL DEFAULT 0,
			data TEXT NOT NULL,
			undone {{bool}} NOT NULL DEFAULT {{false}},
			created_at {{time}} NOT NULL
		)`,
		`CREATE INDEX battle_reports_campaign ON battle_reports(campaign_id, id)`,
		`CREATE INDEX battle_reports_battle ON battle_reports(campaign_id, battle, id)`,
	}, moveAllReportsOut, nil},
}

// migrate applies the migrations after the database's version, up to
// version upTo, all in one transaction: several instances starting at once
// on one PostgreSQL database queue on an advisory lock (SQLite's immediate
// transactions queue by themselves), and the later ones find the work done.
func (db *DB) migrate(ctx context.Context, upTo int) error {
	rewrote := false
	err := db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if !db.dialect.sqlite {
			if err := tx.Exec("SELECT pg_advisory_xact_lock(?)", migrationLock).Error; err != nil {
				return fmt.Errorf("wait for other instances' migrations: %w", err)
			}
		}
		if err := tx.Exec(db.dialect.ddl.Replace(`CREATE TABLE IF NOT EXISTS schema_versions (
			version INTEGER PRIMARY KEY,
			name TEXT NOT NULL,
			applied_at {{time}} NOT NULL
		)`)).Error; err != nil {
			return fmt.Errorf("create schema_versions: %w", err)
		}
		var current int
		if err := tx.Raw("SELECT COALESCE(MAX(version), 0) FROM schema_versions").Scan(&current).Error; err != nil {
			return fmt.Errorf("read schema version: %w", err)
		}
		for _, m := range migrations {
			if m.version <= current || m.version > upTo {
				continue
			}
			if db.standing == follower { // the owner serves the schema it knows
				return fmt.Errorf("migration %d (%s): %w", m.version, m.name, ErrReadOnly)
			}
			if err := applyMigration(tx, db.dialect, m, db.clockNow()); err != nil {
				return fmt.Errorf("migration %d (%s): %w", m.version, m.name, err)
			}
			rewrote = rewrote || (m.rewrite != nil && current > 0)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if rewrote && db.dialect.sqlite {
		// Give the space of the rewritten rows back to the file system.
		if err := db.gorm.WithContext(ctx).Exec("VACUUM").Error; err != nil {
			return fmt.Errorf("vacuum after migrating: %w", err)
		}
	}
	return nil
}

// migrationLock is the PostgreSQL advisory lock key migrations hold.
const migrationLock = 0x53454e474f4b55 // "SENGOKU"

func applyMigration(tx *gorm.DB, d dialect, m migration, at time.Time) error {
	for _, s := range m.stmts {
		if err := tx.Exec(d.ddl.Replace(s)).Error; err != nil {
			return err
		}
	}
	if !d.sqlite {
		for _, s := range m.postgres {
			if err := tx.Exec(s).Error; err != nil {
				return err
			}
		}
	}
	if m.rewrite != nil {
		if err := m.rewrite(tx); err != nil {
			return err
		}
	}
	return tx.Exec("INSERT INTO schema_versions (version, name, applied_at) VALUES (?, ?, ?)", m.version, m.name, at).Error
}

// compactHistory rewrites every campaign into the stored form of
// history.go: the map out of every state, each action's state before as a
// delta against the state after it.
func compactHistory(tx *gorm.DB) error {
	var ids []int64
	if err := tx.Model(&campaignRow{}).Order("id").Pluck("id", &ids).Error; err != nil {
		return fmt.Errorf("list campaigns: %w", err)
	}
	for _, id := range ids {
		if err := compactCampaign(tx, id); err != nil {
			return fmt.Errorf("campaign %d: %w", id, err)
		}
	}
	return nil
}

func compactCampaign(tx *gorm.DB, id int64) error {
	var row campaignRow
	if err := tx.Select("id", "state").First(&row, id).Error; err != nil {
		return err
	}
	state, m, _ := splitMap(row.State)
	if err := tx.Model(&campaignRow{}).Where("id = ?", id).Updates(map[string]any{"state": state, "map": m}).Error; err != nil {
		return err
	}
	// Newest first, in batches: each state before is diffed against the
	// one after it, which the previous step has just read.
	after := state
	for last := int64(math.MaxInt32); ; {
		var batch []actionRow
		if err := tx.Select("id", "seq", "state_before").Where("campaign_id = ? AND seq < ?", id, last).Order("seq DESC").Limit(200).Find(&batch).Error; err != nil {
			return err
		}
		if len(batch) == 0 {
			break
		}
		for _, a := range batch {
			before := stripMap(a.StateBefore, m)
			whole, delta := encodeBefore(before, after)
			if err := tx.Model(&actionRow{}).Where("id = ?", a.ID).Updates(map[string]any{"state_before": whole, "before_delta": delta}).Error; err != nil {
				return err
			}
			after, last = before, a.Seq
		}
	}
	var snaps []snapshotRow
	if err := tx.Select("id", "state").Where("campaign_id = ?", id).Find(&snaps).Error; err != nil {
		return err
	}
	for _, s := range snaps {
		if err := tx.Model(&snapshotRow{}).Where("id = ?", s.ID).Update("state", stripMap(s.State, m)).Error; err != nil {
			return err
		}
	}
	return nil
}

// moveBoxesOut keeps every campaign's notes and declarations in rows of
// their own (box.go); the states keep their text until their next action.
func moveBoxesOut(tx *gorm.DB) error {
	var rows []campaignRow
	if err := tx.Select("id", "state").Order("id").Find(&rows).Error; err != nil {
		return fmt.Errorf("list campaigns: %w", err)
	}
	for _, r := range rows {
		if err := moveBoxOut(tx, r.ID, r.State); err != nil {
			return fmt.Errorf("campaign %d: %w", r.ID, err)
		}
	}
	return nil
}

// hashJoinTokens replaces every join token kept in clear by its SHA-256
// (links.go): the links keep opening, and a copy of the database no
// longer opens them. The links page cannot show these again (nothing
// sealed them); regenerating one gives a link it shows.
func hashJoinTokens(tx *gorm.DB) error {
	var rows []playerRow
	if err := tx.Select("id", "token_hash").Find(&rows).Error; err != nil {
		return fmt.Errorf("list players: %w", err)
	}
	for _, r := range rows {
		if err := tx.Model(&playerRow{}).Where("id = ?", r.ID).Update("token_hash", HashToken(r.TokenHash)).Error; err != nil {
			return fmt.Errorf("hash the join token of player %d: %w", r.ID, err)
		}
	}
	return nil
}

// hashSubscriptionTokens replaces every feed and stop token kept in clear
// by its SHA-256, as hashJoinTokens does for join links: the feeds and stop
// links keep working; the notices page cannot show these again (nothing
// sealed them) and offers to remove them instead.
func hashSubscriptionTokens(tx *gorm.DB) error {
	var rows []Subscription
	if err := tx.Select("id", "token_hash").Find(&rows).Error; err != nil {
		return fmt.Errorf("list subscriptions: %w", err)
	}
	for _, r := range rows {
		if err := tx.Model(&Subscription{}).Where("id = ?", r.ID).Update("token_hash", HashToken(r.TokenHash)).Error; err != nil {
			return fmt.Errorf("hash the token of subscription %d: %w", r.ID, err)
		}
	}
	return nil
}

// givePublicKeys gives every campaign the secret part of its public link
// (campaign.Listing); the campaigns stay listed, as they were.
func givePublicKeys(tx *gorm.DB) error {
	var rows []campaignRow
	if err := tx.Select("id").Find(&rows).Error; err != nil {
		return fmt.Errorf("list campaigns: %w", err)
	}
	for _, r := range rows {
		key, err := newPublicKey()
		if err != nil {
			return err
		}
		if err := tx.Model(&campaignRow{}).Where("id = ?", r.ID).Update("public_key", key).Error; err != nil {
			return fmt.Errorf("give campaign %d its public key: %w", r.ID, err)
		}
	}
	return nil
}
