// Package pdf renders Sengoku's printables with gofpdf: the Art of Tactic
// unit-card booklet, the SAMURAI (Affinati) army roster and quick-reference
// sheet, and the 1560 campaign's season sheet, diplomacy slips, Prestige
// ledger and event-card reference.
//
// Each printable follows the same path: the handlers build a view model
// (AoTBooklet, Roster, QuickRef, SeasonSheet, ...) from the domain packages;
// this package turns it into a layout model (pages, slots, rows: plain data
// that tests can check) and draws that with gofpdf into a buffer, returning
// the bytes only when gofpdf reports no error.
//
// Pages are exact when printed at 100%: A4 (210 × 297 mm) or US Letter
// (215.9 × 279.4 mm), millimetres throughout, and the rulers of the roster
// are drawn to scale. Text uses DejaVu Sans (embedded, subset by gofpdf), so
// Italian accents and the typographic minus print correctly; what DejaVu has
// no glyph for, kana and kanji, prints in an embedded cut of VL Gothic
// (fonts.go), switching font within a line where needed.
//
// Output is deterministic for a given Meta.Created: gofpdf's catalogue is
// sorted and the creation and modification dates come from the view model.
//
// The package draws; it holds no rules. Rule data comes from
// sengoku/tables/... and sengoku/campaign, and every label goes through the
// views catalogue (cataloguePrint) in Italian or English.
package pdf
