package pdf

// bookletPage is one page of the layout model.
type bookletPage struct {
	Slots []cardSlot
	// Fold: a dashed fold line across the middle (single-sided half cards).
	Fold bool
	// Cut are the rectangles that get crop marks.
	Cut []rect
}

// cardSlot is one card side placed on a page.
type cardSlot struct {
	Unit int // index in AoTBooklet.Units
	Back bool
	// Rect is the card's trim rectangle.
	Rect rect
	// Upside: drawn rotated 180° (the back half of a fold sheet).
	Upside bool
}

// halfSlots are the two card rectangles of a half-page sheet, top and
// bottom, sharing the cut line across the middle.
func halfSlots(pw, ph float64) [2]rect {
	m := bookletMargin
	h := ph/2 - m
	return [2]rect{{m, m, pw - 2*m, h}, {m, ph / 2, pw - 2*m, h}}
}

func fullSlot(pw, ph float64) rect {
	return rect{fullMargin, fullMargin, pw - 2*fullMargin, ph - 2*fullMargin}
}

// planBooklet lays the cards out on pages (portrait):
//   - half, duplex: a sheet per two units, fronts on one page and the backs
//     on the next, each back behind its front when the sheet is turned over
//     on the long edge;
//   - half, single-sided: a sheet per unit folded across the middle, the back
//     upside down so it reads upright once folded and turned over;
//   - full: a page per side, front then back.
func planBooklet(b AoTBooklet) []bookletPage {
	pw, ph := b.Paper.size()
	n := min(len(b.Units), MaxUnits)
	var pages []bookletPage
	switch {
	case b.size() == FullPage:
		r := fullSlot(pw, ph)
		for i := 0; i < n; i++ {
			pages = append(pages,
				bookletPage{Slots: []cardSlot{{Unit: i, Rect: r}}, Cut: []rect{r}},
				bookletPage{Slots: []cardSlot{{Unit: i, Back: true, Rect: r.mirrorX(pw)}}, Cut: []rect{r.mirrorX(pw)}})
		}
	case b.Duplex:
		s := halfSlots(pw, ph)
		for i := 0; i < n; i += 2 {
			front := bookletPage{}
			back := bookletPage{}
			for j := 0; j < 2 && i+j < n; j++ {
				front.Slots = append(front.Slots, cardSlot{Unit: i + j, Rect: s[j]})
				back.Slots = append(back.Slots, cardSlot{Unit: i + j, Back: true, Rect: s[j].mirrorX(pw)})
				front.Cut = append(front.Cut, s[j])
				back.Cut = append(back.Cut, s[j].mirrorX(pw))
			}
			pages = append(pages, front, back)
		}
	default:
		s := halfSlots(pw, ph)
		outer := rect{s[0].X, s[0].Y, s[0].W, s[1].bottom() - s[0].Y}
		for i := 0; i < n; i++ {
			pages = append(pages, bookletPage{Fold: true, Cut: []rect{outer}, Slots: []cardSlot{
				{Unit: i, Rect: s[0]},
				{Unit: i, Back: true, Rect: s[1], Upside: true},
			}})
		}
	}
	return pages
}

// foldMark is the fold line of a single-sided half-page sheet and its
// label: the label sits on the line's height in the gap between the two
// cards, near the right edge but clear of the cards' rounded corners, and
// the dashed line stops on either side of it.
func (d *doc) foldMark() (label rect, lines [][4]float64) {
	y := d.ph / 2
	w := d.widthAt(d.T("pdf.aot.fold"), foldLabelSz, false) + 1
	h := foldLabelSz * pt * 1.05
	right := d.pw - bookletMargin - 2.5 - 4 // the frames' right edge, less their corner and some air
	label = rect{right - w, y - h/2, w, h}
	lines = [][4]float64{{2, y, label.X - 1.2, y}, {label.right() + 1.2, y, d.pw - 2, y}}
	return label, lines
}
