package affinati

import "sengoku/i18n"

// wordsEN and wordsIT are t in English and Italian; "" when t, or a text
// among its arguments, has a key the catalogue lacks, so a test that wants
// words finds none.
func wordsEN(t Text) string { return words(i18n.EN, t) }
func wordsIT(t Text) string { return words(i18n.IT, t) }

func words(l i18n.Lang, t Text) string {
	if !catalogued(t) {
		return ""
	}
	return l.Render(t)
}

func catalogued(t Text) bool {
	if t.Key != "" && !i18n.Has(t.Key) && !i18n.Has(t.Key+".other") {
		return false
	}
	for _, a := range t.Args {
		if m, ok := a.(i18n.Msg); ok && !catalogued(m) {
			return false
		}
	}
	return true
}
