// Package rulebook is the table of the printed rulebooks' sections that the
// site cites: a club owns the Italian rulebooks (the seeds), not the lines of
// their OCR text nor the English digests the code was written from, so a
// citation a reader sees names the section as printed (its title, and its
// number where the rulebook numbers its sections), in Italian and in
// English. The seed line of each heading is kept for developers only.
//
// The titles are the catalogue's (i18n, room rulebook: the Italian as
// printed, the English its translation), so that a citation is a message
// like every other text; the package imports nothing else of the project,
// so that tables, views and views/pdf can all build their citations from it.
package rulebook

import (
	"sort"
	"strings"

	"sengoku/i18n"
)

// Section is one heading of a printed rulebook.
type Section struct {
	// Line is the seed line of the heading: for developers, never shown.
	Line int
	// Number is the rulebook's own section number, "" when it prints none.
	Number string
	// Key is the catalogue entry of the title: Italian as printed, and its
	// English translation.
	Key string
}

// Book is one printed rulebook and its headings in page order.
type Book struct {
	// Seed is the seed file (in ../shared/seeds) the titles come from.
	Seed string
	// NameIT and NameEN name the rulebook for a developer (the seeds' own
	// names); no page shows them.
	NameIT, NameEN string
	sections       []Section
}

// newBook sorts the headings by seed line, so that At finds the enclosing one.
func newBook(seed, it, en string, sections ...Section) Book {
	sort.SliceStable(sections, func(i, j int) bool { return sections[i].Line < sections[j].Line })
	return Book{Seed: seed, NameIT: it, NameEN: en, sections: sections}
}

// Sections lists the book's headings in page order.
func (b Book) Sections() []Section { return append([]Section(nil), b.sections...) }

// At is the section that holds seed line n: the last heading at or before
// it (the first heading for a line before every heading).
func (b Book) At(n int) Section {
	i := sort.Search(len(b.sections), func(i int) bool { return b.sections[i].Line > n })
	return b.sections[max(i-1, 0)]
}

// Cite is the citation of the sections that hold the seed lines: the
// printed titles in guillemets ("«A», «B»"), after their translation in
// English ("“A” («A»), “B” («B»)"). A section held by several lines is
// named once. Guillemets and the rulebook's own capitals mark a title of
// the printed book; the sheets that cite say so once. Every citation the
// site shows is made here.
func (b Book) Cite(lines ...int) i18n.Msg {
	var out i18n.Msg
	for i, s := range b.distinct(lines) {
		if i == 0 {
			out = s.Cite()
			continue
		}
		out = i18n.M("rulebook.cite.list", out, s.Cite())
	}
	return out
}

// IT and EN are Cite worded in one language, for the texts still written
// as an Italian and English pair (the API's own documentation) and tests.
func (b Book) IT(lines ...int) string { return i18n.IT.Render(b.Cite(lines...)) }
func (b Book) EN(lines ...int) string { return i18n.EN.Render(b.Cite(lines...)) }

// Title is the printed titles of the sections that hold the lines, in
// guillemets and joined by "; ": the same in every language, for the short
// source notes beside a figure ("«DISTANZE DI TIRO»").
func (b Book) Title(lines ...int) string {
	var out []string
	for _, s := range b.distinct(lines) {
		out = append(out, s.Title())
	}
	return strings.Join(out, "; ")
}

// distinct is the sections holding the lines, each once, in the given order.
func (b Book) distinct(lines []int) []Section {
	var out []Section
	seen := map[string]bool{}
	for _, n := range lines {
		s := b.At(n)
		if key := s.Number + " " + s.Key; !seen[key] {
			seen[key] = true
			out = append(out, s)
		}
	}
	return out
}

// Printed is the title as the rulebook prints it (the catalogue's Italian).
func (s Section) Printed() string { return i18n.IT.T(s.Key) }

// English is the title's English translation.
func (s Section) English() string { return i18n.EN.T(s.Key) }

// Title is the printed title in guillemets, after its number if any.
func (s Section) Title() string {
	if s.Number != "" {
		return s.Number + " «" + s.Printed() + "»"
	}
	return "«" + s.Printed() + "»"
}

// Cite is the citation of the section alone: in Italian the printed title;
// in English the translation followed by the printed title, which is what
// a reader looks for in the Italian book. The printed title is the same in
// every language, as a proper name is.
func (s Section) Cite() i18n.Msg {
	if s.Number != "" {
		return i18n.M("rulebook.cite.numbered", i18n.M(s.Key), s.Printed(), s.Number)
	}
	return i18n.M("rulebook.cite", i18n.M(s.Key), s.Printed())
}
