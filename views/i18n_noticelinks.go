package views

// catalogueNoticeLinks: notices outside the site, second part — feed and
// stop links kept sealed, e-mail, the calendar of deadlines.
var catalogueNoticeLinks = map[string][2]string{
	"nt.unsealed": {"Il link di questo avviso non si può più mostrare (creato prima che i link fossero cifrati, o con un'altra chiave): rimuovilo e aggiungine uno nuovo.",
		"This notice's link can no longer be shown (made before links were sealed, or under another key): remove it and add a new one."},
	"nt.remove": {"Rimuovi", "Remove"},
}
