package handlers_test

import (
	"encoding/xml"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/handlers"
)

// A player opts in on his own page: a webhook to a private address is
// refused in his language (this server does not allow them) and nothing
// is stored; a feed is made, serves Atom with his notices only, and its
// stop link ends it in one click. The public cannot subscribe.
func TestNoticesPageFeedAndStop(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	takeda := tb.players[campaign.Takeda]
	page := takeda.get(tb.path + "/notices")
	if page.status != http.StatusOK || page.doc(t).Find(`[data-testid="add-feed"]`).Length() != 1 {
		t.Fatalf("notices page: %d", page.status)
	}
	if page.doc(t).Find(`[data-testid="subscriptions"]`).Length() != 0 {
		t.Error("subscribed by default")
	}
	for _, u := range []string{"http://127.0.0.1:9/hook", "http://10.0.0.1/x", "ftp://example.org/x", "http://localhost/x", "https://" + strings.Repeat("a", 600) + ".org/"} {
		res := takeda.postForm(tb.path+"/notices", form("channel", "webhook", "url", u, "format", "json"))
		if res.status != http.StatusUnprocessableEntity || !(strings.Contains(res.body, "server pubblico") || strings.Contains(res.body, "public server")) {
			t.Errorf("%s: %d", u, res.status)
		}
	}
	if res := tb.ts.browser(t).postForm(tb.path+"/notices", form("channel", "feed")); res.status != http.StatusForbidden {
		t.Errorf("the public subscribed: %d", res.status)
	}
	if res := takeda.postForm(tb.path+"/notices", form("channel", "feed")); res.status != http.StatusSeeOther {
		t.Fatalf("feed: %d", res.status)
	}
	feedURL, _ := takeda.get(tb.path + "/notices").doc(t).Find(`[data-testid="feed-url"]`).Attr("value")
	if tb.players[campaign.Uesugi].get(tb.path+"/notices").doc(t).Find(`[data-testid="feed-url"]`).Length() != 0 {
		t.Error("Uesugi sees Takeda's feed")
	}
	tb.gmDo(t, "kind", "start")
	feedPath := feedURL[strings.Index(feedURL, "/notices/feed/"):]
	res := tb.ts.browser(t).get(feedPath) // a feed reader: no cookie, the token is the key
	var f struct {
		Entries []struct {
			Title   string `xml:"title"`
			Summary string `xml:"summary"`
		} `xml:"entry"`
	}
	if err := xml.Unmarshal([]byte(res.body), &f); err != nil || res.status != http.StatusOK || len(f.Entries) == 0 {
		t.Fatalf("feed %d %v: %s", res.status, err, res.body)
	}
	for _, e := range f.Entries {
		if e.Title == "" || !strings.Contains(e.Summary, "/notices/unsubscribe/") {
			t.Errorf("entry %+v", e)
		}
	}
	stop := f.Entries[0].Summary[strings.Index(f.Entries[0].Summary, "/notices/unsubscribe/"):]
	if res := tb.ts.browser(t).get(stop); res.status != http.StatusOK || !strings.Contains(res.body, "unsubscribed") {
		t.Fatalf("stop: %d", res.status)
	}
	if res := tb.ts.browser(t).get(feedPath); res.status != http.StatusNotFound {
		t.Errorf("feed after the stop: %d", res.status)
	}
}

// A reader removes his own subscription by its id (the way out for one
// whose link the page cannot show again): another clan's attempt and the
// public's change nothing.
func TestNoticeRemovedOnlyByItsReader(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	takeda := tb.players[campaign.Takeda]
	if res := takeda.postForm(tb.path+"/notices", form("channel", "feed")); res.status != http.StatusSeeOther {
		t.Fatalf("feed: %d", res.status)
	}
	subs, err := tb.ts.db.Subscriptions(t.Context(), tb.id, "player", "Takeda")
	if err != nil || len(subs) != 1 || subs[0].Token == "" {
		t.Fatalf("subscriptions %+v %v", subs, err)
	}
	sub := fmt.Sprint(subs[0].ID)
	if res := tb.ts.browser(t).postForm(tb.path+"/notices/remove", form("sub", sub)); res.status != http.StatusForbidden {
		t.Errorf("the public: %d", res.status)
	}
	tb.players[campaign.Uesugi].postForm(tb.path+"/notices/remove", form("sub", sub))
	takeda.postForm(tb.path+"/notices/remove", form("sub", "not-a-number"))
	if after, _ := tb.ts.db.Subscriptions(t.Context(), tb.id, "player", "Takeda"); len(after) != 1 {
		t.Fatalf("removed by another: %+v", after)
	}
	if res := takeda.postForm(tb.path+"/notices/remove", form("sub", sub)); res.status != http.StatusSeeOther {
		t.Fatalf("remove: %d", res.status)
	}
	if after, _ := tb.ts.db.Subscriptions(t.Context(), tb.id, "player", "Takeda"); len(after) != 0 {
		t.Fatalf("still there: %+v", after)
	}
}

// A server without an SMTP server offers no e-mail and refuses one, in the
// reader's language, storing nothing.
func TestNoticeEmailRefusedWithoutSMTP(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	takeda := tb.players[campaign.Takeda]
	if takeda.get(tb.path+"/notices").doc(t).Find(`[data-testid="add-email"]`).Length() != 0 {
		t.Error("e-mail offered without an SMTP server")
	}
	res := takeda.postForm(tb.path+"/notices", form("channel", "email", "email", "takeda@club.example"))
	if res.status != http.StatusUnprocessableEntity || !(strings.Contains(res.body, "non invia e-mail") || strings.Contains(res.body, "sends no e-mail")) {
		t.Fatalf("e-mail without SMTP: %d", res.status)
	}
	if subs, _ := tb.ts.db.Subscriptions(t.Context(), tb.id, "player", "Takeda"); len(subs) != 0 {
		t.Fatalf("stored: %+v", subs)
	}
}

// A refused notices form keeps what was typed (issue 25): the webhook's
// address, format and secret, the e-mail address; the refused field is
// marked, and the message says how a club's own server allows private
// addresses (-webhook-private), in both languages. A server started with
// -webhook-private does not say it.
func TestNoticesFormsKeepWhatWasTyped(t *testing.T) {
	for _, private := range []bool{false, true} {
		ts := newTestServerWith(t, handlers.Options{EmailNotices: true, AllowPrivateWebhooks: private, CreatesPerHour: -1})
		gm := ts.browser(t)
		path := gm.createCampaign(sixPlayerForm())
		hook := "http://192.168.1.10:8080/hook"
		if private {
			hook = "ftp://192.168.1.10/hook"
		}
		for lang, hint := range map[string]string{"it": "avviato con -webhook-private", "en": "started with -webhook-private"} {
			gm.get("/lang/" + lang + "?next=/")
			res := gm.postForm(path+"/notices", form("channel", "webhook", "url", hook, "format", "telegram", "secret", "s3cret"))
			doc := res.doc(t)
			if res.status != http.StatusUnprocessableEntity {
				t.Fatalf("%s: webhook %s: %d", lang, hook, res.status)
			}
			url := doc.Find(`[data-testid="add-webhook"] input[name="url"]`)
			if url.AttrOr("value", "") != hook || url.AttrOr("aria-invalid", "") != "true" {
				t.Errorf("%s: the refused address shows %q (aria-invalid %q)", lang, url.AttrOr("value", ""), url.AttrOr("aria-invalid", ""))
			}
			if got := doc.Find(`[data-testid="add-webhook"] select[name="format"] option[selected]`).AttrOr("value", ""); got != "telegram" {
				t.Errorf("%s: format %q after the refusal", lang, got)
			}
			if got := doc.Find(`[data-testid="add-webhook"] input[name="secret"]`).AttrOr("value", ""); got != "s3cret" {
				t.Errorf("%s: secret %q after the refusal", lang, got)
			}
			if msg := doc.Find(`[data-testid="problems"], .problems`).Text(); strings.Contains(msg, hint) == private {
				t.Errorf("%s: private %v, message %q", lang, private, msg)
			}
			res = gm.postForm(path+"/notices", form("channel", "email", "email", "Takeda <a@b.example>, c@d.example"))
			email := res.doc(t).Find(`[data-testid="add-email"] input[name="email"]`)
			if res.status != http.StatusUnprocessableEntity || email.AttrOr("value", "") != "Takeda <a@b.example>, c@d.example" || email.AttrOr("aria-invalid", "") != "true" {
				t.Errorf("%s: e-mail refused with %d, field %q", lang, res.status, email.AttrOr("value", ""))
			}
		}
	}
}
