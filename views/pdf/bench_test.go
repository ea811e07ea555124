package pdf

import (
	"testing"

	"sengoku/i18n"
	"sengoku/tables/affinati"
	"sengoku/tables/artoftactic"
)

var affinatiDefaults = affinati.Options{}

// army24 is a 24-unit army of every library card in turn.
func army24(tb testing.TB) AoTBooklet {
	lib := artoftactic.Library()
	var units []AoTUnit
	for i := 0; i < 24; i++ {
		c := lib[i%len(lib)]
		units = append(units, AoTUnit{Number: i + 1, Commander: c.Commander, Card: c})
	}
	return booklet(i18n.IT, units)
}

// The budget of the issue: a 24-unit booklet weighs under 500 KB (the
// time is measured by BenchmarkBooklet24: under 200 ms).
func TestBooklet24Budget(t *testing.T) {
	data, err := AoTBookletPDF(army24(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(data) >= 500_000 {
		t.Fatalf("24-unit booklet weighs %d bytes", len(data))
	}
	if pages, _ := pdfInfo(t, data); pages != 24 {
		t.Fatalf("%d pages, want 24", pages)
	}
}

func BenchmarkBooklet24(b *testing.B) {
	bk := army24(b)
	size := 0
	for b.Loop() {
		data, err := AoTBookletPDF(bk)
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size)/1000, "kB/pdf")
}

func BenchmarkRoster(b *testing.B) {
	r := sampleRoster(b, i18n.IT, "15mm", "cm", affinatiDefaults)
	for b.Loop() {
		if _, err := AffinatiRosterPDF(r); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSeasonSheet(b *testing.B) {
	s := seasonSheet(b, i18n.IT, true)
	for b.Loop() {
		if _, err := SeasonSheetPDF(s); err != nil {
			b.Fatal(err)
		}
	}
}
