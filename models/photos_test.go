package models

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"image"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// testPNG and testJPEG are real images of w×w pixels.
func testPNG(t testing.TB, w int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, w, w))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func testJPEG(t testing.TB, w int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, image.NewGray(image.Rect(0, 0, w, w)), nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestSniffPhotoTrustsOnlyTheBytes(t *testing.T) {
	webp := append([]byte("RIFF\x10\x00\x00\x00WEBPVP8 "), make([]byte, 16)...)
	for _, c := range []struct {
		name string
		data []byte
		want string
		err  error
	}{
		{"png", testPNG(t, 2), "image/png", nil},
		{"jpeg", testJPEG(t, 2), "image/jpeg", nil},
		{"webp", webp, "image/webp", nil},
		{"gif", []byte("GIF89a\x01\x00\x01\x00"), "", ErrPhotoType},
		{"html", []byte("<html><script>alert(1)</script>"), "", ErrPhotoType},
		{"svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`), "", ErrPhotoType},
		{"empty", nil, "", ErrPhotoType},
		{"oversized png", append(testPNG(t, 2), make([]byte, MaxPhotoBytes)...), "", ErrPhotoTooLarge},
	} {
		got, err := SniffPhoto(c.data)
		if got != c.want || !errors.Is(err, c.err) {
			t.Errorf("%s: %q %v, want %q %v", c.name, got, err, c.want, c.err)
		}
	}
}

// TestBattlePhotoIsReplacedRemovedAndCarriedByExport: on both backends a
// second photo replaces the first, the export carries it, an import of
// that export (through the JSON file) has it, and removing it leaves none.
func TestBattlePhotoIsReplacedRemovedAndCarriedByExport(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, err := db.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Takeda, Name: "A", Token: "tok"}})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.SetBattlePhoto(ctx, id, 3, []byte("<html>")); !errors.Is(err, ErrPhotoType) {
			t.Fatalf("a page stored as a photo: %v", err)
		}
		if _, ok, _ := db.HasBattlePhoto(ctx, id, 3); ok {
			t.Fatal("a refused photo was stored")
		}
		first, second := testPNG(t, 4), testJPEG(t, 8)
		for _, p := range [][]byte{first, second} {
			if err := db.SetBattlePhoto(ctx, id, 3, p); err != nil {
				t.Fatal(err)
			}
		}
		ph, err := db.BattlePhoto(ctx, id, 3)
		if err != nil || ph.ContentType != "image/jpeg" || !bytes.Equal(ph.Data, second) {
			t.Fatalf("photo %q %d bytes, %v", ph.ContentType, len(ph.Data), err)
		}
		ex, err := db.ExportCampaign(ctx, id)
		if err != nil || len(ex.Photos) != 1 {
			t.Fatalf("export photos %d, %v", len(ex.Photos), err)
		}
		file, _ := json.Marshal(ex)
		read, err := ReadExport(bytes.NewReader(file), int64(len(file)))
		if err != nil {
			t.Fatal(err)
		}
		copyID, err := db.ImportCampaign(ctx, read, "hash", nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := db.BattlePhoto(ctx, copyID, 3)
		if err != nil || got.ContentType != "image/jpeg" || !bytes.Equal(got.Data, second) {
			t.Fatalf("imported photo %q %d bytes, %v", got.ContentType, len(got.Data), err)
		}
		if err := db.DeleteBattlePhoto(ctx, id, 3); err != nil {
			t.Fatal(err)
		}
		if _, err := db.BattlePhoto(ctx, id, 3); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("a removed photo is still served: %v", err)
		}
		if _, err := db.BattlePhoto(ctx, copyID, 3); err != nil {
			t.Fatalf("removing the original's photo removed the import's: %v", err)
		}
	})
}

// TestImportBoundsPhotos: an export before photos still imports; photos
// beyond the count, over the size or not images are refused while the
// file is read, before anything is stored.
func TestImportBoundsPhotos(t *testing.T) {
	base := `{"format":"sengoku-campaign/2","name":"x","state":{},"players":[],"actions":[],"snapshots":[]`
	if ex, err := ReadExport(strings.NewReader(base+`}`), 1<<20); err != nil || len(ex.Photos) != 0 {
		t.Fatalf("an export without photos: %v", err)
	}
	photo := func(battle int, data []byte) string {
		b, _ := json.Marshal(ExportPhoto{Battle: battle, Type: "image/png", Data: data})
		return string(b)
	}
	small := testPNG(t, 1)
	many := make([]string, maxImportPhotos+1)
	for i := range many {
		many[i] = photo(i+1, small)
	}
	var le *ImportLimitError
	for _, c := range []struct {
		name, photos string
		limit        string
	}{
		{"too many", strings.Join(many, ","), "photos"},
		{"too large", photo(1, append(small, make([]byte, MaxPhotoBytes)...)), "photo"},
		{"not an image", photo(1, []byte("<script>")), ""},
		{"twice the same battle", photo(1, small) + "," + photo(1, small), ""},
	} {
		_, err := ReadExport(strings.NewReader(base+`,"photos":[`+c.photos+`]}`), 64<<20)
		switch {
		case c.limit != "" && (!errors.As(err, &le) || le.What != c.limit):
			t.Errorf("%s: %v, want the %s limit", c.name, err, c.limit)
		case c.limit == "" && !errors.Is(err, ErrNotExport):
			t.Errorf("%s: %v, want refused", c.name, err)
		}
	}
	if ex, err := ReadExport(strings.NewReader(base+`,"photos":[`+photo(2, small)+`]}`), 1<<20); err != nil || len(ex.Photos) != 1 {
		t.Errorf("one photo: %v", err)
	}
}

// TestRemoveBattlePhotoIsLoggedInTheSameTransaction: removing a photo
// writes its log entry with it; with no photo nothing is removed, nothing
// logged and the version stays; a refused entry leaves the photo.
func TestRemoveBattlePhotoIsLoggedInTheSameTransaction(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, err := db.NewCampaign(ctx, newState(t), "hash", []Player{{Clan: campaign.Takeda, Name: "A", Token: "tok"}})
		if err != nil {
			t.Fatal(err)
		}
		if err := db.SetBattlePhoto(ctx, id, 3, testPNG(t, 4)); err != nil {
			t.Fatal(err)
		}
		entry := func(*campaign.State) (ActionRecord, error) {
			return ActionRecord{ActorRole: "gm", Kind: "battle-photo", Events: `[{"kind":"battle","en":"removed","it":"rimossa"}]`}, nil
		}
		refused := errors.New("refused")
		if _, err := db.RemoveBattlePhoto(ctx, id, 3, func(*campaign.State) (ActionRecord, error) { return ActionRecord{}, refused }); !errors.Is(err, refused) {
			t.Fatalf("a refused entry: %v", err)
		}
		if _, ok, _ := db.HasBattlePhoto(ctx, id, 3); !ok {
			t.Fatal("a refused entry removed the photo")
		}
		before, _ := db.CampaignVersion(ctx, id)
		saved, err := db.RemoveBattlePhoto(ctx, id, 3, entry)
		if err != nil || saved.Version != before+1 {
			t.Fatalf("remove: %v, version %v after %d", err, saved, before)
		}
		if _, ok, _ := db.HasBattlePhoto(ctx, id, 3); ok {
			t.Fatal("the photo is still there")
		}
		log, err := db.Actions(ctx, id, 0, 100)
		if err != nil || len(log) == 0 || log[len(log)-1].Kind != "battle-photo" {
			t.Fatalf("log %+v, %v", log, err)
		}
		if _, err := db.RemoveBattlePhoto(ctx, id, 3, entry); !errors.Is(err, campaign.ErrNotFound) {
			t.Fatalf("removing no photo: %v", err)
		}
		again, _ := db.Actions(ctx, id, 0, 100)
		if v, _ := db.CampaignVersion(ctx, id); v != saved.Version || len(again) != len(log) {
			t.Errorf("removing no photo logged or changed something: version %d, %d entries", v, len(again))
		}
	})
}
