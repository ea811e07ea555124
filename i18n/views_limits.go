package i18n

// viewsLimitsWords: the refusals of rate limits, back-offs and size limits.
// The %s is a local time (15:04), the %d a number of minutes or megabytes.
var viewsLimitsWords = catalogue{
	"login.throttled": {"Troppi tentativi di accesso falliti: riprova alle %s (tra %d min).",
		"Too many failed login attempts: try again at %s (in %d min)."},
	"links.failedLogins": {"Password del master sbagliate nelle ultime 24 ore: %d (l'ultima il %s). Se non eri tu, qualcuno sta provando a indovinarla.",
		"Wrong GM passwords in the last 24 hours: %d (the last on %s). If it was not you, someone is trying to guess it."},
	"login.knownDevice": {"Il master entra comunque dal browser con cui si è già collegato a questa campagna.",
		"The game master still signs in from a browser already used to sign in to this campaign."},
	"account.lockout": {"Accesso bloccato fino alle %s ai browser sconosciuti, per le password sbagliate arrivate da %s nelle ultime 24 ore. Questo non ferma i browser con cui ti sei già collegato come master.",
		"Sign-ins from unknown browsers are locked until %s, after wrong passwords from %s in the last 24 hours. This does not stop the browsers you have already signed in from as game master."},
	"account.address.one":   {"indirizzo", "address"},
	"account.address.other": {"indirizzi", "addresses"},
	"account.knownDevice": {"Questo browser è riconosciuto: entra anche durante il blocco, limitato solo dai suoi errori.",
		"This browser is known: it signs in during the lock-out too, limited only by its own mistakes."},
	"account.noFailedLogins": {"Nessuna password del master sbagliata nelle ultime 24 ore.",
		"No wrong GM password in the last 24 hours."},
	"err.limit.create": {"Troppe campagne create da questo indirizzo nell'ultima ora: riprova alle %s (tra %d min).",
		"Too many campaigns created from this address in the last hour: try again at %s (in %d min)."},
	"err.limit.import": {"Troppe importazioni da questo indirizzo nell'ultima ora: riprova alle %s (tra %d min).",
		"Too many imports from this address in the last hour: try again at %s (in %d min)."},
	"err.limit.actions": {"Troppe azioni di seguito: aspetta %d s e riprova.",
		"Too many actions in a row: wait %d s and try again."},
	"err.import.multipart": {"Il modulo dell'importazione è arrivato incompleto o malformato: scegli di nuovo il file e riprova.",
		"The import form arrived incomplete or malformed: choose the file again and try again."},
	"err.busy":          {"Il server è molto occupato: riprova tra qualche secondo.", "The server is very busy: try again in a few seconds."},
	"err.form.toomany":  {"Il modulo ha troppi campi (limite %d).", "The form has too many fields (limit %d)."},
	"err.body.toolarge": {"La richiesta è troppo grande (limite %d MB).", "The request is too large (limit %d MB)."},
}
