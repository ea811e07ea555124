package campaign

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"sengoku/i18n"
	"strings"
	"sync/atomic"
	"time"
)

// The campaign use cases — creating a campaign, acting, undoing, and who
// may read a log entry — over a Store that the models package implements
// for SQLite and PostgreSQL. The web layer only parses, calls and renders.

// Saved is a campaign as its store holds it: its current state at a
// version that grows by one with every stored change.
type Saved struct {
	ID        int64
	Name      string
	Version   int64
	State     *State
	CreatedAt time.Time
	UpdatedAt time.Time
	// Listing is who may see the campaign; PublicKey the secret part of
	// its public link (see Listing).
	Listing   Listing
	PublicKey string
}

// LogEntry is one entry of a campaign's action log.
type LogEntry struct {
	Seq        int64
	ActorRole  string
	ActorClan  string
	Kind       string
	Payload    string // the action, JSON
	Rolls      string // the dice and shuffles it used, JSON
	Events     string // what happened, JSON
	Visibility string // "" public, or the clans that may see it (GM sees all)
	Year       int
	Season     Season
	Undone     bool
	CreatedAt  time.Time
	// Notices are what the action tells its readers outside the site;
	// the store queues them with the entry, in the same transaction.
	Notices []Notice
	// Box holds the notes and declarations the action wrote (Outcome.Box);
	// the store keeps them with the entry, in the same transaction.
	Box []Note
	// Archive is the Prestige history a tally took out of the state
	// (Outcome.Archive), kept by the store with the entry.
	Archive History
	// Reports and ReportNotes are the battle reports and the notes on
	// them the action wrote (Outcome.Reports, ReportNotes), kept by the
	// store with the entry.
	Reports     []BattleReport
	ReportNotes []ReportNote
}

// Seat is a clan's player in a new campaign, with the secret token of his
// join link.
type Seat struct {
	Clan  Clan
	Name  string
	Token string
}

// ErrNothingToUndo is an undo with no action left to undo.
var ErrNothingToUndo = errors.New("nothing to undo")

// ErrConflict is a campaign that changed since it was read: another action
// won the race. A Store refuses with it (wrapped); the caller may read the
// campaign again and retry.
var ErrConflict = errors.New("the campaign changed")

// Store keeps campaigns. Each method is one transaction.
type Store interface {
	// CreateCampaign stores a new campaign with its players, seen as
	// listing says (listed when "").
	CreateCampaign(ctx context.Context, st *State, gmPasswordHash string, seats []Seat, listing Listing) (int64, error)
	// Act loads campaign id's state once, refuses with ErrConflict if it is
	// no longer at wantVersion (0 skips the check), lets change alter it
	// and describe the action, and stores the state and the entry; nothing
	// is stored if change fails.
	Act(ctx context.Context, id, wantVersion int64, change func(st *State) (LogEntry, error)) (*Saved, error)
	// Undo restores the state before the newest entry that is neither
	// undone nor an undo, marks it undone and logs describe's entry for it,
	// returning the entry undone; not found when there is none.
	Undo(ctx context.Context, id, wantVersion int64, describe func(undone LogEntry) LogEntry) (*Saved, LogEntry, error)
}

// Service runs the use cases over a store.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns the use cases over store; now is the server's clock
// (the engine never reads one).
func NewService(store Store, now func() time.Time) *Service {
	return &Service{store: store, now: now}
}

// Create sets up and stores a new campaign with a fresh seed and a fresh
// join token for each player; it returns its id and the tokens.
func (s *Service) Create(ctx context.Context, setup Setup, gmPasswordHash string) (int64, map[Clan]string, error) {
	seed, err := randomSeed()
	if err != nil {
		return 0, nil, err
	}
	setup.Seed = seed
	st, err := NewCampaign(setup)
	if err != nil {
		return 0, nil, fmt.Errorf("set up campaign: %w", err)
	}
	tokens := map[Clan]string{}
	var seats []Seat
	for _, c := range Clans {
		if _, ok := setup.Players[c]; !ok {
			continue
		}
		tok, err := NewToken()
		if err != nil {
			return 0, nil, err
		}
		tokens[c] = tok
		seats = append(seats, Seat{Clan: c, Name: st.Clan(c).Player, Token: tok})
	}
	id, err := s.store.CreateCampaign(ctx, st, gmPasswordHash, seats, setup.Listing)
	if err != nil {
		return 0, nil, err
	}
	return id, tokens, nil
}

// Act runs action a for actor on campaign id in one transaction, at the
// server's clock, refusing if the campaign is no longer at version (0
// skips the check).
func (s *Service) Act(ctx context.Context, id, version int64, actor Actor, a Action) (*Saved, Outcome, error) {
	// The engine never reads the clock: the server's time stamps notes and
	// runs the diplomacy timer, whatever a client sends.
	a.At = s.now().UTC()
	var out Outcome
	saved, err := s.store.Act(ctx, id, version, func(st *State) (LogEntry, error) {
		e, err := s.entry(st, actor, a)
		out = e.outcome
		return e.LogEntry, err
	})
	return saved, out, err
}

// Entry applies a to st for actor at the server's clock and writes its log
// entry, for a store method that records a change kept outside the state
// (a battle photo) in the same transaction as the entry.
func (s *Service) Entry(st *State, actor Actor, a Action) (LogEntry, error) {
	a.At = s.now().UTC()
	e, err := s.entry(st, actor, a)
	return e.LogEntry, err
}

// stepped is an action's log entry and what it did.
type stepped struct {
	LogEntry
	outcome Outcome
}

// entry applies a to st and writes its log entry. st is the store's own
// decoded copy, thrown away if the action is refused: nothing of it is
// copied, neither to restore it nor to compare with; the notices compare
// the turn before (TurnOf) with the state after.
func (s *Service) entry(st *State, actor Actor, a Action) (stepped, error) {
	was := TurnOf(st, a.At)
	o, err := stepOnce(st, actor, a)
	if err != nil {
		return stepped{}, err
	}
	payload, err := json.Marshal(a)
	if err != nil {
		return stepped{}, fmt.Errorf("encode action: %w", err)
	}
	events, err := json.Marshal(o.Messages)
	if err != nil {
		return stepped{}, fmt.Errorf("encode events: %w", err)
	}
	return stepped{LogEntry{ActorRole: string(actor.Role), ActorClan: string(actor.Clan), Kind: string(a.Kind),
		Payload: string(payload), Rolls: MarshalRolls(o.Rolls), Events: string(events), Visibility: EntryVisibility(o, actor), Notices: NoticesOf(was, st, a), Box: o.Box, Archive: o.Archive,
		Reports: o.Reports, ReportNotes: o.ReportNotes}, o}, nil
}

// Undo restores the state before the game master's last action and logs
// the undo, naming the action it removed: both come from the one
// transaction, whatever else runs meanwhile.
func (s *Service) Undo(ctx context.Context, id, version int64) (*Saved, LogEntry, error) {
	return s.store.Undo(ctx, id, version, func(last LogEntry) LogEntry {
		events, _ := json.Marshal([]Message{{Kind: "undo", Msg: i18n.M("campaign.undo", last.Seq, KindName(last.Kind))}})
		return LogEntry{ActorRole: string(RoleGM), Kind: "undo", Events: string(events)}
	})
}

// KindName names an action kind: its word in the catalogue ("kind.move"),
// or its code as it is for a kind the catalogue does not name (an
// identifier, as a test's fixtures log).
func KindName(kind string) i18n.Msg {
	if key := "kind." + kind; i18n.Has(key) {
		return i18n.M(key)
	}
	return i18n.M("campaign.kind-code", kind)
}

// LogReader is who reads a campaign's action log: the game master reads
// every entry, a player the public ones and those naming his clan, the
// public only the public ones.
type LogReader struct {
	GM   bool
	Clan Clan
}

// ReaderOf is the log reader an actor is.
func ReaderOf(a Actor) LogReader {
	return LogReader{GM: a.Role == RoleGM, Clan: a.Clan}
}

// CanRead reports whether r may read an entry with visibility v.
func (r LogReader) CanRead(v string) bool {
	if r.GM || v == "" {
		return true
	}
	if r.Clan == "" {
		return false
	}
	for _, c := range strings.Split(v, ",") {
		if c == string(r.Clan) {
			return true
		}
	}
	return false
}

// CanReadMessage reports whether r may read message m of an entry
// (private messages are for their clan and the game master).
func (r LogReader) CanReadMessage(m Message) bool {
	return m.Private == "" || r.GM || m.Private == r.Clan
}

// Visibility encodes who may read a log entry besides the game master:
// "" for everybody, or the clans that may, comma-separated in a stable
// order (a contingent request concerns two clans).
func Visibility(clans ...Clan) string {
	seen := map[Clan]bool{}
	var out []string
	for _, c := range Clans {
		for _, k := range clans {
			if k == c && !seen[c] {
				seen[c] = true
				out = append(out, string(c))
			}
		}
	}
	return strings.Join(out, ",")
}

// EntryVisibility is who may read an action's log entry: everybody when
// one of its messages is public, otherwise the clans its messages are for
// (and the acting player).
func EntryVisibility(out Outcome, actor Actor) string {
	var clans []Clan
	for _, m := range out.Messages {
		if m.Private == "" {
			return ""
		}
		clans = append(clans, m.Private)
	}
	if actor.Role == RolePlayer {
		clans = append(clans, actor.Clan)
	}
	if len(clans) == 0 {
		return ""
	}
	return Visibility(clans...)
}

// NewToken is a fresh secret for a join link or a session: 32 random
// bytes, URL-safe.
func NewToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("random token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// randomSeed starts a campaign's recorded generator.
func randomSeed() (uint64, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, fmt.Errorf("random seed: %w", err)
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}

// copies counts the states copied whole (State.clone): an action through
// the Service copies none (see entry); Apply's own callers and a preview
// copy one.
var copies atomic.Int64

// StateCopies is how many times a state has been copied whole since the
// program started: tests check that an action copies none.
func StateCopies() int64 { return copies.Load() }

// MaxAutoSteps bounds the automatic steps one wake of a campaign takes (a
// default for each of six clans and the advance, a few phases over).
const MaxAutoSteps = 32

// errNothingDue ends a run of automatic steps.
var errNothingDue = errors.New("nothing due")

// AutoAdvance takes every automatic step due on campaign id at the
// server's clock (deadlines.go, auto.go): each one action in its own
// transaction, decided on the state that transaction locked, so that two
// servers waking the same campaign take each step once. It returns the
// campaign after the last step (nil when none was due).
func (s *Service) AutoAdvance(ctx context.Context, id int64) (*Saved, int, error) {
	var last *Saved
	for n := 0; n < MaxAutoSteps; n++ {
		a := Action{Kind: ActAuto, At: s.now().UTC()}
		saved, err := s.store.Act(ctx, id, 0, func(st *State) (LogEntry, error) {
			if !st.AutoDue(a.At) {
				return LogEntry{}, errNothingDue
			}
			e, err := s.entry(st, GM(), a)
			return e.LogEntry, err
		})
		if errors.Is(err, errNothingDue) {
			return last, n, nil
		}
		if err != nil {
			return last, n, fmt.Errorf("automatic step %d of campaign %d: %w", n+1, id, err)
		}
		last = saved
	}
	return last, MaxAutoSteps, nil
}
