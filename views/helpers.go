package views

import (
	"context"
	"io"

	"github.com/a-h/templ"

	"sengoku/campaign"
)

func yesNo(l Lang, b bool) string {
	if b {
		return l.T("prov.yes")
	}
	return l.T("prov.no")
}

// flagPath draws an army's banner (a sashimono) whose pole foot is at
// (x, y+24): tall enough to read on a phone.
func flagPath(x, y float64) string {
	return "M" + f1(x) + " " + f1(y+24) + "V" + f1(y) + "h14l-4 5 4 5h-14"
}

// elementNames are the SAMURAI troop types in both languages.
var elementNames = map[campaign.ElementType][2]string{
	campaign.FootSamurai:    {"Samurai a piedi", "Foot Samurai"},
	campaign.MountedSamurai: {"Samurai a cavallo", "Mounted Samurai"},
	campaign.Archers:        {"Arcieri", "Archers"},
	campaign.Ronin:          {"Ronin", "Ronin"},
	campaign.WarriorMonks:   {"Monaci guerrieri", "Warrior Monks"},
	campaign.Ashigaru:       {"Ashigaru", "Ashigaru"},
}

// ElementName is an element type's name in l.
func ElementName(l Lang, t campaign.ElementType) string {
	n, ok := elementNames[t]
	if !ok {
		return string(t)
	}
	return l.Pick(n[0], n[1])
}

// Bytes writes pre-rendered, trusted HTML (such as a cached map) as it is.
func Bytes(b []byte) templ.Component {
	return templ.ComponentFunc(func(_ context.Context, w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
}
