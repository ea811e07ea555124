package pdf

import (
	"bytes"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/artoftactic"
)

// Whatever the names, numbers and options, a booklet is either refused
// with a validation error or a whole PDF: never a panic, never half a file.
func FuzzBookletNeverBreaks(f *testing.F) {
	f.Add("Takeda", "Ashigaru", 8, 1, 6, false, true, false)
	f.Add("", "足軽 🏹", 0, 0, 0, true, false, true)
	f.Add("W\x00\u202e", "\xff\xfe", 13, -1, 21, true, true, true)
	lib := artoftactic.Library()
	f.Fuzz(func(t *testing.T, army, name string, turns, number, models int, full, duplex, letter bool) {
		card := lib[uint(len(name))%uint(len(lib))]
		card.Name = name
		if models != 0 {
			card.Models = &models
		}
		b := AoTBooklet{Meta: meta(i18n.EN, A4), Army: army, Turns: turns, Duplex: duplex, CutMarks: true,
			Units: []AoTUnit{{Number: number, Card: card}, {Number: number + 1, Commander: true, Card: lib[0]}}}
		if full {
			b.Size = FullPage
		}
		if letter {
			b.Paper = Letter
		}
		data, err := AoTBookletPDF(b)
		if err != nil {
			if _, ok := tables.AsValidation(err); !ok {
				t.Fatalf("not a validation error: %v", err)
			}
			return
		}
		if !bytes.HasPrefix(data, []byte("%PDF-")) || !bytes.HasSuffix(bytes.TrimSpace(data), []byte("%%EOF")) {
			t.Fatalf("broken PDF for %q %q", army, name)
		}
	})
}
