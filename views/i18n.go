package views

import (
	"strconv"

	"sengoku/i18n"
	"sengoku/tables"
)

// Lang is a UI language. Italian is the default: the club is Italian.
type Lang string

// The UI languages.
const (
	IT Lang = "it"
	EN Lang = "en"
)

// ParseLang returns the language named s, Italian when unknown.
func ParseLang(s string) Lang {
	if s == string(EN) {
		return EN
	}
	return IT
}

// Other is the language to switch to.
func (l Lang) Other() Lang {
	if l == EN {
		return IT
	}
	return EN
}

// T translates a catalogue key; an unknown key is returned as it is, so a
// missing entry shows up on the page and in TestCatalogueComplete.
func (l Lang) T(key string) string {
	var e [2]string
	ok := false
	for _, c := range catalogues {
		if e, ok = c[key]; ok {
			break
		}
	}
	if !ok {
		return key
	}
	if l == EN {
		return e[1]
	}
	return e[0]
}

// Noun is the form of a counted noun that agrees with n: the catalogue
// holds it as key+".one", key+".other" and, where Italian needs it (CLDR
// "many": un milione di …), key+".many".
func (l Lang) Noun(key string, n int) string {
	forms := tables.Forms{One: l.T(key + ".one"), Other: l.T(key + ".other")}
	if many := l.T(key + ".many"); many != key+".many" {
		forms.Many = many
	}
	return forms.For(string(l), n)
}

// N is n followed by the agreeing form of the counted noun key: "1 terreno
// difficile", "2 terreni difficili".
func (l Lang) N(key string, n int) string {
	return strconv.Itoa(n) + " " + l.Noun(key, n)
}

// Pick returns it or en according to l, for text that comes in both
// languages from the domain.
func (l Lang) Pick(it, en string) string {
	if l == EN {
		return en
	}
	return it
}

// catalogues are looked up in order; each feature keeps its own file
// (i18n_calc.go, i18n_print.go, i18n_season.go) so they grow independently.
var catalogues = []map[string][2]string{catalogue, catalogueIndex, catalogueCalc, catalogueAssist, cataloguePrint, catalogueSeason, catalogueLimits, catalogueForms, catalogueOptionValues, catalogueLinks, catalogueCalcFix, catalogueEliminated, catalogueGMScreens, catalogueAPIPage, catalogueBattleKit, catalogueDeadlines, catalogueMap, cataloguePWA, catalogueLook, catalogueBattlePhoto, catalogueNoticeLinks, catalogueOptions, catalogueQuery, catalogueBattleDie}

// catalogue: key → {Italian, English}. Clan, province and unit names are
// proper names and stay as they are.
var catalogue = map[string][2]string{
	"app.name":    {"Sengoku", "Sengoku"},
	"app.tagline": {"Campagne e calcolatori per il Giappone feudale", "Campaigns and calculators for feudal Japan"},
	"lang.switch": {"English", "Italiano"},
	"nav.home":    {"Campagne", "Campaigns"},
	"nav.api":     {"API", "API"},
	"nav.calc":    {"Calcolatori", "Calculators"},
	"nav.print":   {"Stampa", "Print"},
	"nav.skip":    {"Vai al contenuto", "Skip to content"},

	"home.title":        {"Campagne", "Campaigns"},
	"home.new":          {"Nuova campagna", "New campaign"},
	"home.import":       {"Importa una campagna", "Import a campaign"},
	"home.empty":        {"Nessuna campagna ancora. Creane una per iniziare.", "No campaigns yet. Create one to begin."},
	"home.updated":      {"Aggiornata", "Updated"},
	"home.created":      {"Creata", "Created"},
	"home.open":         {"Apri", "Open"},
	"home.tools":        {"Strumenti da tavolo", "Table tools"},
	"home.tools.intro":  {"Probabilità esatte e assistenti per la partita, anche senza campagna.", "Exact odds and table assistants, with or without a campaign."},
	"home.campaignRule": {"Regole: Campagna militare nel Giappone feudale (c. 1560), Affinati.", "Rules: Military campaign in feudal Japan (c. 1560), Affinati."},

	"new.title":           {"Nuova campagna 1560", "New 1560 campaign"},
	"new.name":            {"Nome della campagna", "Campaign name"},
	"new.players":         {"Numero di giocatori", "Number of players"},
	"new.scenario":        {"Scenario", "Scenario"},
	"scenario.six":        {"6 giocatori (schieramento del regolamento)", "6 players (the rulebook's set-up)"},
	"scenario.five":       {"5 giocatori (Imagawa neutrali, Shimazu con monaci guerrieri)", "5 players (Imagawa neutral, Shimazu with warrior monks)"},
	"scenario.custom":     {"Personalizzato: scegli i clan neutrali", "Custom: choose the neutral clans"},
	"new.clans":           {"Clan e giocatori", "Clans and players"},
	"new.clans.help":      {"Scrivi il nome del giocatore di ogni clan attivo. Nello scenario personalizzato lascia vuoto il nome (o spunta «neutrale») per un clan senza giocatore.", "Write the player's name for each active clan. In the custom scenario leave the name empty (or tick “neutral”) for a clan without a player."},
	"new.neutral":         {"neutrale", "neutral"},
	"new.monks":           {"Monaci al posto dei Ronin", "Monks instead of Ronin"},
	"new.monks.help":      {"L'esercito di ogni clan schiera 2 Ronin oppure 2 Monaci guerrieri (scenario a 6 giocatori); nello scenario a 5 giocatori sempre i Ronin.", "Each clan's army fields 2 Ronin or 2 Warrior Monks (6-player scenario); in the 5-player scenario always Ronin."},
	"new.player":          {"Giocatore", "Player"},
	"new.gm":              {"Password del master", "Game master password"},
	"new.gm.help":         {"Almeno 8 caratteri. Serve per gestire la campagna.", "At least 8 characters. You need it to run the campaign."},
	"new.gm2":             {"Ripeti la password", "Repeat the password"},
	"new.map":             {"Mappa", "Map"},
	"new.map.help":        {"Lascia vuoto per la mappa di riferimento a 61 province. Per sostituirla carica provinces.csv e adjacency.csv (stesse colonne) oppure un unico file JSON.", "Leave empty for the 61-province reference map. To replace it, upload provinces.csv and adjacency.csv (same columns) or a single JSON file."},
	"new.map.provinces":   {"Province (CSV)", "Provinces (CSV)"},
	"new.map.adjacency":   {"Adiacenze (CSV)", "Adjacency (CSV)"},
	"new.map.json":        {"Oppure mappa JSON", "Or a JSON map"},
	"new.map.template":    {"Scarica la mappa di riferimento come modello", "Download the reference map as a template"},
	"new.submit":          {"Crea la campagna", "Create the campaign"},
	"new.errors":          {"Correggi questi problemi: non è stato salvato nulla.", "Please fix these problems: nothing was saved."},
	"err.password.short":  {"La password del master deve avere almeno 8 caratteri.", "The game master password must have at least 8 characters."},
	"err.password.long":   {"La password del master è troppo lunga (al massimo 72 byte).", "The game master password is too long (at most 72 bytes)."},
	"err.password.match":  {"Le due password non coincidono.", "The two passwords do not match."},
	"err.password.blank":  {"La password del master non può essere fatta solo di spazi.", "The game master password cannot be only spaces."},
	"err.password.common": {"Questa password è tra le più comuni: scegline un'altra, più difficile da indovinare.", "This password is among the most common ones: choose another, harder to guess."},
	"err.players.count":   {"Il numero di giocatori non corrisponde ai clan con un giocatore.", "The number of players does not match the clans with a player."},
	"err.players.range":   {"Il numero di giocatori deve essere tra 2 e 6.", "The number of players must be between 2 and 6."},
	"err.map.both":        {"Carica sia provinces.csv sia adjacency.csv, oppure un file JSON.", "Upload both provinces.csv and adjacency.csv, or one JSON file."},
	"err.map.read":        {"Impossibile leggere il file della mappa.", "The map file could not be read."},
	"err.form":            {"Il modulo non è valido.", "The form is not valid."},
	"err.json":            {"Il corpo della richiesta non è un JSON valido.", "The request body is not valid JSON."},

	"campaign.map":           {"Mappa", "Map"},
	"campaign.table":         {"Province", "Provinces"},
	"campaign.export":        {"Esporta JSON", "Export JSON"},
	"campaign.links":         {"Link dei giocatori", "Player links"},
	"campaign.gmTools":       {"Master", "Game master"},
	"campaign.tabs":          {"Pagine della campagna", "Campaign pages"},
	"campaign.account":       {"Account del master", "GM account"},
	"account.password":       {"Cambia la password del master", "Change the game master password"},
	"account.current":        {"Password attuale", "Current password"},
	"account.new":            {"Nuova password", "New password"},
	"account.new2":           {"Ripeti la nuova password", "Repeat the new password"},
	"account.passwordHelp":   {"Almeno 8 caratteri, non una delle password più comuni. Cambiarla chiude ogni altra sessione del master (altri browser, altri telefoni); i giocatori restano collegati.", "At least 8 characters, not one of the most common passwords. Changing it ends every other game master session (other browsers, other phones); the players stay signed in."},
	"account.save":           {"Cambia la password", "Change the password"},
	"account.changed":        {"Password cambiata: le altre sessioni del master sono state chiuse.", "Password changed: the other game master sessions have been ended."},
	"account.wrong":          {"La password attuale non è corretta.", "The current password is wrong."},
	"account.everywhere":     {"Esci ovunque", "Sign out everywhere"},
	"account.everywhereHelp": {"Chiude tutte le sessioni del master di questa campagna, anche questa: utile se hai usato un computer non tuo. Per rientrare serve la password.", "Ends every game master session of this campaign, this one too: useful after using a computer that is not yours. The password is needed to come back."},
	"campaign.login":         {"Accesso master", "Game master login"},
	"campaign.logout":        {"Esci", "Log out"},
	"campaign.year":          {"Anno", "Year"},
	"campaign.public":        {"Vista pubblica", "Public view"},
	"campaign.gm":            {"Master", "Game master"},
	"campaign.youplay":       {"Giochi come", "You play"},
	"campaign.standings":     {"Prestigio", "Prestige"},
	"campaign.clan":          {"Clan", "Clan"},
	"campaign.player":        {"Giocatore", "Player"},
	"campaign.provinces":     {"Province", "Provinces"},
	"campaign.army":          {"Armata", "Army"},
	"campaign.elements":      {"elementi", "elements"},
	"campaign.status":        {"Stato", "Status"},
	"campaign.scenario":      {"Scenario", "Scenario"},
	"campaign.tapmap":        {"Tocca o clicca una provincia per i dettagli.", "Tap or click a province for its details."},
	"campaign.notfound":      {"Campagna non trovata.", "Campaign not found."},
	"campaign.created":       {"Campagna creata. Consegna a ogni giocatore il suo link segreto.", "Campaign created. Give each player their secret link."},
	"campaign.yourarmy":      {"La tua armata", "Your army"},
	"campaign.general":       {"Generale", "General"},
	"status.active":          {"in gioco", "active"},
	"status.neutral":         {"neutrale", "neutral"},
	"status.seppuku":         {"seppuku", "seppuku"},
	"status.capital-lost":    {"capitale perduta", "capital lost"},

	"season.spring": {"Primavera", "Spring"},
	"season.summer": {"Estate", "Summer"},
	"season.autumn": {"Autunno", "Autumn"},
	"season.winter": {"Inverno", "Winter"},

	"legend.title":    {"Legenda", "Legend"},
	"legend.neutral":  {"Neutrale", "Neutral"},
	"legend.kyoto":    {"Kyoto, sede dello Shogun", "Kyoto, seat of the Shogun"},
	"legend.capital":  {"Capitale", "Capital"},
	"legend.fortress": {"Fortezza", "Fortress"},
	"legend.army":     {"Armata", "Army"},
	"legend.land":     {"Confine terrestre", "Land border"},
	"legend.strait":   {"Stretto", "Strait"},

	"prov.owner":       {"Proprietario", "Owner"},
	"prov.neighbours":  {"Confinanti", "Neighbours"},
	"prov.river":       {"Fiume", "River"},
	"prov.terrain":     {"Terreno", "Terrain"},
	"prov.fortress":    {"Fortezza", "Fortress"},
	"prov.armies":      {"Armate presenti", "Armies present"},
	"prov.region":      {"Regione", "Region"},
	"prov.capitalOf":   {"Capitale di", "Capital of"},
	"prov.none":        {"nessuna", "none"},
	"prov.yes":         {"sì", "yes"},
	"prov.no":          {"no", "no"},
	"prov.strait":      {"stretto", "strait"},
	"prov.notfound":    {"Provincia non trovata.", "Province not found."},
	"prov.back":        {"Torna alla mappa", "Back to the map"},
	"prov.id":          {"N.", "No."},
	"prov.name":        {"Nome", "Name"},
	"prov.sortby":      {"Ordina per", "Sort by"},
	"terrain.plain":    {"pianura", "plain"},
	"terrain.hilly":    {"collinare", "hilly"},
	"terrain.mountain": {"montagne", "mountains"},
	"owner.neutral":    {"neutrale", "neutral"},

	"login.title":    {"Accesso del master", "Game master login"},
	"login.password": {"Password", "Password"},
	"login.submit":   {"Entra", "Log in"},
	"login.wrong":    {"Password errata.", "Wrong password."},

	"links.title":             {"Link segreti dei giocatori", "Players' secret links"},
	"links.help":              {"Ogni link fa entrare come il proprio clan. Chi lo possiede vede le carte e i messaggi segreti del clan: consegnalo solo al giocatore, che può inquadrare il codice QR con la fotocamera del telefono. Rigenera un link se è finito in mani sbagliate.", "Each link logs in as its clan. Whoever holds it sees the clan's secret cards and notes: give it only to its player, who can scan the QR code with the phone's camera. Regenerate a link if it reached the wrong hands."},
	"links.rotate":            {"Rigenera il link…", "Regenerate the link…"},
	"links.rotateConsequence": {"Il link attuale di %s smette subito di funzionare e chi è entrato con esso viene disconnesso: dovrai dare a %s il link nuovo.", "%s's current link stops working at once and whoever signed in with it is signed out: you will have to give %s the new link."},
	"links.rotateConfirm":     {"Sì, rigenera il link di %s", "Yes, regenerate %s's link"},
	"links.label":             {"Link di %s (%s)", "Link for %s (%s)"},
	"links.qr":                {"Codice QR del link di %s", "QR code of %s's link"},
	"links.copy":              {"Copia", "Copy"},
	"links.copied":            {"Copiato", "Copied"},
	"links.share":             {"Condividi", "Share"},
	"links.shareTitle":        {"Sengoku: il tuo link per giocare come %s in «%s»", "Sengoku: your link to play as %s in “%s”"},
	"links.cards":             {"Biglietti d'accesso da stampare, uno per clan:", "Join cards to print, one per clan:"},
	"links.localOnly": {"Questi link funzionano solo su questo computer: il server ascolta solo su localhost e i telefoni dei giocatori non li possono aprire. Riavvialo con -addr :8080 per accogliere i telefoni sulla stessa rete Wi-Fi, oppure indica con -url l'indirizzo pubblico del sito.",
		"These links work only on this computer: the server listens on localhost only and the players' phones cannot open them. Restart it with -addr :8080 to let phones on the same Wi-Fi join, or give the site's public address with -url."},

	"join.invalid": {"Questo link non è valido o è stato sostituito. Chiedi al master un link nuovo.", "This link is not valid or has been replaced. Ask the game master for a new one."},

	"import.title":               {"Importa una campagna", "Import a campaign"},
	"import.file":                {"File JSON esportato da Sengoku", "JSON file exported from Sengoku"},
	"import.submit":              {"Importa come nuova campagna", "Import as a new campaign"},
	"import.help":                {"La campagna importata è una copia nuova, con nuovi link per i giocatori e la password del master che scegli qui.", "The imported campaign is a new copy, with new player links and the game master password you choose here."},
	"err.import.file":            {"Scegli un file di esportazione di Sengoku.", "Choose a Sengoku export file."},
	"err.import.bad":             {"Il file non è un'esportazione valida di Sengoku.", "The file is not a valid Sengoku export."},
	"err.import.busy":            {"Altre importazioni sono in corso: riprova tra qualche secondo.", "Other imports are under way: try again in a few seconds."},
	"err.import.gzipLarge":       {"Il file decompresso è troppo grande (limite %d MB).", "The file is too large once decompressed (limit %d MB)."},
	"err.import.limit.actions":   {"Il file ha più di %d voci di registro.", "The file holds more than %d log entries."},
	"err.import.limit.snapshots": {"Il file ha più di %d istantanee di fine stagione.", "The file holds more than %d end-of-season snapshots."},
	"err.import.limit.players":   {"Il file ha più di %d giocatori.", "The file holds more than %d players."},
	"err.import.limit.library":   {"Il file ha più di %d schede.", "The file holds more than %d cards."},
	"err.import.limit.state":     {"Uno stato della campagna nel file supera %d MB.", "A campaign state in the file is larger than %d MB."},
	"err.import.replay":          {"Il registro non porta agli stati salvati nel file: rigiocata, l'azione %d dà un altro stato.", "The log does not lead to the states the file stores: replayed, action %d gives another state."},
	"err.import.replayFinal":     {"Lo stato della campagna nel file non è quello a cui porta il suo registro.", "The campaign's state in the file is not the one its log leads to."},
	"err.import.replaySnapshots": {"Le istantanee di fine stagione nel file non sono quelle lasciate dal registro.", "The end-of-season snapshots in the file are not the ones its log leaves."},
	"err.import.stateBefore":     {"Lo stato prima dell'azione %d", "The state before action %d"},

	"err.notfound":  {"Pagina non trovata.", "Page not found."},
	"err.forbidden": {"Non hai i permessi per questa azione.", "You are not allowed to do this."},
	"err.conflict":  {"La campagna è cambiata nel frattempo: ricarica la pagina e riprova.", "The campaign changed in the meantime: reload the page and try again."},
	"err.method":    {"Questa pagina non accetta questa richiesta.", "This page does not accept this kind of request."},
	"err.crossOrigin": {"Richiesta rifiutata: arriva da un altro sito. Apri Sengoku dal suo indirizzo e riprova.",
		"Request refused: it comes from another site. Open Sengoku at its own address and try again."},
	"err.internal": {"Qualcosa è andato storto. Riprova; se continua, avvisa chi gestisce il server.", "Something went wrong. Try again; if it persists, tell whoever runs the server."},
	"err.title":    {"Errore", "Error"},
	"err.back":     {"Torna alle campagne", "Back to the campaigns"},
	"err.toolarge": {"Il file inviato è troppo grande.", "The upload is too large."},
	"err.streams": {"Troppe pagine di campagna aperte da questo indirizzo: chiudine qualcuna. Le altre si aggiornano ogni 10 secondi.",
		"Too many campaign pages open from this address: close some. The others refresh every 10 seconds."},

	"chart.exactly": {"esattamente", "exactly"},
	"chart.ormore":  {"o più", "or more"},

	"api.title": {"API JSON", "JSON API"},
	"api.intro": {"Le risposte sono JSON, tranne i PDF e /healthz. Gli errori hanno la forma {\"error\": messaggio, \"problems\": {campo: messaggio}} con stato 400, 403, 404, 405, 409 o 422; la lingua dei messaggi segue il parametro lang, il cookie della lingua o Accept-Language.", "Answers are JSON, but for the PDFs and /healthz. Errors look like {\"error\": message, \"problems\": {field: message}} with status 400, 403, 404, 405, 409 or 422; messages follow the lang parameter, the language cookie or Accept-Language."},
}

// Render words a message of the domain in l.
func (l Lang) Render(m i18n.Msg) string { return i18n.Lang(l).Render(m) }
