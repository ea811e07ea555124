// Package rulebook is the table of the printed rulebooks' sections that the
// site cites: a club owns the Italian rulebooks (the seeds), not the lines of
// their OCR text nor the English digests the code was written from, so a
// citation a reader sees names the section as printed (its title, and its
// number where the rulebook numbers its sections), in Italian and in
// English. The seed line of each heading is kept for developers only.
//
// The package is a leaf (standard library only) so that tables, views and
// views/pdf can all build their citations from it.
package rulebook

import (
	"sort"
	"strings"
)

// Section is one heading of a printed rulebook.
type Section struct {
	// Line is the seed line of the heading: for developers, never shown.
	Line int
	// Number is the rulebook's own section number, "" when it prints none.
	Number string
	// IT is the title as printed; EN its English translation.
	IT, EN string
}

// Book is one printed rulebook and its headings in page order.
type Book struct {
	// Seed is the seed file (in ../shared/seeds) the titles come from.
	Seed string
	// NameIT and NameEN name the rulebook for a reader.
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

// Cite is the citation of the sections that hold the seed lines, in lang
// ("it" or "en"): the printed titles in guillemets ("«A», «B»"), after
// their translation in English ("“A” («A»), “B” («B»)"). A section held by
// several lines is named once. Guillemets and the rulebook's own capitals
// mark a title of the printed book; the sheets that cite say so once.
func (b Book) Cite(lang string, lines ...int) string {
	var names []string
	for _, s := range b.distinct(lines) {
		names = append(names, s.name(lang))
	}
	return strings.Join(names, ", ")
}

// IT and EN are Cite in one language, for the bilingual texts of tables.
func (b Book) IT(lines ...int) string { return b.Cite("it", lines...) }
func (b Book) EN(lines ...int) string { return b.Cite("en", lines...) }

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
		if key := s.Number + s.IT; !seen[key] {
			seen[key] = true
			out = append(out, s)
		}
	}
	return out
}

// Title is the printed title in guillemets, after its number if any.
func (s Section) Title() string {
	if s.Number != "" {
		return s.Number + " «" + s.IT + "»"
	}
	return "«" + s.IT + "»"
}

// name is the section for a reader of lang: in Italian the printed title;
// in English the translation followed by the printed title, which is what
// a reader looks for in the Italian book.
func (s Section) name(lang string) string {
	if lang == "en" {
		return strings.TrimSpace(s.Number + " “" + s.EN + "” («" + s.IT + "»)")
	}
	return s.Title()
}

// Cite is the citation of the section alone, in lang.
func (s Section) Cite(lang string) string {
	return Book{sections: []Section{s}}.Cite(lang, 0)
}
