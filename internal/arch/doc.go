// Package arch holds the test of the import directions between the
// application's packages (imports_test.go): one table for the whole module
// of what each package may depend on; beside it, that the web layer's
// rooms never name the database (rooms_test.go) and that tables/ writes
// no JSON of its own (json_test.go). It has no code of its own.
package arch
