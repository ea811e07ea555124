package pdf

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
)

// DejaVu Sans, regular and bold, from Debian's fonts-dejavu-core: the Bitstream
// Vera licence with DejaVu's public-domain changes (fonts/LICENSE-DejaVu.txt).
// gofpdf subsets them, so a document carries only the glyphs it uses.
var (
	//go:embed fonts/DejaVuSans.ttf
	fontRegular []byte
	//go:embed fonts/DejaVuSans-Bold.ttf
	fontBold []byte
)

// VL Gothic, cut down to kana, JIS X 0208 level 1 kanji and every kanji of
// the project's own data (fonts/kanji-subset.py rebuilds it; licence in
// fonts/LICENSE-VLGothic.txt). It prints what DejaVu Sans has no glyph for:
// province names, clan names and unit flags in Japanese.
//
//go:embed fonts/VLGothic-Sengoku.ttf
var fontKanji []byte

// KanjiFont is the kanji font, for the web pages' style sheet.
func KanjiFont() []byte { return fontKanji }

// The family names the documents register the fonts under.
const (
	fontFamily  = "dejavu"
	kanjiFamily = "vlgothic"
)

// glyphs tells which font prints a rune: the text font when it has a glyph,
// the kanji font when only that one has, neither for the rest.
type glyphs struct{ text, kanji coverage }

// fontGlyphs reads both fonts' character maps once; they are part of the
// binary, so they cannot change.
var fontGlyphs = sync.OnceValue(func() glyphs {
	text, err := readCoverage(fontRegular)
	if err != nil {
		panic(fmt.Sprintf("embedded DejaVu Sans: %v", err))
	}
	kanji, err := readCoverage(fontKanji)
	if err != nil {
		panic(fmt.Sprintf("embedded VL Gothic: %v", err))
	}
	return glyphs{text, kanji}
})

// isKanji reports whether r prints in the kanji font.
func (g glyphs) isKanji(r rune) bool { return !g.text[r] && g.kanji[r] }

// printable reports whether either font has a glyph for r.
func (g glyphs) printable(r rune) bool { return g.text[r] || g.kanji[r] }

// coverage is the set of characters a TrueType font maps to a glyph.
type coverage map[rune]bool

// readCoverage reads a TrueType font's Unicode character map: a Windows
// (3,10) format 12 subtable when there is one, else the BMP (3,1) format 4.
func readCoverage(ttf []byte) (coverage, error) {
	if len(ttf) < 12 {
		return nil, errors.New("font too short")
	}
	be := binary.BigEndian
	var cmap []byte
	for i, n := 0, int(be.Uint16(ttf[4:])); i < n; i++ {
		rec := 12 + 16*i
		if rec+16 > len(ttf) {
			return nil, errors.New("table directory cut short")
		}
		if string(ttf[rec:rec+4]) == "cmap" {
			off, length := int(be.Uint32(ttf[rec+8:])), int(be.Uint32(ttf[rec+12:]))
			if off < 0 || length < 4 || off+length > len(ttf) {
				return nil, errors.New("cmap table out of bounds")
			}
			cmap = ttf[off : off+length]
		}
	}
	if cmap == nil {
		return nil, errors.New("no cmap table")
	}
	var bmp, full []byte
	for i, n := 0, int(be.Uint16(cmap[2:])); i < n; i++ {
		rec := 4 + 8*i
		if rec+8 > len(cmap) {
			return nil, errors.New("cmap directory cut short")
		}
		platform, encoding, off := be.Uint16(cmap[rec:]), be.Uint16(cmap[rec+2:]), int(be.Uint32(cmap[rec+4:]))
		if platform != 3 || off+4 > len(cmap) {
			continue
		}
		switch {
		case encoding == 10 && be.Uint16(cmap[off:]) == 12:
			full = cmap[off:]
		case encoding == 1 && be.Uint16(cmap[off:]) == 4:
			bmp = cmap[off:]
		}
	}
	switch {
	case full != nil:
		return readFormat12(full)
	case bmp != nil:
		return readFormat4(bmp)
	}
	return nil, errors.New("no Unicode character map")
}

func readFormat4(t []byte) (coverage, error) {
	be := binary.BigEndian
	if len(t) < 14 {
		return nil, errors.New("format 4 subtable cut short")
	}
	segs := int(be.Uint16(t[6:])) / 2
	ends, starts, deltas, offsets := 14, 16+2*segs, 16+4*segs, 16+6*segs
	if offsets+2*segs > len(t) {
		return nil, errors.New("format 4 segments cut short")
	}
	cov := coverage{}
	for s := 0; s < segs; s++ {
		end, start := int(be.Uint16(t[ends+2*s:])), int(be.Uint16(t[starts+2*s:]))
		delta, rangeOff := int(be.Uint16(t[deltas+2*s:])), int(be.Uint16(t[offsets+2*s:]))
		for c := start; c <= end && c != 0xFFFF; c++ {
			glyph := (c + delta) & 0xFFFF
			if rangeOff != 0 {
				at := offsets + 2*s + rangeOff + 2*(c-start)
				if at+2 > len(t) {
					return nil, errors.New("format 4 glyph index out of bounds")
				}
				if glyph = int(be.Uint16(t[at:])); glyph != 0 {
					glyph = (glyph + delta) & 0xFFFF
				}
			}
			if glyph != 0 {
				cov[rune(c)] = true
			}
		}
	}
	return cov, nil
}

func readFormat12(t []byte) (coverage, error) {
	be := binary.BigEndian
	if len(t) < 16 {
		return nil, errors.New("format 12 subtable cut short")
	}
	groups := int(be.Uint32(t[12:]))
	if groups < 0 || 16+12*groups > len(t) {
		return nil, errors.New("format 12 groups cut short")
	}
	cov := coverage{}
	for g := 0; g < groups; g++ {
		rec := 16 + 12*g
		start, end, glyph := be.Uint32(t[rec:]), be.Uint32(t[rec+4:]), be.Uint32(t[rec+8:])
		if end < start || end > 0x10FFFF {
			return nil, errors.New("format 12 group out of range")
		}
		for c := start; c <= end; c++ {
			if glyph+(c-start) != 0 {
				cov[rune(c)] = true
			}
		}
	}
	return cov, nil
}
