package pdf

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	qrcode "github.com/piglig/go-qr"

	"sengoku/campaign"
	"sengoku/i18n"
	"sengoku/views"
)

func sampleJoinCards(l i18n.Lang, p Paper) JoinCards {
	j := JoinCards{Meta: meta(l, p), Campaign: "Autunno di Kawanakajima"}
	for i, c := range []string{"Hojo", "Uesugi", "Takeda", "Imagawa", "Mori", "Shimazu"} {
		j.Cards = append(j.Cards, JoinCard{Clan: c, Colour: views.ClanColour[campaign.Clan(c)], Player: []string{"Ada", "Bruno", "Carla", "Dario", "Elena", "Franco"}[i],
			URL: "http://192.168.1.20:8080/join/" + strings.Repeat(string(rune('a'+i)), 20) + "_-" + strings.Repeat("Z9", 10) + "x"})
	}
	return j
}

// Six cards fit one page of either paper, inside the margins, side by
// side without overlapping, each with room for a QR code of 42 mm.
func TestJoinCardSlotsFitThePage(t *testing.T) {
	for _, p := range []Paper{A4, Letter} {
		pw, ph := p.size()
		slots := joinCardSlots(pw, ph, MaxJoinCards)
		if len(slots) != MaxJoinCards {
			t.Fatalf("%s: %d slots", p, len(slots))
		}
		for i, a := range slots {
			if a.X < joinMargin-1e-9 || a.Y < joinMargin-1e-9 || a.right() > pw-joinMargin+1e-9 || a.bottom() > ph-joinMargin+1e-9 {
				t.Errorf("%s: card %d %+v leaves the page", p, i, a)
			}
			if qr := joinCardQR(a.inset(4)); qr.W < joinQRSize-1e-9 || qr.bottom() > a.bottom() {
				t.Errorf("%s: card %d has a QR code of %.1f mm", p, i, qr.W)
			}
			for j, b := range slots[i+1:] {
				if a.X < b.right()-1e-9 && b.X < a.right()-1e-9 && a.Y < b.bottom()-1e-9 && b.Y < a.bottom()-1e-9 {
					t.Errorf("%s: cards %d and %d overlap", p, i, i+1+j)
				}
			}
		}
	}
}

// The printed sheet, on both papers and in both languages: one page, every
// clan, player and link as text, and every QR code scans back as its link.
func TestJoinCardsPrintScannableLinks(t *testing.T) {
	for _, tt := range []struct {
		lang  i18n.Lang
		paper Paper
		size  string
		words []string
	}{
		{i18n.IT, A4, "595.28 x 841.89", []string{"Biglietti d'accesso · Autunno di Kawanakajima", "Inquadra il codice", "Segreto: chi ha questo biglietto vede le carte e i messaggi di Takeda"}},
		{i18n.EN, Letter, "612 x 792", []string{"Point your phone's camera", "Secret: whoever holds this card sees Takeda's cards", "Or type the address", "Join cards · Autunno di Kawanakajima"}},
	} {
		j := sampleJoinCards(tt.lang, tt.paper)
		data, err := JoinCardsPDF(j)
		if err != nil {
			t.Fatal(err)
		}
		pages, size := pdfInfo(t, data)
		if pages != 1 || size != tt.size {
			t.Errorf("%s/%s: %d pages of %s pt", tt.lang, tt.paper, pages, size)
		}
		text := strings.Join(strings.Fields(pdfText(t, data, 0, 0)), "")
		for _, c := range j.Cards {
			for _, w := range []string{c.Clan, c.Player, c.URL} {
				if !strings.Contains(text, strings.Join(strings.Fields(w), "")) {
					t.Errorf("%s/%s: %q not printed", tt.lang, tt.paper, w)
				}
			}
		}
		contains(t, pdfText(t, data, 0, 0), tt.words...)

		page := rasterise(t, data, 200)
		pw, ph := tt.paper.size()
		for i, slot := range joinCardSlots(pw, ph, len(j.Cards)) {
			qr := joinCardQR(slot.inset(4))
			px := func(mm float64) int { return int(mm / 25.4 * 200) }
			crop := page.(interface {
				SubImage(image.Rectangle) image.Image
			}).SubImage(image.Rect(px(qr.X), px(qr.Y), px(qr.right()), px(qr.bottom())))
			if got, err := qrcode.Decode(crop); err != nil || got != j.Cards[i].URL {
				t.Errorf("%s/%s: %s's QR code reads %q (%v)", tt.lang, tt.paper, j.Cards[i].Clan, got, err)
			}
		}
	}
}

// rasterise renders the PDF's first page at dpi, without anti-aliasing, as a
// phone's camera would see a crisp print.
func rasterise(t *testing.T, data []byte, dpi int) image.Image {
	t.Helper()
	out := filepath.Join(t.TempDir(), "page")
	cmd := exec.Command(poppler(t, "pdftoppm"), "-r", strconv.Itoa(dpi), "-aa", "no", "-aaVector", "no", "-png", "-singlefile", writePDF(t, data), out)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, b)
	}
	f, err := os.Open(out + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func TestJoinCardsRefuseBadSheets(t *testing.T) {
	j := sampleJoinCards(i18n.IT, A4)
	for name, bad := range map[string]JoinCards{
		"no cards":    {Meta: j.Meta, Campaign: j.Campaign},
		"seven cards": {Meta: j.Meta, Campaign: j.Campaign, Cards: append(j.Cards, j.Cards[0])},
		"paper":       {Meta: Meta{Lang: i18n.IT, Paper: "a3", Created: fixed}, Campaign: j.Campaign, Cards: j.Cards},
	} {
		if _, err := JoinCardsPDF(bad); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
