package views

// catalogueOptions: the words every rule-option control shares.
var catalogueOptions = map[string][2]string{
	"opt.default": {"predefinito", "default"},
	"opt.yes":     {"sì", "yes"},
	"opt.no":      {"no", "no"},
}
