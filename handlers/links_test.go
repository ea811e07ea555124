package handlers_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/crypto/bcrypt"

	"sengoku/handlers"
	"sengoku/models/dbtest"
)

// Each clan's link has a label naming the clan and the player, a QR code,
// copy and share buttons (shown by the script), and regenerating it takes
// a second, deliberate click that states the consequence.
func TestLinksPageLabelsEachLinkWithItsQRCode(t *testing.T) {
	t.Parallel()
	ts := newTestServerWith(t, handlers.Options{LANAddrs: []string{"192.168.1.20:8080"}})
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	for _, lang := range []string{"it", "en"} {
		gm.get("/lang/" + lang)
		doc := gm.get(path + "/links").doc(t)
		items := doc.Find("[data-testid=links] li.join-link")
		if items.Length() != 6 {
			t.Fatalf("%s: %d join links", lang, items.Length())
		}
		takeda := doc.Find(`li.join-link[data-clan=Takeda]`)
		label := takeda.Find("label")
		input := takeda.Find("input#" + label.AttrOr("for", "none"))
		if input.Length() != 1 || !strings.HasPrefix(input.AttrOr("value", ""), "http://192.168.1.20:8080/join/") {
			t.Errorf("%s: label for=%q does not name the link field", lang, label.AttrOr("for", ""))
		}
		if !strings.Contains(label.Text(), "Takeda") || !strings.Contains(label.Text(), "Carla") {
			t.Errorf("%s: label %q", lang, label.Text())
		}
		qr := takeda.Find("svg.qr[data-testid=qr]")
		if qr.Length() != 1 || qr.Find("path").AttrOr("d", "") == "" || !strings.Contains(qr.AttrOr("aria-label", ""), "Takeda") {
			t.Errorf("%s: no QR code for Takeda", lang)
		}
		for _, b := range []string{"data-copy", "data-share"} {
			if btn := takeda.Find("button[" + b + "]"); btn.AttrOr(b, "") != input.AttrOr("id", "") {
				t.Errorf("%s: %s button points at %q", lang, b, btn.AttrOr(b, ""))
			}
		}
		rotate := takeda.Find("details.rotate")
		if rotate.Find("form button[type=submit]").Length() != 1 || !strings.Contains(rotate.Find("p").Text(), "Carla") || !strings.Contains(rotate.Find("button").Text(), "Takeda") {
			t.Errorf("%s: regenerating does not state its consequence: %q", lang, rotate.Text())
		}
		if doc.Find("[onfocus], [onclick], script:not([src])").Length() != 0 {
			t.Errorf("%s: inline script on the links page", lang)
		}
	}
}

// The join cards: a PDF for the GM only, on A4 or Letter, with the links
// the page shows.
func TestJoinCardsPDFForTheGMOnly(t *testing.T) {
	t.Parallel()
	ts := newTestServerWith(t, handlers.Options{LANAddrs: []string{"192.168.1.20:8080"}})
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	href := gm.get(path+"/links").doc(t).Find("[data-testid=join-cards] a").First().AttrOr("href", "")
	if href != path+"/links/cards.pdf?paper=a4" {
		t.Fatalf("join cards link %q", href)
	}
	for _, paper := range []string{"a4", "letter"} {
		res := gm.get(path + "/links/cards.pdf?paper=" + paper)
		if res.status != http.StatusOK || res.header.Get("Content-Type") != "application/pdf" || !bytes.HasPrefix([]byte(res.body), []byte("%PDF-")) {
			t.Errorf("%s: %d %s", paper, res.status, res.header.Get("Content-Type"))
		}
		if cc := res.header.Get("Cache-Control"); !strings.Contains(cc, "no-store") {
			t.Errorf("%s: secret links cacheable: %q", paper, cc)
		}
	}
	if res := gm.get(path + "/links/cards.pdf?paper=a3"); res.status != http.StatusUnprocessableEntity {
		t.Errorf("unknown paper: %d", res.status)
	}
	if res := ts.browser(t).get(path + "/links/cards.pdf"); res.status != http.StatusForbidden || strings.HasPrefix(res.body, "%PDF") {
		t.Errorf("public: %d", res.status)
	}
}

// The database keeps only hashes of the join links, sealed with the
// server's key: a second server on the same database under another key (a
// copy of the database elsewhere) shows no link but says why, every link
// still opens there, and regenerating one shows the new link. On SQLite
// the second server serves a backup of the file (one server per file);
// on PostgreSQL the same database.
func TestLinksPageUnderAnotherKeyShowsNoLink(t *testing.T) {
	t.Parallel()
	dsn := suiteBackend.DSN(t)
	opt := handlers.Options{LANAddrs: []string{"192.168.1.20:8080"}, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost}
	serve := func(dsn string) *testServer {
		db, err := openKeyed(t, dsn) // a random key of its own
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(handlers.New(db, opt))
		t.Cleanup(func() { srv.Close(); _ = db.Close() })
		return &testServer{Server: srv, db: db}
	}
	first := serve(dsn)
	gm := first.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	before := gm.get(path+"/links").doc(t).Find(`li.join-link[data-clan=Uesugi] input`).AttrOr("value", "")
	if !strings.Contains(before, "/join/") {
		t.Fatalf("no Uesugi link: %q", before)
	}
	elsewhere := dsn
	if suiteBackend.Name == dbtest.SQLite.Name {
		elsewhere = filepath.Join(t.TempDir(), "copy.db")
		if err := first.db.Backup(context.Background(), elsewhere); err != nil {
			t.Fatal(err)
		}
	}
	other := serve(elsewhere)
	gm.base = other.URL // the same GM session: it is in the database
	doc := gm.get(path + "/links").doc(t)
	if n := doc.Find("[data-testid=link-sealed]").Length(); n != 6 || doc.Find("li.join-link input").Length() != 0 {
		t.Fatalf("another key: %d links said unshowable, %d shown", n, doc.Find("li.join-link input").Length())
	}
	if res := gm.get(path + "/links/cards.pdf?paper=a4"); res.status == http.StatusOK {
		t.Errorf("join cards printed without a link to print")
	}
	player := other.browser(t)
	if res := player.get(strings.TrimPrefix(before, "http://192.168.1.20:8080")); res.status != http.StatusSeeOther {
		t.Fatalf("the link no longer opens: %d", res.status)
	}
	gm.postForm(path+"/links/Takeda/rotate", nil)
	doc = gm.get(path + "/links").doc(t)
	if v := doc.Find(`li.join-link[data-clan=Takeda] input`).AttrOr("value", ""); !strings.Contains(v, "/join/") {
		t.Errorf("the regenerated link is not shown: %q", v)
	}
	if n := doc.Find("[data-testid=link-sealed]").Length(); n != 5 {
		t.Errorf("%d links said unshowable after regenerating one", n)
	}
}
