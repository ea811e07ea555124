package i18n

// viewsPWAWords: the installed app's words, its offline page and the note
// on a page kept from an earlier visit.
var viewsPWAWords = catalogue{
	"offline.title": {"Sei offline", "You are offline"},
	"offline.lead": {"Questa pagina non arriva: il telefono non raggiunge il server di Sengoku.",
		"This page cannot be reached: the device cannot reach the Sengoku server."},
	"offline.seen": {"Le pagine di campagna già aperte su questo dispositivo restano leggibili, nello stato dell'ultima visita.",
		"Campaign pages already opened on this device stay readable, as they were at the last visit."},
	"offline.retry": {"Riprova", "Try again"},
	"offline.stale": {"Sei offline: questa è la copia della tua ultima visita e potrebbe non essere aggiornata.",
		"You are offline: this is the copy from your last visit and may be out of date."},
}
