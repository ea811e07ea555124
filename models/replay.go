package models

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"

	"sengoku/campaign"
)

// ReplayError is an export whose stored states are not the ones its log
// leads to: a state before an action that is not the replay of the action
// before it, a final state that is not the replay of the last action, or
// season snapshots other than the ones the log leaves.
type ReplayError struct {
	Seq    int64 // the action whose replay does not lead to the state stored after it (0: none)
	Final  bool  // the export's state is not the replay of its log
	Year   int   // with Season: a snapshot the log does not leave (Year 0: none)
	Season int
	Reason string
}

func (e *ReplayError) Error() string {
	switch {
	case e.Final:
		return "replay: the final state is not the replay of the log: " + e.Reason
	case e.Year != 0:
		return fmt.Sprintf("replay: snapshot %d/%d: %s", e.Year, e.Season, e.Reason)
	}
	return fmt.Sprintf("replay: action %d: %s", e.Seq, e.Reason)
}

// CheckReplay replays ex's log from the state before its first action and
// checks that every state stored after it is what the replay gives: the
// state before each action (for an undo, the state before the action it
// undoes, which must be the last one not yet undone), the export's own
// state after the last action, and the season snapshots. An export
// without actions has no snapshots. It holds two states at a time.
func (ex *Export) CheckReplay() error {
	r := &replayer{ex: ex, snaps: map[seasonKey][sha256.Size]byte{}}
	if err := ex.EachStoredState(r.visit); err != nil {
		return err
	}
	if len(ex.Actions) > 0 {
		if err := r.expect(canonical(string(ex.State))); err != nil {
			return &ReplayError{Final: true, Reason: err.Error()}
		}
	}
	if r.seenSnaps != len(r.snaps) {
		return &ReplayError{Year: -1, Reason: fmt.Sprintf("%d snapshots, the log leaves %d", r.seenSnaps, len(r.snaps))}
	}
	return r.undoneMatch()
}

type seasonKey struct{ year, season int }

func (k seasonKey) before(o seasonKey) bool {
	return k.year < o.year || (k.year == o.year && k.season < o.season)
}

// replayer is CheckReplay's walk over the stored states, in order.
type replayer struct {
	ex        *Export
	cur       *campaign.State // the replay so far: the state after the last action visited
	want      string          // the state the last action leads to, as JSON (when wantHash is unset)
	wantHash  *[sha256.Size]byte
	hashes    [][sha256.Size]byte // of the state before each action
	live      []int               // actions not undone, oldest first
	undone    map[int]bool
	snaps     map[seasonKey][sha256.Size]byte
	seenSnaps int
}

func (r *replayer) visit(st StoredState) error {
	if st.Snapshot >= 0 {
		s := r.ex.Snapshots[st.Snapshot]
		h, ok := r.snaps[seasonKey{s.Year, s.Season}]
		if !ok || h != sha256.Sum256([]byte(st.JSON)) {
			return &ReplayError{Year: s.Year, Season: s.Season, Reason: "not the state the log leaves"}
		}
		r.seenSnaps++
		return nil
	}
	i, a := st.Action, r.ex.Actions[st.Action]
	if i == 0 {
		if err := r.start(st.JSON); err != nil {
			return &ReplayError{Seq: a.Seq, Reason: err.Error()}
		}
	} else if err := r.expect(st.JSON); err != nil {
		return &ReplayError{Seq: r.ex.Actions[i-1].Seq, Reason: err.Error()}
	}
	if err := r.step(i, sha256.Sum256([]byte(st.JSON))); err != nil {
		return &ReplayError{Seq: a.Seq, Reason: err.Error()}
	}
	return nil
}

// start takes the state before the first action, which must be valid.
func (r *replayer) start(text string) error {
	st, _, err := DecodeState(text)
	if err != nil {
		return err
	}
	if err := st.Validate(); err != nil {
		return err
	}
	r.cur, r.undone = st, map[int]bool{}
	return nil
}

// expect checks that text, a stored state, is the one the last action
// leads to, and continues the replay from it.
func (r *replayer) expect(text string) error {
	if r.wantHash != nil {
		if *r.wantHash != sha256.Sum256([]byte(text)) {
			return fmt.Errorf("the undo does not restore the state before the action it undoes")
		}
		st, _, err := DecodeState(text)
		r.wantHash, r.cur = nil, st
		return err
	}
	if text == r.want {
		return nil
	}
	// Written by another version of the app: the same state may be
	// spelt differently (a field added since, say).
	st, _, err := DecodeState(text)
	if err != nil {
		return err
	}
	again, err := json.Marshal(st)
	if err != nil || string(again) != r.want {
		return fmt.Errorf("the stored state is not the replay of the action")
	}
	return nil
}

// step replays action i on r.cur, the state before it (whose hash is h),
// and sets what the state after it must be.
func (r *replayer) step(i int, h [sha256.Size]byte) error {
	a := r.ex.Actions[i]
	if a.Seq != int64(i+1) {
		return fmt.Errorf("log entry %d is numbered %d", i+1, a.Seq)
	}
	if a.Year != r.cur.Year || a.Season != int(r.cur.Season) {
		return fmt.Errorf("dated %d/%d, played in %d/%d", a.Year, a.Season, r.cur.Year, r.cur.Season)
	}
	r.hashes = append(r.hashes, h)
	if a.Kind == "undo" {
		return r.undo(a)
	}
	var act campaign.Action
	if err := json.Unmarshal(a.Payload, &act); err != nil {
		return fmt.Errorf("payload: %w", err)
	}
	before := seasonKey{r.cur.Year, int(r.cur.Season)}
	actor := campaign.Actor{Role: campaign.Role(a.ActorRole), Clan: campaign.Clan(a.ActorClan)}
	if _, err := campaign.Step(r.cur, actor, act); err != nil {
		return fmt.Errorf("refused on replay: %w", err)
	}
	next, err := json.Marshal(r.cur)
	if err != nil {
		return err
	}
	r.want = string(next)
	r.live = append(r.live, i)
	if before != (seasonKey{r.cur.Year, int(r.cur.Season)}) {
		r.snaps[before] = h // the ended season as it stood at its end
	}
	return nil
}

// undo checks an undo entry: it names the last action not undone yet, and
// the state after it is the one before that action; the snapshots of that
// action's season and later are dropped.
func (r *replayer) undo(a ExportAction) error {
	var p struct {
		Undoes int64 `json:"undoes"`
	}
	if err := json.Unmarshal(a.Payload, &p); err != nil {
		return fmt.Errorf("payload: %w", err)
	}
	if len(r.live) == 0 {
		return fmt.Errorf("nothing to undo")
	}
	j := r.live[len(r.live)-1]
	if r.ex.Actions[j].Seq != p.Undoes {
		return fmt.Errorf("undoes %d, the last action is %d", p.Undoes, r.ex.Actions[j].Seq)
	}
	r.live = r.live[:len(r.live)-1]
	r.undone[j] = true
	h := r.hashes[j]
	r.wantHash = &h
	from := seasonKey{r.ex.Actions[j].Year, r.ex.Actions[j].Season}
	for k := range r.snaps {
		if !k.before(from) {
			delete(r.snaps, k)
		}
	}
	return nil
}

// undoneMatch checks that the actions marked undone are the ones undone.
func (r *replayer) undoneMatch() error {
	for i, a := range r.ex.Actions {
		if a.Undone != r.undone[i] {
			return &ReplayError{Seq: a.Seq, Reason: fmt.Sprintf("marked undone: %v, undone: %v", a.Undone, r.undone[i])}
		}
	}
	return nil
}
