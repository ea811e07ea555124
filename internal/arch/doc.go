// Package arch holds the test of the import directions between the
// application's packages (imports_test.go): one table for the whole module
// of what each package may depend on. It has no code of its own.
package arch
