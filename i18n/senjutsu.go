package i18n

// senjutsuWords: Senjutsu.
var senjutsuWords = catalogue{
	// Rule options.
	"senjutsu.option.u1.text":            {"Dimensione del mazzo Abilità: 40 secondo la regola di costruzione, 30 come nei mazzi precostruiti.", "Skill-deck size: 40 by the deck-building rule, 30 as in the preconstructed decks."},
	"senjutsu.option.u5.text":            {"Scartare, passaggio 1: scartate tutte le carte Abilità in gioco (riepilogo del regolamento) o solo una (testo letterale).", "Discard step 1: discard all in-play Skill cards (the rulebook's summary) or only one (its literal text)."},
	"senjutsu.option.u7a.text":           {"Più carte Azzoppato: −1 alla velocità per ciascuna, oppure −1 in tutto.", "Several Crippled cards: −1 speed each, or −1 in total."},
	"senjutsu.option.u7b.text":           {"Rotazioni di fine turno prima che una carta Azzoppato torni diritta e sia scartata (4 = 90° per turno).", "End-of-turn rotations before a Crippled card is upright again and discarded (4 = 90° per turn)."},
	"senjutsu.option.u8a.text":           {"Velocità di una carta Stordimento giocata: inserita dai giocatori, oppure 0 (edizione 1.5).", "Speed of a played Stun card: entered by the players, or 0 (1.5 edition)."},
	"senjutsu.option.u8b.text":           {"Una carta Stordimento giocata esce dal gioco a fine turno, oppure torna in mano.", "A played Stun card leaves the game at the end of the turn, or returns to the hand."},
	"senjutsu.option.u9.text":            {"Ferita Sanguinante con il mazzo vuoto: non succede nulla, oppure il personaggio subisce una Ferita.", "Bleeding with an empty deck: nothing happens, or the fighter takes a Wound."},
	"senjutsu.option.u10.text":           {"Concentrazione oltre 3: l'eccesso va perso, oppure il tracker rifiuta l'azione.", "Focus gained above 3: the excess is lost, or the tracker refuses the action."},
	"senjutsu.option.weapon-tie.text":    {"Pari velocità con una carta Arma Speciale: prima il tipo, poi le non-Speciali; oppure prima tutte le non-Speciali, qualunque sia il tipo.", "Same speed with a Special Weapon card: compare types first, then non-Special first; or non-Special cards first whatever the type."},
	"senjutsu.option.speed-compare.text": {"Gli attacchi contro una Velocità di Iniziativa inferiore confrontano le velocità dopo Azzoppato, oppure quelle stampate.", "Attacks against a lower Initiative Speed compare speeds after Crippled, or printed speeds."},
}
