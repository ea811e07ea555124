package figure

import (
	"fmt"
	"strconv"
	"strings"

	qrcode "github.com/piglig/go-qr"
)

// QRQuiet is the quiet zone around a QR code, in modules: the standard asks
// for four so that a camera finds the code's edge.
const QRQuiet = 4

// QR is a QR code's grid of modules, for the pages (SVG) and the printables
// (views/pdf draws the modules).
type QR struct {
	size int
	dark []bool
}

// NewQR encodes text (a join link) with medium error correction, which
// survives a creased or smudged card.
func NewQR(text string) (QR, error) {
	c, err := qrcode.EncodeText(text, qrcode.Medium)
	if err != nil {
		return QR{}, fmt.Errorf("encode QR code: %w", err)
	}
	q := QR{size: c.Size(), dark: make([]bool, c.Size()*c.Size())}
	for y := range q.size {
		for x := range q.size {
			q.dark[y*q.size+x] = c.Module(x, y)
		}
	}
	return q, nil
}

// Size is the number of modules on a side, without the quiet zone; 0 for
// the zero QR.
func (q QR) Size() int { return q.size }

// Dark reports whether the module at column x, row y is dark.
func (q QR) Dark(x, y int) bool {
	return x >= 0 && y >= 0 && x < q.size && y < q.size && q.dark[y*q.size+x]
}

// Runs calls f for each horizontal run of dark modules: row y, columns
// x to x+n-1. Drawing runs instead of single modules keeps the SVG and the
// PDF small.
func (q QR) Runs(f func(x, y, n int)) {
	for y := range q.size {
		for x := 0; x < q.size; {
			if !q.Dark(x, y) {
				x++
				continue
			}
			n := 1
			for q.Dark(x+n, y) {
				n++
			}
			f(x, y, n)
			x += n
		}
	}
}

// SVGViewBox is the viewBox of the code with its quiet zone, one unit a
// module.
func (q QR) SVGViewBox() string {
	return "0 0 " + strconv.Itoa(q.size+2*QRQuiet) + " " + strconv.Itoa(q.size+2*QRQuiet)
}

// SVGPath is one SVG path drawing every dark module.
func (q QR) SVGPath() string {
	var b strings.Builder
	q.Runs(func(x, y, n int) {
		fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", x+QRQuiet, y+QRQuiet, n, n)
	})
	return b.String()
}
