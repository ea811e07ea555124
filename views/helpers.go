package views

import (
	"context"
	"io"

	"github.com/a-h/templ"

	"sengoku/campaign"
)

// YesNo is "yes" or "no" in l.
func YesNo(l Lang, b bool) string {
	if b {
		return l.T("prov.yes")
	}
	return l.T("prov.no")
}

// FlagPath draws an army's banner (a sashimono) whose pole foot is at
// (x, y+24): tall enough to read on a phone.
func FlagPath(x, y float64) string {
	return "M" + f1(x) + " " + f1(y+24) + "V" + f1(y) + "h14l-4 5 4 5h-14"
}

// ElementName is an element type's name in l.
func ElementName(l Lang, t campaign.ElementType) string {
	return l.Render(t.Name())
}

// Bytes writes pre-rendered, trusted HTML (such as a cached map) as it is.
func Bytes(b []byte) templ.Component {
	return templ.ComponentFunc(func(_ context.Context, w io.Writer) error {
		_, err := w.Write(b)
		return err
	})
}
