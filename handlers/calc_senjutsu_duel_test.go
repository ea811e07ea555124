package handlers_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// aikoDeck is the number of cards left in Aiko's deck on the duel page.
func aikoDeck(t *testing.T, b *browser, duel string) int {
	t.Helper()
	text := b.get(duel).doc(t).Find(`[data-testid="sj-fighter-aiko"] [data-testid="sj-deck"]`).Text()
	n, err := strconv.Atoi(strings.TrimSpace(strings.Split(text, "/")[0]))
	if err != nil {
		t.Fatalf("deck %q", text)
	}
	return n
}

// Ten phones change one duel at once: every change answered as saved is
// in the duel, and every other one is refused as stale (409) with the
// duel as it stands; none is lost silently.
func TestSenjutsuDuelConcurrentChangesAreNeverLost(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	duel := b.startDuel()
	b.act(duel, url.Values{"type": {"start_turn"}})
	before := aikoDeck(t, b, duel)
	var mu sync.Mutex
	statuses := map[int]int{}
	var wg sync.WaitGroup
	for range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f := url.Values{"type": {"draw"}, "fighter": {"aiko"}, "n": {"1"}}
			req, _ := http.NewRequest(http.MethodPost, ts.URL+duel+"/actions", strings.NewReader(f.Encode()))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("Origin", ts.URL)
			status := 0
			if res, err := b.c.Do(req); err == nil {
				status = res.StatusCode
				var body strings.Builder
				buf := make([]byte, 32<<10)
				for {
					n, err := res.Body.Read(buf)
					body.Write(buf[:n])
					if err != nil {
						break
					}
				}
				_ = res.Body.Close()
				if status == http.StatusConflict && !strings.Contains(body.String(), "Il duello è cambiato nel frattempo") {
					status = -1
				}
			}
			mu.Lock()
			statuses[status]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	saved := statuses[http.StatusSeeOther]
	if saved+statuses[http.StatusConflict] != 10 || saved == 0 {
		t.Fatalf("answers: %v", statuses)
	}
	if drawn := before - aikoDeck(t, b, duel); drawn != saved {
		t.Fatalf("%d draws answered as saved, %d in the duel (answers %v)", saved, drawn, statuses)
	}
	t.Logf("answers: %v", statuses)
}

// A form shown before another phone's change is refused with the reason
// and the duel as it stands now; the form shown now goes through.
func TestSenjutsuDuelStaleFormIsRefused(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	duel := b.startDuel()
	rev := func() string {
		v, ok := b.get(duel).doc(t).Find(`[data-testid="sj-action-form"] input[name="rev"]`).Attr("value")
		if !ok {
			t.Fatal("the action form carries no revision")
		}
		return v
	}
	shown := rev()
	if res := b.act(duel, url.Values{"type": {"start_turn"}, "rev": {shown}}); res.status != http.StatusSeeOther {
		t.Fatalf("first change: %d", res.status)
	}
	before := aikoDeck(t, b, duel)
	res := b.act(duel, url.Values{"type": {"draw"}, "fighter": {"aiko"}, "n": {"1"}, "rev": {shown}})
	if res.status != http.StatusConflict || !strings.Contains(res.body, "Il duello è cambiato nel frattempo") {
		t.Fatalf("stale form: %d", res.status)
	}
	d := res.doc(t)
	if now, _ := d.Find(`[data-testid="sj-action-form"] input[name="rev"]`).Attr("value"); now == shown {
		t.Error("the refusal shows the old revision")
	}
	if res := b.postForm(duel+"/undo", url.Values{"rev": {shown}}); res.status != http.StatusConflict {
		t.Errorf("stale undo: %d", res.status)
	}
	if aikoDeck(t, b, duel) != before {
		t.Fatal("a stale form changed the duel")
	}
	if res := b.act(duel, url.Values{"type": {"draw"}, "fighter": {"aiko"}, "n": {"1"}, "rev": {rev()}}); res.status != http.StatusSeeOther {
		t.Fatalf("current form: %d", res.status)
	}
	if aikoDeck(t, b, duel) != before-1 {
		t.Fatal("the draw is not in the duel")
	}
}
