package i18n

// viewsListingWords: who may see a campaign (listed, unlisted, private),
// on the new-campaign form, the account page and in the history.
var viewsListingWords = catalogue{
	"listing.title":            {"Chi può vedere la campagna", "Who may see the campaign"},
	"listing.listed":           {"elencata", "listed"},
	"listing.unlisted":         {"non elencata", "unlisted"},
	"listing.private":          {"privata", "private"},
	"listing.listed.help":      {"Elencata: nella pagina iniziale; mappa, classifica e nomi dei giocatori visibili a chiunque raggiunga il server.", "Listed: on the home page; map, standings and players' names open to anyone who reaches the server."},
	"listing.unlisted.help":    {"Non elencata: in nessun elenco; mappa e classifica si aprono solo con il link pubblico, e mostrano i clan senza i nomi dei giocatori.", "Unlisted: on no list; map and standings open only through the public link, and show the clans without the players' names."},
	"listing.private.help":     {"Privata: solo il master e i giocatori la vedono; per chiunque altro non esiste.", "Private: only the game master and the players see it; to anyone else it does not exist."},
	"listing.save":             {"Cambia chi può vedere", "Change who may see it"},
	"listing.changed":          {"Ora la campagna è %s.", "The campaign is now %s."},
	"listing.publicLink":       {"Link pubblico (per chi guarda, senza giocare):", "Public link (for those who watch without playing):"},
	"listing.signInLink":       {"Link di accesso del master (per entrare da un altro dispositivo):", "The game master's sign-in link (to sign in from another device):"},
	"listing.invalid":          {"Scegli elencata, non elencata o privata.", "Choose listed, unlisted or private."},
	"campaign.listing-changed": {"Il master ha reso la campagna %[2]s (era %[1]s).", "The game master made the campaign %[2]s (it was %[1]s)."},
	"kind.visibility":          {"chi può vedere la campagna", "who may see the campaign"},
	"err.listing":              {"visibility: scegli listed, unlisted o private.", "visibility: choose listed, unlisted or private."},
}
