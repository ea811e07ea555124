package i18n

// viewsNoticeLinksWords: notices outside the site, second part — feed and
// stop links kept sealed, e-mail, the calendar of deadlines.
var viewsNoticeLinksWords = catalogue{
	"nt.unsealed": {"Il link di questo avviso non si può più mostrare (creato prima che i link fossero cifrati, o con un'altra chiave): rimuovilo e aggiungine uno nuovo.",
		"This notice's link can no longer be shown (made before links were sealed, or under another key): remove it and add a new one."},
	"nt.remove": {"Rimuovi", "Remove"},

	"notice.deadline": {"scadenza della fase", "phase deadline"},
	"nt.calendar":     {"Calendario delle scadenze (iCalendar, privato come il feed):", "Calendar of deadlines (iCalendar, private like the feed):"},

	"nt.channel.email": {"E-mail", "E-mail"},
	"nt.email":         {"Indirizzo e-mail", "E-mail address"},
	"nt.addemail":      {"Ricevi gli avvisi per e-mail", "Get notices by e-mail"},
	"nt.bademail":      {"Indirizzo e-mail non valido (un solo indirizzo, al più 254 caratteri), o questo server non invia e-mail.", "Not a valid e-mail address (one address, at most 254 characters), or this server sends no e-mail."},
}
