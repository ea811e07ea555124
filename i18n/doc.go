// Package i18n is Sengoku's one catalogue of words and the language rules
// that render them: every text a page, an API error, a PDF or the action
// log shows is a key here, with its Italian and English wording.
//
// The rule engine and the calculators never write sentences: they return
// a Msg (a key and its arguments), the log stores those, and a reader's
// Lang renders them with today's wording. A third language is one more
// column in the catalogue; the pseudo-locale (Pseudo) proves that nothing
// on a page escapes it.
//
// i18n imports the standard library only, so that tables, campaign,
// views and views/pdf can all use it.
package i18n
