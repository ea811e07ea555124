package handlers_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
)

// The options page speaks to people (issue 25): no option's prose names a
// value by its API key ("(movementSeason: …)"), in either language; the
// value's words are those its choice shows.
func TestOptionsProseNamesNoAPIKeys(t *testing.T) {
	tb := newTable(t)
	key := regexp.MustCompile(`[(;,] ?[a-z]+[A-Z0-9][A-Za-z0-9]*:|\((none|year|season):`)
	for _, lang := range []string{"it", "en"} {
		doc := tb.gm.get(tb.path + "/options?lang=" + lang).doc(t)
		text := doc.Find(`[data-testid="options"]`).Text()
		if text == "" {
			t.Fatalf("%s: no options listed", lang)
		}
		if m := key.FindAllString(text, -1); len(m) > 0 {
			t.Errorf("%s: the options' prose names API keys: %q", lang, m)
		}
		want := map[string]string{"it": "«solo il pretendente»", "en": "“the claimant only”"}[lang]
		if !strings.Contains(text, want) {
			t.Errorf("%s: C-04 does not name its other choice as %s", lang, want)
		}
	}
}

// A refused options form keeps the edits, so its message offers to correct
// and send again, not to reload the page (which would throw them away); a
// form refused because the page is out of date still offers the reload.
func TestOptionsRefusalOffersToCorrectNotReload(t *testing.T) {
	tb := newTable(t)
	for lang, words := range map[string]string{"it": "correggi", "en": "correct the field"} {
		tb.gm.get("/lang/" + lang + "?next=/")
		res := tb.gm.postForm(tb.path+"/actions", form("kind", "set-option", "return", "options", "option.moraleTable", "nonsense"))
		if res.status != http.StatusUnprocessableEntity {
			t.Fatalf("%s: a wrong morale table: %d", lang, res.status)
		}
		box := res.doc(t).Find(`[data-testid="refused"]`)
		if box.Find(`a[href=""]`).Length() != 0 || !strings.Contains(box.Find(`[data-testid="fix-resend"]`).Text(), words) {
			t.Errorf("%s: the refusal offers %q", lang, box.Text())
		}
		if v := res.doc(t).Find(`input[name="option.moraleTable"]`).AttrOr("value", ""); v != "nonsense" {
			t.Errorf("%s: the morale table field holds %q", lang, v)
		}
	}
	tb.gmDo(t, "kind", "set-option", "key", "siegeNatural1Fails", "value", "true", "return", "options")
	res := tb.gm.postForm(tb.path+"/actions", form("kind", "set-option", "key", "siegeNatural1Fails", "value", "false", "return", "options", "version", "1"))
	if res.status != http.StatusConflict {
		t.Fatalf("a stale options form: %d", res.status)
	}
	if res.doc(t).Find(`[data-testid="refused"] a[href=""]`).Length() != 1 {
		t.Error("a stale form's refusal offers no reload")
	}
}
