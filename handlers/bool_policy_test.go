package handlers_test

import (
	"strconv"
	"testing"

	"sengoku/i18n"
	"sengoku/query"
	"sengoku/tables"
)

// The query policy's booleans are read in two leaves that may not import
// each other: query.ParseBool for a boolean parameter and a bool rule
// option's Resolve (tables). Every spelling, in several cases, must read
// the same in both, and every word one refuses the other refuses too.
func TestOneBooleanPolicy(t *testing.T) {
	t.Parallel()
	opt := tables.Option{ID: "X-01", Key: "x", Kind: tables.OptionBool, Values: tables.Bool(), Default: "false",
		Text: i18n.Stored("x", "x")}
	for _, w := range []string{"true", "false", "1", "0", "on", "off", "yes", "no", "TRUE", "False", "On", "OFF", "Yes", "NO",
		"maybe", "2", "-1", "y", "n", "t", "f", "oui", "sì"} {
		b, ok := query.ParseBool(w)
		v, okOpt := opt.Resolve(w)
		if ok != okOpt || (ok && v != strconv.FormatBool(b)) {
			t.Errorf("%q: query.ParseBool %v %v, a bool option %q %v", w, b, ok, v, okOpt)
		}
	}
}
