package figure

import (
	"image"
	"image/color"
	"regexp"
	"strconv"
	"strings"
	"testing"

	qrcode "github.com/piglig/go-qr"
)

// render draws q as a camera would see it: scale pixels a module, white
// quiet zone.
func render(q QR, scale int) image.Image {
	n := (q.Size() + 2*QRQuiet) * scale
	img := image.NewGray(image.Rect(0, 0, n, n))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	q.Runs(func(x, y, run int) {
		for py := (y + QRQuiet) * scale; py < (y+QRQuiet+1)*scale; py++ {
			for px := (x + QRQuiet) * scale; px < (x+QRQuiet+run)*scale; px++ {
				img.SetGray(px, py, color.Gray{})
			}
		}
	})
	return img
}

// A join link's QR code reads back as the link.
func TestQRReadsBackAsTheLink(t *testing.T) {
	for _, link := range []string{
		"http://192.168.1.20:8080/join/Zk3_-aQ9xY2bW7cV1dE8fG0hJ4kL6mN5oP3qR_sT-uV",
		"https://sengoku.example.org/join/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
	} {
		q, err := NewQR(link)
		if err != nil {
			t.Fatal(err)
		}
		got, err := qrcode.Decode(render(q, 4))
		if err != nil || got != link {
			t.Errorf("%s read back as %q (%v)", link, got, err)
		}
	}
}

// The SVG path draws exactly the dark modules, inside the viewBox.
func TestQRSVGPathDrawsTheDarkModules(t *testing.T) {
	q, err := NewQR("http://192.168.1.20:8080/join/token")
	if err != nil {
		t.Fatal(err)
	}
	dark := 0
	for y := range q.Size() {
		for x := range q.Size() {
			if q.Dark(x, y) {
				dark++
			}
		}
	}
	drawn := 0
	side := q.Size() + 2*QRQuiet
	for _, m := range regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-(\d+)z`).FindAllStringSubmatch(q.SVGPath(), -1) {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		n, _ := strconv.Atoi(m[3])
		if x < QRQuiet || y < QRQuiet || x+n > side-QRQuiet || y >= side-QRQuiet || m[3] != m[4] {
			t.Fatalf("run %s outside the code", m[0])
		}
		drawn += n
	}
	if drawn != dark || dark == 0 {
		t.Errorf("path draws %d modules of %d", drawn, dark)
	}
	if want := "0 0 " + strconv.Itoa(side) + " " + strconv.Itoa(side); q.SVGViewBox() != want {
		t.Errorf("viewBox %q, want %q", q.SVGViewBox(), want)
	}
}

// Text too long for any QR code is an error, not a panic or a broken code.
func TestQRRefusesTextTooLong(t *testing.T) {
	if _, err := NewQR(strings.Repeat("x", 5000)); err == nil {
		t.Error("5000 bytes encoded")
	}
	var zero QR
	if zero.Size() != 0 || zero.SVGPath() != "" || zero.Dark(0, 0) {
		t.Error("the zero QR draws something")
	}
}
