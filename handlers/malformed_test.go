package handlers_test

import (
	"net/http"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// postRaw posts body as it is, with content type ctype.
func (b *browser) postRaw(path, ctype, body string) response {
	b.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, b.base+path, strings.NewReader(body))
	req.Header.Set("Content-Type", ctype)
	return b.do(req)
}

// An import whose multipart body is broken (cut short, a header line
// longer than the reader's buffer, a boundary that never comes) is the
// client's fault: 400 in the user's language, no campaign made.
func TestImportOfABrokenMultipartBodyIs400(t *testing.T) { onEachBackend(t, testImportBrokenMultipart) }

func testImportBrokenMultipart(t *testing.T, backend dbtest.Backend) {
	ts := newTestServerOn(t, backend)
	const ctype = "multipart/form-data; boundary=XyZ"
	bodies := map[string]string{
		"cut short":        "--XyZ\r\nContent-Disposition: form-data; name=\"gm_password\"\r\n\r\nkawanakajima",
		"line over buffer": strings.Repeat("a", 9000) + "\r\n--XyZ\r\n",
		"no boundary":      "no parts at all",
		"empty":            "",
		"cut in the parts": "--XyZ\r\nContent-Disposition: form-data; name=\"gm_password\"\r\n\r\nkawanakajima\r\n--XyZ\r\nContent-Dispo",
	}
	for name, body := range bodies {
		t.Run(name, func(t *testing.T) {
			br := ts.browser(t)
			res := br.postRaw("/campaigns/import", ctype, body)
			if res.status != http.StatusBadRequest || !strings.Contains(res.body, "incompleto o malformato") {
				t.Fatalf("Italian: %d\n%s", res.status, res.body)
			}
			br.get("/lang/en?next=/")
			res = br.postRaw("/campaigns/import", ctype, body)
			if res.status != http.StatusBadRequest || !strings.Contains(res.body, "incomplete or malformed") {
				t.Fatalf("English: %d\n%s", res.status, res.body)
			}
		})
	}
	if list, err := ts.db.Campaigns(t.Context()); err != nil || len(list) != 0 {
		t.Fatalf("campaigns after broken imports: %d %v", len(list), err)
	}
}

// Removing a notice with no id, or one that is not a number, is a 422
// that names the field, in the user's language, nothing removed.
func TestNoticeRemovalWithoutAnIdIs422(t *testing.T) { onEachBackend(t, testNoticeRemovalWithoutID) }

func testNoticeRemovalWithoutID(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	takeda := tb.players[campaign.Takeda]
	if res := takeda.postForm(tb.path+"/notices", form("channel", "feed")); res.status != http.StatusSeeOther {
		t.Fatalf("feed: %d", res.status)
	}
	for _, f := range [][]string{{}, {"sub", ""}, {"sub", "not-a-number"}, {"sub", "1e9"}, {"sub", "-3"}, {"sub", "99999999999999999999"}} {
		res := takeda.postForm(tb.path+"/notices/remove", form(f...))
		if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "«sub»") {
			t.Errorf("Italian %v: %d", f, res.status)
		}
	}
	takeda.get("/lang/en?next=/")
	if res := takeda.postForm(tb.path+"/notices/remove", form("sub", "x")); res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "The field &#34;sub&#34;") {
		t.Errorf("English: %d\n%s", res.status, res.body)
	}
	if subs, err := tb.ts.db.Subscriptions(t.Context(), tb.id, "player", "Takeda"); err != nil || len(subs) != 1 {
		t.Fatalf("subscriptions after refused removals: %+v %v", subs, err)
	}
}
