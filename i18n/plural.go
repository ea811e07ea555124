package i18n

// Category is a CLDR cardinal plural category.
type Category int

// The plural categories the shipped languages use. Italian has three for
// whole numbers (CLDR 38 and later): one (1), many (a non-zero multiple of
// a million: "un milione di elementi") and other; English has one and
// other.
const (
	Other Category = iota
	One
	Many
)

// Plural is the category of the whole number n in l.
func Plural(l Lang, n int) Category {
	if n == 1 {
		return One
	}
	if l == IT && n != 0 && n%1_000_000 == 0 {
		return Many
	}
	return Other
}
