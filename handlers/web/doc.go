// Package web holds what every handler of the site does the same way with
// a request and its answer, with no server at hand: the request's language,
// rendering a templ component, htmx fragments and Vary, and the query
// policy (package query) answered as the handlers answer it, strict JSON
// bodies and upload limits, and the versioned LRU the site's caches of
// campaigns, answers and listings are made of.
package web
