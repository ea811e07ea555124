package handlers_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"sengoku/campaign"
	"sengoku/handlers"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// newTestServerFile is newTestServer on an SQLite file whose size the
// test can watch: it returns the server and a function giving the bytes
// the database takes on disk (its file and its write-ahead log).
func newTestServerFile(t *testing.T) (*testServer, func() int64) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "size.db")
	db, err := openKeyed(t, path)
	if err != nil {
		t.Fatal(err)
	}
	// The game master of another campaign acts in a tight loop meanwhile,
	// a load no real table makes: without the per-session action limit.
	srv := httptest.NewServer(handlers.New(db, handlers.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost, NoActionLimit: true}))
	t.Cleanup(func() {
		srv.Close()
		_ = db.Close()
	})
	size := func() int64 {
		var n int64
		for _, p := range []string{path, path + "-wal"} {
			if fi, err := os.Stat(p); err == nil {
				n += fi.Size()
			}
		}
		return n
	}
	return &testServer{Server: srv, db: db}, size
}

func gzipped(t testing.TB, data []byte) string {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// paddedState is a valid started campaign's state padded with notes to
// about size bytes (each note is within the note length).
func paddedState(t testing.TB, size int) json.RawMessage {
	t.Helper()
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Gonfiata", Scenario: campaign.Custom,
		Players: map[campaign.Clan]string{campaign.Takeda: "Ada", campaign.Uesugi: "Bruno"}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Validate(); err != nil {
		t.Fatal(err)
	}
	return withLegacyBox(t, st, size)
}

// withLegacyBox is st as an export written while notes were part of the
// state gives it, with about size bytes of notes in its box (each note
// within the note length): such exports still import.
func withLegacyBox(t testing.TB, st *campaign.State, size int) json.RawMessage {
	t.Helper()
	text := strings.Repeat("tè ", campaign.MaxNoteLength/4)
	var box []campaign.Note
	for n := 0; n*len(text) < size; n++ {
		box = append(box, campaign.Note{ID: n + 1, From: campaign.Takeda, To: campaign.Uesugi, Year: st.Year, Season: st.Season, Text: text})
	}
	var fields map[string]json.RawMessage
	data, _ := json.Marshal(st)
	if err := json.Unmarshal(data, &fields); err != nil {
		t.Fatal(err)
	}
	fields["notes"], _ = json.Marshal(box)
	fields["declarations"] = json.RawMessage(`[]`)
	data, _ = json.Marshal(fields)
	return data
}

// Small files that stand for enormous campaigns are refused with a clear
// reason before anything is stored: the database does not grow, and
// another campaign's actions succeed all the while.
func TestImportBombsStoreNothing(t *testing.T) {
	t.Parallel()
	ts, size := newTestServerFile(t)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	state := paddedState(t, 1<<20)
	padded := models.Export{Format: "sengoku-campaign/1", Name: "Gonfiata", State: state,
		Players: []models.ExportPlayer{{Clan: campaign.Takeda, Name: "Ada"}, {Clan: campaign.Uesugi, Name: "Bruno"}}}
	for i := range 40 { // every action "before" the same padded state
		padded.Actions = append(padded.Actions, models.ExportAction{Seq: int64(i + 1), ActorRole: "gm", Kind: "advance",
			Payload: json.RawMessage(`{"kind":"advance"}`), StateBefore: state, Year: 1560})
	}
	paddedFile, _ := json.Marshal(padded)
	many := []byte(`{"format":"sengoku-campaign/2","name":"x","actions":[` + strings.Repeat(`{"seq":1},`, models.MaxImportActions) + `{"seq":1}]}`)
	huge := []byte(`{"format":"sengoku-campaign/2","name":"x","state":{"name":"` + strings.Repeat("x", 9<<20) + `"}}`)
	cases := []struct {
		name, file, want string
	}{
		{"padded states", gzipped(t, paddedFile), "rigiocata, l&#39;azione 1 dà un altro stato"},
		{"too many actions", gzipped(t, many), fmt.Sprintf("più di %d voci di registro", models.MaxImportActions)},
		{"one huge state", gzipped(t, huge), "Uno stato della campagna nel file supera 8 MB"},
	}
	post := func(t *testing.T) {
		for _, tc := range cases {
			res := ts.browser(t).postMultipart("/campaigns/import", importForm(), map[string]string{"file": tc.file})
			if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, tc.want) {
				t.Errorf("%s (%d bytes gzipped): %d %s", tc.name, len(tc.file), res.status, problemsOf(t, res))
			}
		}
	}
	before := size()
	post(t)
	if after := size(); after-before > 64<<10 {
		t.Errorf("the database grew by %d bytes", after-before)
	}

	// Another club plays meanwhile: every one of its actions succeeds.
	stop := make(chan struct{})
	done := make(chan []string)
	go func() {
		var failures []string
		defer func() { done <- failures }()
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			f := url.Values{"kind": {"set-option"}, "key": {"tableDice"}, "value": {fmt.Sprint(i%2 == 0)}}
			req, _ := http.NewRequest(http.MethodPost, ts.URL+path+"/actions", strings.NewReader(f.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("Origin", ts.URL)
			res, err := gm.c.Do(req)
			if err != nil {
				failures = append(failures, err.Error())
				return
			}
			_ = res.Body.Close()
			if res.StatusCode != http.StatusSeeOther {
				failures = append(failures, fmt.Sprintf("action %d: %d", i, res.StatusCode))
			}
		}
	}()
	post(t)
	close(stop)
	if failures := <-done; len(failures) > 0 {
		t.Errorf("another campaign's actions failed during the imports: %v", failures)
	}
	if list, _ := ts.db.Campaigns(context.Background()); len(list) != 1 {
		t.Errorf("%d campaigns stored", len(list))
	}
}

// An export whose stored states are not what its log leads to is refused,
// naming what does not agree; the export as it was imports.
func TestImportRefusesStatesTheLogDoesNotGive(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	src := longCampaign(t, 3, 30)
	last := len(src.Actions) - 1
	cases := []struct {
		name string
		edit func(ex *models.Export)
		want string
	}{
		{"torn: state older than the log", func(ex *models.Export) { ex.State = ex.Actions[last].StateBefore }, "non è quello a cui porta il suo registro"},
		{"a state forged", func(ex *models.Export) { ex.Actions[10].StateBefore = ex.Actions[5].StateBefore }, "l&#39;azione 10 dà un altro stato"},
		{"every state the first", func(ex *models.Export) {
			for i := range ex.Actions {
				ex.Actions[i].StateBefore = ex.Actions[0].StateBefore
			}
		}, "l&#39;azione 1 dà un altro stato"},
		{"a payload changed", func(ex *models.Export) {
			ex.Actions[0].Payload = json.RawMessage(`{"kind":"set-option","key":"tableDice","value":"true"}`)
		}, "l&#39;azione 1 dà un altro stato"},
		{"a log entry renumbered", func(ex *models.Export) { ex.Actions[3].Seq = 40 }, "l&#39;azione 40 dà un altro stato"},
		{"a snapshot changed", func(ex *models.Export) { ex.Snapshots[0].State = ex.Actions[0].StateBefore }, "istantanee di fine stagione"},
		{"a snapshot dropped", func(ex *models.Export) { ex.Snapshots = ex.Snapshots[1:] }, "istantanee di fine stagione"},
		{"an action marked undone", func(ex *models.Export) { ex.Actions[last].Undone = true }, "l&#39;azione"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ex := *src
			ex.Actions = append([]models.ExportAction(nil), src.Actions...)
			ex.Snapshots = append([]models.ExportSnapshot(nil), src.Snapshots...)
			tc.edit(&ex)
			file, _ := json.Marshal(ex)
			res := ts.browser(t).postMultipart("/campaigns/import", importForm(), map[string]string{"file": string(file)})
			if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, tc.want) {
				t.Errorf("%d, want %q in %s", res.status, tc.want, problemsOf(t, res))
			}
		})
	}
	if list, _ := ts.db.Campaigns(context.Background()); len(list) != 0 {
		t.Fatalf("%d campaigns stored", len(list))
	}
	file, _ := json.Marshal(src)
	if res := ts.browser(t).postMultipart("/campaigns/import", importForm(), map[string]string{"file": string(file)}); res.status != http.StatusSeeOther {
		t.Fatalf("the export as it was: %d %s", res.status, problemsOf(t, res))
	}
}

// A log with an undo replays: the undo restores the state before the
// action it names, which must be the last one not undone, marked undone.
func TestImportReplaysUndo(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "set-option", "key", "tableDice", "value", "true")
	tb.gmDo(t, "kind", "start")
	if res := tb.gm.postForm(tb.path+"/undo", url.Values{}); res.status != http.StatusSeeOther {
		t.Fatalf("undo: %d", res.status)
	}
	tb.gmDo(t, "kind", "start")
	good := exportOf(t, tb.gm, tb.path)
	if len(good.Actions) != 4 || !good.Actions[1].Undone || good.Actions[2].Kind != "undo" {
		t.Fatalf("log: %+v", good.Actions)
	}
	post := func(ex models.Export) response {
		file, _ := json.Marshal(ex)
		return tb.ts.browser(t).postMultipart("/campaigns/import", importForm(), map[string]string{"file": string(file)})
	}
	if res := post(good); res.status != http.StatusSeeOther {
		t.Fatalf("a log with an undo: %d %s", res.status, problemsOf(t, res))
	}
	for name, edit := range map[string]func(ex *models.Export){
		"not marked undone":     func(ex *models.Export) { ex.Actions[1].Undone = false },
		"undoes another action": func(ex *models.Export) { ex.Actions[2].Payload = json.RawMessage(`{"undoes":1}`) },
		"restores another state": func(ex *models.Export) {
			ex.Actions[3].StateDelta, ex.Actions[3].StateBefore = nil, ex.Actions[1].StateBefore
			if ex.Actions[1].StateBefore == nil { // stored as a delta: rebuild it
				_ = exportStates(ex, func(i int, s string) {
					if i == 2 {
						ex.Actions[3].StateBefore = json.RawMessage(s)
					}
				})
			}
		},
	} {
		bad := good
		bad.Actions = append([]models.ExportAction(nil), good.Actions...)
		edit(&bad)
		if res := post(bad); res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "registro") {
			t.Errorf("%s: %d %s", name, res.status, problemsOf(t, res))
		}
	}
}

// exportStates calls fn with the state before each action of ex, whole.
func exportStates(ex *models.Export, fn func(i int, state string)) error {
	return ex.EachStoredState(func(s models.StoredState) error {
		if s.Action >= 0 {
			fn(s.Action, s.JSON)
		}
		return nil
	})
}

// At most two imports run at once: a third is asked to come back later
// (503 with Retry-After) and nothing of it is read; once they end, imports
// go through again.
func TestImportsRunTwoAtATime(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	// Two uploads that take their time, each on a connection of its own:
	// a slow one that came while another import held the second place was
	// turned away (it has an answer), and is sent again.
	var slow [2]net.Conn
	t.Cleanup(func() { // also when the test fails: the server waits for them
		for _, conn := range slow {
			if conn != nil {
				_ = conn.Close()
			}
		}
	})
	busy := response{}
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		for i, conn := range slow {
			if conn == nil || answered(conn) {
				if conn != nil {
					_ = conn.Close()
				}
				slow[i] = slowImport(t, ts.URL)
			}
		}
		if busy = ts.browser(t).postMultipart("/campaigns/import", importForm(), map[string]string{"file": "{}"}); busy.status == http.StatusServiceUnavailable {
			break
		}
	}
	if busy.status != http.StatusServiceUnavailable || busy.header.Get("Retry-After") == "" || !strings.Contains(busy.body, "Altre importazioni sono in corso") {
		t.Fatalf("a third import: %d, Retry-After %q", busy.status, busy.header.Get("Retry-After"))
	}
	for _, conn := range slow {
		_ = conn.Close()
	}
	gm := ts.browser(t)
	file := gm.get(gm.createCampaign(sixPlayerForm()) + "/export").body
	// The two slow imports end as the server reads their cut connections.
	res := response{}
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if res = ts.browser(t).postMultipart("/campaigns/import", importForm(), map[string]string{"file": file}); res.status != http.StatusServiceUnavailable {
			break
		}
	}
	if res.status != http.StatusSeeOther {
		t.Fatalf("an import once the others ended: %d %s", res.status, problemsOf(t, res))
	}
}

// slowImport sends an import to the server at base whose file stops after
// its first bytes: the server reads on, waiting for the rest.
func slowImport(t *testing.T, base string) net.Conn {
	t.Helper()
	host := strings.TrimPrefix(base, "http://")
	conn, err := net.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	const boundary = "slow-import"
	part := "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"slow.json\"\r\n" +
		"Content-Type: application/json\r\n\r\n" + `{"format":`
	_, err = fmt.Fprintf(conn, "POST /campaigns/import HTTP/1.1\r\nHost: %s\r\nOrigin: %s\r\n"+
		"Content-Type: multipart/form-data; boundary=%s\r\nContent-Length: 100000\r\n\r\n%s", host, base, boundary, part)
	if err != nil {
		t.Fatal(err)
	}
	return conn
}

// answered reports whether the server has answered on conn (or closed it).
func answered(conn net.Conn) bool {
	_ = conn.SetReadDeadline(time.Now().Add(time.Millisecond))
	var b [1]byte
	n, err := conn.Read(b[:])
	if n > 0 {
		return true
	}
	var ne net.Error
	return !(errors.As(err, &ne) && ne.Timeout())
}

// Exports taken while a campaign is played are each one moment of it: every
// one imports (its state is the replay of its log), none is torn.
func TestExportsDuringPlayAreConsistent(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testExportsDuringPlayAreConsistent)
}

func testExportsDuringPlayAreConsistent(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	stop := make(chan struct{})
	var acted atomic.Int64
	done := make(chan struct{})
	go func() { // the game master sets an option, again and again
		defer close(done)
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			f := url.Values{"kind": {"set-option"}, "key": {"tableDice"}, "value": {fmt.Sprint(i%2 == 0)}}
			req, _ := http.NewRequest(http.MethodPost, tb.ts.URL+tb.path+"/actions", strings.NewReader(f.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("Origin", tb.ts.URL)
			if res, err := tb.gm.c.Do(req); err == nil {
				_ = res.Body.Close()
				if res.StatusCode == http.StatusSeeOther {
					acted.Add(1)
				}
			}
		}
	}()
	var files []string
	for len(files) < 12 || acted.Load() < 60 {
		res := tb.gm.get(tb.path + "/export")
		if res.status != http.StatusOK {
			t.Fatalf("export: %d", res.status)
		}
		files = append(files, res.body)
	}
	close(stop)
	<-done
	t.Logf("%d exports during %d actions", len(files), acted.Load())
	for i, file := range files {
		if res := tb.ts.browser(t).postMultipart("/campaigns/import", importForm(), map[string]string{"file": file}); res.status != http.StatusSeeOther {
			t.Errorf("export %d: %d %s", i, res.status, problemsOf(t, res))
		}
	}
}
