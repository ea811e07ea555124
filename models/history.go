package models

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// How a campaign's states are kept at rest, so that its history grows with
// what changed, not with the whole state times the number of actions:
//
//   - The map (about 60% of a fresh state, and static) is stored once, in
//     campaigns.map; every stored state has "map":null in its place. A state
//     whose map differs from the campaign's keeps its own.
//   - An action's state before is stored as a delta (models/delta.go)
//     against the state after it: the state before the next action in the
//     log, or the campaign's current state for the last one. Undo and past
//     views walk back from the current state; an action that changes little
//     (a note) stores little. The chain needs nothing but the log itself, so
//     it holds whatever order actions, undos and imports came in.
//   - End-of-season snapshots are stored whole, without the map: one per
//     season, read directly by the past-season pages.
//
// Reverse deltas rather than a snapshot plus the recorded rolls: replaying
// needs every action's engine code to stay exactly as it was when the action
// ran, forever; a delta only needs the text.

// mapKey is how the map field starts in a state's JSON text. Name and
// scenario, the fields before it, are strings, which cannot hold an
// unescaped quote: the first match is the top-level field.
const mapKey = `,"map":`

// mapValue returns where the map's value starts and ends in state text,
// or ok false when there is none.
func mapValue(text string) (start, end int, ok bool) {
	i := strings.Index(text, mapKey)
	if i < 0 {
		return 0, 0, false
	}
	start = i + len(mapKey)
	end, ok = jsonValueEnd(text, start)
	return start, end, ok
}

// jsonValueEnd returns where the JSON value starting at text[i] ends: an
// object, an array, or null.
func jsonValueEnd(text string, i int) (int, bool) {
	if strings.HasPrefix(text[i:], "null") {
		return i + 4, true
	}
	depth, in := 0, false
	for j := i; j < len(text); j++ {
		c := text[j]
		switch {
		case in && c == '\\':
			j++
		case c == '"':
			in = !in
		case in:
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			if depth--; depth == 0 {
				return j + 1, true
			}
		}
	}
	return 0, false
}

// splitMap returns state text with its map replaced by null, and the map.
func splitMap(full string) (stored, m string, ok bool) {
	start, end, ok := mapValue(full)
	if !ok || full[start:end] == "null" {
		return full, "", false
	}
	return full[:start] + "null" + full[end:], full[start:end], true
}

// stripMap is the stored form of state text full in a campaign whose map is
// campaignMap: without the map when it is the campaign's.
func stripMap(full, campaignMap string) string {
	if campaignMap == "" {
		return full
	}
	start, end, ok := mapValue(full)
	if !ok || full[start:end] != campaignMap {
		return full
	}
	return full[:start] + "null" + full[end:]
}

// withMap rebuilds the whole state text from its stored form.
func withMap(stored, campaignMap string) string {
	start, end, ok := mapValue(stored)
	if !ok || campaignMap == "" || stored[start:end] != "null" {
		return stored
	}
	return stored[:start] + campaignMap + stored[end:]
}

// decodeState decodes a stored state, putting back the campaign's map.
func decodeState(stored, campaignMap string) (*campaign.State, error) {
	st, _, err := DecodeState(stored)
	if err != nil {
		return nil, err
	}
	if start, end, ok := mapValue(stored); ok && campaignMap != "" && stored[start:end] == "null" {
		if err := json.Unmarshal([]byte(campaignMap), &st.Map); err != nil {
			return nil, fmt.Errorf("decode campaign map: %w", err)
		}
	}
	return st, nil
}

// encodeBefore stores the state before an action given the state after it
// (both stored forms): a delta when it is shorter, whole otherwise.
func encodeBefore(before, after string) (whole, delta string) {
	w, d := encodeState(after, before, tokens(after), tokens(before))
	return string(w), string(d)
}

// rebuildBefore returns the stored state before action r, given the stored
// state after it.
func rebuildBefore(r actionRow, after string) (string, error) {
	if r.BeforeDelta == "" {
		return r.StateBefore, nil
	}
	s, err := applyDelta(after, json.RawMessage(r.BeforeDelta), maxStateBytes)
	if err != nil {
		return "", fmt.Errorf("rebuild the state before action %d: %w", r.Seq, err)
	}
	return s, nil
}

// exportLog returns campaign row's log for an export, each entry with the
// whole state before it as the export writes it: whole for the first, as a
// delta against the previous entry's otherwise. The stored chain runs
// backwards from the current state, so the log is read newest first, in
// batches, and only the export's deltas are kept meanwhile.
func exportLog(g *gorm.DB, row campaignRow) ([]ExportAction, error) {
	texts, err := boxTexts(g, row.ID)
	if err != nil {
		return nil, err
	}
	var out []ExportAction // newest first until the end
	after := row.State
	var next string // whole state before out[len(out)-1]
	var nextTokens []string
	for last := int64(math.MaxInt32); ; {
		var batch []actionRow
		if err := g.Where("campaign_id = ? AND seq < ?", row.ID, last).Order("seq DESC").Limit(200).Find(&batch).Error; err != nil {
			return nil, fmt.Errorf("export log: %w", err)
		}
		if len(batch) == 0 {
			break
		}
		for _, a := range batch {
			before, err := rebuildBefore(a, after)
			if err != nil {
				return nil, fmt.Errorf("export log: %w", err)
			}
			whole := canonical(withMap(before, row.Map))
			toks := tokens(whole)
			if len(out) > 0 {
				n := &out[len(out)-1]
				n.StateBefore, n.StateDelta = encodeState(whole, next, toks, nextTokens)
			}
			payload := a.Payload
			if text, ok := texts[a.Seq]; ok {
				payload = withText(payload, text)
			}
			out = append(out, ExportAction{Seq: a.Seq, ActorRole: a.ActorRole, ActorClan: a.ActorClan, Kind: a.Kind,
				Payload: json.RawMessage(payload), Rolls: json.RawMessage(a.Rolls), Events: json.RawMessage(a.Events), Visibility: a.Visibility,
				Year: a.Year, Season: a.Season, Undone: a.Undone, CreatedAt: a.CreatedAt.UTC()})
			after, next, nextTokens, last = before, whole, toks, a.Seq
		}
	}
	if len(out) > 0 {
		out[len(out)-1].StateBefore = json.RawMessage(next)
	}
	slices.Reverse(out)
	if out == nil {
		out = []ExportAction{}
	}
	return out, nil
}
