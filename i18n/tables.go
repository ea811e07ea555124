package i18n

// tablesWords: what every calculator and the campaign share: input
// problems and rule options.
var tablesWords = catalogue{
	"option.not-whole":   {"L'opzione %s (%s): %q non è un numero intero da %s a %s.", "Option %s (%s): %q is not a whole number from %s to %s."},
	"option.not-number":  {"L'opzione %s (%s): %q non è un numero da %s a %s.", "Option %s (%s): %q is not a number from %s to %s."},
	"option.not-allowed": {"L'opzione %s (%s): %q non è uno dei valori ammessi %s.", "Option %s (%s): %q is not one of %s."},
}
