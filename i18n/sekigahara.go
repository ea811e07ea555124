package i18n

// sekigaharaWords: Sekigahara.
var sekigaharaWords = catalogue{
	// Rule options.
	"sekigahara.option.s-07.text": {"Un comandante dà il comando (+1 al movimento) solo se muove con il gruppo (7.3.4). Predefinito: no, basta che sia nella locazione di partenza.", "A commander gives command (+1 movement) only if he moves with the group (7.3.4). Default: no, he only has to be in the starting location."},
	"sekigahara.option.s-09.text": {"Quali blocchi già schierati aggiungono +2 a un Attacco Speciale (8.4.1): tutti quelli della stessa parte con il simbolo, o solo quelli che hanno fatto a loro volta un Attacco Speciale (i disertori contano sempre, 8.6.2).", "Which earlier blocks add +2 to a Special Attack (8.4.1): every same-side block with the symbol, or only those that made a Special Attack themselves (defectors always count, 8.6.2)."},
	"sekigahara.option.s-10.text": {"Quanti comandanti possono schierarsi senza carta (8.2.4): quanti se ne vuole prima del primo schieramento con carta, o uno solo.", "How many commanders may deploy without a card (8.2.4): any number before the side's first card deployment, or only one."},
	"sekigahara.option.s-11.text": {"Quando un blocco diserta (8.6), chi ha giocato la Prova guadagna anche il bonus dell'Attacco Speciale. Predefinito: no, solo mon e bonus dello stesso daimyo; chi ha schierato perde tutto l'Impatto.", "When a block defects (8.6), the challenger also gains its Special Attack bonus. Default: no, only mon and same-daimyo bonus; the deployer loses the whole Impact."},
	"sekigahara.option.s-20.text": {"I comandanti possono schierarsi senza carta in un assedio (8.2.4, 8.9.4).", "Commanders may deploy without a card in a siege (8.2.4, 8.9.4)."},
	"sekigahara.option.s-14.text": {"Dopo uno Sbaragliamento la parte che ha perso blocchi pesca 1 carta ogni 2 blocchi persi (8.10).", "After an overrun the side that lost blocks draws 1 card per 2 blocks lost (8.10)."},
	"sekigahara.option.s-06.text": {"In caso di parità nel numero di castelli entrambi i giocatori pescano la sesta carta (6.2). Predefinito: nessuno la pesca.", "On a tie for most castles both players draw the 6th card (6.2). Default: nobody draws it."},
}
