package i18n

// modelsWords: what the storage says about a campaign file it cannot
// import.
var modelsWords = catalogue{
	"models.state.before-action":  {"Lo stato prima dell'azione %d", "The state before action %d"},
	"models.state.end-of-season":  {"Lo stato alla fine della stagione %d del %d", "The state at the end of season %d of %d"},
	"models.state.cannot-rebuild": {"%s non si ricostruisce: %s.", "%s cannot be rebuilt: %s."},
	"models.state.missing":        {"%s manca.", "%s is missing."},
	"models.state.too-large":      {"%s supera %d MB.", "%s is larger than %d MB."},
	"models.states.too-large":     {"Gli stati salvati della campagna superano in tutto %d MB.", "The campaign's stored states add up to more than %d MB."},
}
