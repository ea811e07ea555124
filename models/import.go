package models

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"sengoku/campaign"
)

// Bounds an import is held to while it is read, before anything is stored:
// a ten-year club campaign logs about 2,000 actions and 40 season
// snapshots, its state is about 0.2 MB and its export a few MB.
const (
	MaxImportActions  = 20000 // log entries (and season snapshots)
	maxImportPlayers  = 64
	maxImportLibrary  = 1000
	maxImportRawState = maxStateBytes // one state or delta as the file holds it
)

// ErrImportTooLarge is an export longer than its limit once decompressed.
var ErrImportTooLarge = errors.New("export too large")

// ErrNotExport is a file that is not a Sengoku export: not JSON, not one
// object, a field twice or of the wrong type.
var ErrNotExport = errors.New("not a Sengoku export")

// ImportLimitError is an export beyond one of the import's bounds.
type ImportLimitError struct {
	What  string // "actions", "snapshots", "players", "library", "photos", "photo" or "state"
	Limit int
}

func (e *ImportLimitError) Error() string {
	return fmt.Sprintf("export holds more %s than the limit of %d", e.What, e.Limit)
}

// ReadExport reads an export from r as it streams in, at most maxBytes of
// it, checking each bound as soon as the part it bounds has been read: the
// log entry by entry, never the whole file first. Errors are
// ErrImportTooLarge, *ImportLimitError or ErrNotExport (wrapped).
func ReadExport(r io.Reader, maxBytes int64) (*Export, error) {
	lr := &limitReader{r: r, left: maxBytes}
	ex, err := readExport(json.NewDecoder(lr))
	switch {
	case lr.over:
		return nil, ErrImportTooLarge
	case err != nil:
		var le *ImportLimitError
		if errors.As(err, &le) {
			return nil, err
		}
		return nil, fmt.Errorf("%w: %w", ErrNotExport, err)
	}
	return ex, nil
}

func readExport(dec *json.Decoder) (*Export, error) {
	ex := &Export{}
	if err := expectDelim(dec, '{'); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := tok.(string)
		if seen[key] {
			return nil, fmt.Errorf("field %q twice", key)
		}
		seen[key] = true
		if err := readExportField(dec, ex, key); err != nil {
			return nil, fmt.Errorf("%s: %w", key, err)
		}
	}
	if err := expectDelim(dec, '}'); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("data after the export")
	}
	return ex, nil
}

// readExportField reads the value of one top-level field into ex; the
// lists element by element, each bounded.
func readExportField(dec *json.Decoder, ex *Export, key string) error {
	switch key {
	case "format":
		return dec.Decode(&ex.Format)
	case "name":
		return dec.Decode(&ex.Name)
	case "version":
		return dec.Decode(&ex.Version)
	case "visibility":
		if err := dec.Decode(&ex.Visibility); err != nil {
			return err
		}
		if _, ok := campaign.ParseListing(string(ex.Visibility)); !ok {
			return fmt.Errorf("visibility %q: not listed, unlisted or private", ex.Visibility)
		}
		return nil
	case "state":
		if err := dec.Decode(&ex.State); err != nil {
			return err
		}
		return boundState(ex.State)
	case "players":
		return readList(dec, "players", maxImportPlayers, &ex.Players, nil)
	case "actions":
		return readList(dec, "actions", MaxImportActions, &ex.Actions, func(a ExportAction) error {
			return errors.Join(boundState(a.StateBefore), boundState(a.StateDelta))
		})
	case "snapshots":
		return readList(dec, "snapshots", MaxImportActions, &ex.Snapshots, func(s ExportSnapshot) error {
			return errors.Join(boundState(s.State), boundState(s.Delta))
		})
	case "library":
		return readList(dec, "library", maxImportLibrary, &ex.Library, nil)
	case "photos":
		battles := map[int]bool{}
		return readList(dec, "photos", maxImportPhotos, &ex.Photos, func(p ExportPhoto) error {
			if battles[p.Battle] {
				return fmt.Errorf("two photos of battle %d", p.Battle)
			}
			battles[p.Battle] = true
			return checkImportPhoto(p)
		})
	case "box":
		return readList(dec, "box", MaxImportActions, &ex.Box, checkImportNote)
	case "archive":
		return readList(dec, "archive", maxImportArchive, &ex.Archive, checkImportArchived)
	case "reports":
		return readList(dec, "reports", maxImportReports, &ex.Reports, checkImportReport)
	case "trackers":
		seen := map[[2]int]bool{}
		return readList(dec, "trackers", maxImportTrackerEvents, &ex.Trackers, func(e ExportTracker) error {
			return checkImportTracker(e, seen)
		})
	case "extra":
		return dec.Decode(&ex.Extra)
	}
	var skip json.RawMessage // a field this version does not know
	return dec.Decode(&skip)
}

// checkImportArchived refuses an archived entry longer than any is.
func checkImportArchived(a ExportArchived) error {
	if len(a.Data) > maxArchivedBytes {
		return fmt.Errorf("an archived entry of %d bytes", len(a.Data))
	}
	return nil
}

// Bounds on an export's Prestige history: a few entries a clan a season
// over the longest log, each a line.
const (
	maxImportArchive = 8 * MaxImportActions
	// maxImportReports: a row a battle result or battle-note, at most.
	maxImportReports = MaxImportActions
	maxArchivedBytes = 8 << 10
)

// checkImportNote refuses a note no action could have written.
func checkImportNote(n ExportNote) error {
	if n.ID < 1 || n.From == "" || utf8.RuneCountInString(n.Text) > campaign.MaxNoteLength || !utf8.ValidString(n.Text) {
		return fmt.Errorf("note %d is not a note", n.ID)
	}
	return nil
}

// readList reads a JSON array (or null) into *out one element at a time,
// refusing more than limit elements and any element check refuses.
func readList[T any](dec *json.Decoder, what string, limit int, out *[]T, check func(T) error) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if tok == nil {
		return nil
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return errors.New("not a list")
	}
	for dec.More() {
		if len(*out) == limit {
			return &ImportLimitError{What: what, Limit: limit}
		}
		var v T
		if err := dec.Decode(&v); err != nil {
			return err
		}
		if check != nil {
			if err := check(v); err != nil {
				return err
			}
		}
		*out = append(*out, v)
	}
	return expectDelim(dec, ']')
}

// boundState refuses a state (or delta) longer than one state may be.
func boundState(raw json.RawMessage) error {
	if len(raw) > maxImportRawState {
		return &ImportLimitError{What: "state", Limit: maxImportRawState >> 20}
	}
	return nil
}

func expectDelim(dec *json.Decoder, want json.Delim) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != want {
		return fmt.Errorf("want %q", want)
	}
	return nil
}

// limitReader reads at most left bytes of r and records whether r held
// more (io.LimitReader cannot tell the two apart).
type limitReader struct {
	r    io.Reader
	left int64
	over bool
}

func (l *limitReader) Read(p []byte) (int, error) {
	if l.left <= 0 {
		var one [1]byte
		if n, _ := io.ReadAtLeast(l.r, one[:], 1); n > 0 {
			l.over = true
			return 0, ErrImportTooLarge
		}
		return 0, io.EOF
	}
	if int64(len(p)) > l.left {
		p = p[:l.left]
	}
	n, err := l.r.Read(p)
	l.left -= int64(n)
	return n, err
}
