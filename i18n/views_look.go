package i18n

// viewsLookWords: empty states that say what to do next.
var viewsLookWords = catalogue{
	"empty.campaigns.title": {"Nessuna campagna ancora", "No campaigns yet"},
	"empty.campaigns.next": {"Crea la prima: dalle un nome, scrivi il giocatore di ogni clan e scegli la password del master; poi manda a ciascun giocatore il suo link. Hai un file esportato da un altro Sengoku? Importalo.",
		"Create the first one: give it a name, write each clan's player and choose the game master's password; then send each player their link. Have a file exported from another Sengoku? Import it."},
	"empty.cards.next": {"Nessuna carta ancora: tocca «Nuova carta» e ricopia i valori della carta della tua unità; la ritrovi nel calcolatore e nel libretto da stampare.",
		"No cards yet: tap “New card” and copy the values from your unit's card; you will find it in the calculator and the printed booklet."},
	"empty.campaignCards.next": {"Nessuna carta ancora: il master le aggiunge con «Nuova carta» e ogni giocatore della campagna le ritrova qui.",
		"No cards yet: the game master adds them with “New card”, and every player of the campaign finds them here."},
	"empty.profiles.next": {"Nessun personaggio salvato: compila il modulo qui sotto con il nome e i rami del tuo personaggio, poi sfidane un altro nel duello.",
		"No saved character: fill in the form below with your character's name and branches, then challenge another in a duel."},
}
