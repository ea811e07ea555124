package rulebook

// The rulebooks' headings, copied verbatim from the seeds (the test reads
// each title back from its seed). Where a passage has no heading of its
// own, citations use the nearest enclosing one (Book.At).

// Samurai is SAMURAI, Riccardo Affinati's wargame rules for medieval Japan,
// with the 1560 campaign (seed 004): its sections are not numbered.
var Samurai = newBook("004_d93a60609270642a.txt", "SAMURAI (Riccardo Affinati)", "SAMURAI (Riccardo Affinati)",
	Section{Line: 20, IT: "INTRODUZIONE", EN: "Introduction"},
	Section{Line: 28, IT: "Area di Gioco e Scala del Terreno", EN: "Playing area and ground scale"},
	Section{Line: 42, IT: "EFFETTIVI DELL'ESERCITO E RAPPRESENTAZIONE DELLE TRUPPE", EN: "Army strength and how troops are represented"},
	Section{Line: 50, IT: "Scala Temporale", EN: "Time scale"},
	Section{Line: 62, IT: "DEFINIZIONI DELLE TRUPPE", EN: "Troop definitions"},
	Section{Line: 104, IT: "IMBASSETTAMENTO DEI SOLDATINI", EN: "Basing the figures"},
	Section{Line: 118, IT: "IL CAMPO DI BATTAGLIA", EN: "The battlefield"},
	Section{Line: 130, IT: "SCHIERAMENTO", EN: "Deployment"},
	Section{Line: 140, IT: "SEQUENZA DI GIOCO", EN: "Sequence of play"},
	Section{Line: 154, IT: "TIRO PER I PUNTI INIZIATIVA DEL GIOCATORE", EN: "The player's initiative points roll"},
	Section{Line: 172, IT: "MOVIMENTI TATTICI", EN: "Tactical moves"},
	Section{Line: 186, IT: "RITIRARSI DAL COMBATTIMENTO CORPO A CORPO", EN: "Withdrawing from close combat"},
	Section{Line: 192, IT: "MUOVERE A CONTATTO CON IL NEMICO", EN: "Moving into contact with the enemy"},
	Section{Line: 196, IT: "ATTRAVERSAMENTO DI FIUMI", EN: "Crossing rivers"},
	Section{Line: 200, IT: "DISTANZE DI TIRO", EN: "Shooting ranges"},
	Section{Line: 210, IT: "MODIFICHE AL DADO DEL TIRO", EN: "Shooting die modifiers"},
	Section{Line: 228, IT: "COMBATTIMENTO CORPO A CORPO", EN: "Close combat"},
	Section{Line: 236, IT: "MODIFICHE AL DADO DEL COMBATTIMENTO", EN: "Combat die modifiers"},
	Section{Line: 257, IT: "RISULTATO DEL COMBATTIMENTO", EN: "Combat result"},
	Section{Line: 301, IT: "LISTA DEGLI ESERCITI", EN: "Army lists"},
	Section{Line: 345, IT: "RIPIEGARE, FUGGIRE, INSEGUIRE", EN: "Recoil, flee, pursue"},
	Section{Line: 363, IT: "CONDIZIONI DI VITTORIA", EN: "Victory conditions"},
	Section{Line: 373, IT: "TABELLE RIASSUNTIVE", EN: "Summary tables"},
	Section{Line: 424, IT: "CAMPAGNA MILITARE", EN: "Military campaign"},
	Section{Line: 440, IT: "SEQUENZA DI GIOCO", EN: "Sequence of play (campaign)"},
	Section{Line: 457, IT: "CARTE EVENTI", EN: "Event cards"},
	Section{Line: 461, IT: "DIPLOMAZIA", EN: "Diplomacy"},
	Section{Line: 465, IT: "PROCLAMARE LO SHOGUNATO", EN: "Proclaiming the Shogunate"},
	Section{Line: 467, IT: "INVERNO", EN: "Winter"},
	Section{Line: 493, IT: "Scenario per sei giocatori", EN: "Scenario for six players"},
	Section{Line: 499, IT: "Scenario per cinque giocatori", EN: "Scenario for five players"},
	// The event card table (seed l.509-l.563) has no heading of its own
	// after the five-player scenario: it is the cards of CARTE EVENTI.
	Section{Line: 507, IT: "CARTE EVENTI", EN: "Event cards"},
	Section{Line: 565, IT: "MOVIMENTO", EN: "Movement"},
	Section{Line: 575, IT: "ASSEDIO", EN: "Siege"},
	Section{Line: 583, IT: "BATTAGLIE", EN: "Battles"},
	Section{Line: 613, IT: "RIFORNIMENTO", EN: "Supply"},
	Section{Line: 617, IT: "PUNTI PRESTIGIO", EN: "Prestige points"},
)

// The Samurai digest's sections (../rules/samurai-affinati.md and
// campaign-1560.md, which the code's comments cite as §n) at the seed line
// of the printed section that holds them.
const (
	SamIntro       = 20
	SamArmy        = 42
	SamTroops      = 62
	SamBattlefield = 118
	SamDeployment  = 130
	SamSequence    = 140
	SamPIP         = 154
	SamMoves       = 172
	SamWithdraw    = 186
	SamContact     = 192
	SamRivers      = 196
	SamShooting    = 200
	SamShootMods   = 210
	SamCloseCombat = 228
	SamCombatMods  = 236
	SamResult      = 257
	SamArmyLists   = 301
	SamRecoil      = 345
	SamVictory     = 363
	SamSummary     = 373

	CampOverview  = 424
	CampSequence  = 440
	CampEvents    = 457
	CampDiplomacy = 461
	CampShogunate = 465
	CampWinter    = 467
	CampSix       = 493
	CampFive      = 499
	CampMovement  = 565
	CampSiege     = 575
	CampBattles   = 583
	CampSupply    = 613
	CampPrestige  = 617
)

// CCSB is Commands & Colors: Samurai Battles (seed 000, Italian edition):
// its sections are not numbered.
var CCSB = newBook("000_b30dd86bf7c90fad.txt", "Comandi & Colori: Battaglie di Samurai", "Commands & Colors: Samurai Battles",
	Section{Line: 123, IT: "La Tabella delle Unita", EN: "The unit table"},
	Section{Line: 126, IT: "Unita, Comandanti & Blocchi", EN: "Units, leaders & blocks"},
	Section{Line: 171, IT: "Simboli delle Unita", EN: "Unit symbols"},
	Section{Line: 247, IT: "FANTERIA SAMURAI LANCIERI (SSp)", EN: "Samurai spear infantry (SSp)"},
	Section{Line: 271, IT: "FANTERIA SAMURAI ARCIERI (SB)", EN: "Samurai bow infantry (SB)"},
	Section{Line: 300, IT: "FANTERIA SAMURAI ASHIGARU (ASp)", EN: "Ashigaru spear infantry (ASp)"},
	Section{Line: 307, IT: "FANTERIA ASHIGARU ARCIERI (AB)", EN: "Ashigaru bow infantry (AB)"},
	Section{Line: 342, IT: "FANTERIA ASHIGARU ARCHIBUGIERI (AA)", EN: "Ashigaru arquebus infantry (AA)"},
	Section{Line: 369, IT: "FANTERIA IRREGOLARE LEVE/CONTADINI (LI)", EN: "Irregular levy/peasant infantry (LI)"},
	Section{Line: 405, IT: "CAVALLERIA SAMURAI LANCIERI (SSpC)", EN: "Samurai spear cavalry (SSpC)"},
	Section{Line: 435, IT: "CAVALLERIA SAMURAI ARCIERI (SBC)", EN: "Samurai bow cavalry (SBC)"},
	Section{Line: 481, IT: "Comandanti", EN: "Leaders"},
	Section{Line: 524, IT: "COMANDANTE DI ARMATA & GUARDIE DEL CORPO", EN: "Army Commander & Bodyguards"},
	Section{Line: 588, IT: "SCOPO DEL GIOCO", EN: "Object of the game"},
	Section{Line: 633, IT: "IL TURNO DI GIOCO (La Sequenza di Gioco)", EN: "The game turn (sequence of play)"},
	Section{Line: 916, IT: "BATTAGLIA", EN: "Battle"},
	Section{Line: 935, IT: "COMBATTIMENTO A DISTANZA (LANCIO)", EN: "Ranged combat (fire)"},
	Section{Line: 1036, IT: "COMBATTIMENTO RAVVICINATO", EN: "Close combat"},
	Section{Line: 1113, IT: "Carica della Fanteria di Leva", EN: "Levy infantry charge"},
	Section{Line: 1129, IT: "Comandante Ispirato nel Combattimento ravvicinato", EN: "Inspiring leader in close combat"},
	Section{Line: 1199, IT: "Risposta all’Attacco", EN: "Battle back"},
	Section{Line: 1228, IT: "VERIFICA DELLA PERDITA DEL COMANDANTE", EN: "Leader loss check"},
	Section{Line: 1309, IT: "RITIRATE", EN: "Retreats"},
	Section{Line: 1358, IT: "Ritirata dei Comandanti", EN: "Leader retreat"},
	Section{Line: 1394, IT: "Seppuku dei Comandanti", EN: "Leader seppuku"},
	Section{Line: 1407, IT: "Incremento del Morale", EN: "Morale boost"},
	Section{Line: 1436, IT: "Ritirata & Perdita di Onore", EN: "Retreat & loss of Honor"},
	Section{Line: 1463, IT: "MANCANZA DI ONORE", EN: "Lack of Honor"},
	Section{Line: 1528, IT: "AZIONI SPECIALI", EN: "Special actions"},
	Section{Line: 1564, IT: "FINE DEL TURNO", EN: "End of turn"},
	Section{Line: 1586, IT: "ONORE & FORTUNA", EN: "Honor & Fortune"},
	Section{Line: 1626, IT: "FINE DELLA PARTITA & VITTORIA", EN: "End of the game & victory"},
	Section{Line: 1644, IT: "CARTE DRAGONE", EN: "Dragon cards"},
	Section{Line: 1702, IT: "CARTE COMANDO", EN: "Command cards"},
	Section{Line: 1825, IT: "TERRENO DEL CAMPO DI BATTAGLIA", EN: "Battlefield terrain"},
	Section{Line: 1853, IT: "FORESTA", EN: "Forest"},
	// The hills' heading is lost in the OCR text (seed l.1870-l.1892): the
	// passage is cited by its chapter, TERRENO DEL CAMPO DI BATTAGLIA.
	Section{Line: 1869, IT: "TERRENO DEL CAMPO DI BATTAGLIA", EN: "Battlefield terrain"},
	Section{Line: 1894, IT: "FIUME", EN: "River"},
	Section{Line: 1900, IT: "FIUME GUADABILE (RUSCELLO)", EN: "Fordable river (stream)"},
	Section{Line: 1918, IT: "PONTE", EN: "Bridge"},
	Section{Line: 1925, IT: "EDIFICI", EN: "Buildings"},
	Section{Line: 1958, IT: "CAMPI COLTIVATI", EN: "Cultivated fields"},
	Section{Line: 1975, IT: "GOLA", EN: "Gorge"},
	Section{Line: 2007, IT: "TENDA COMANDO", EN: "Command tent"},
	Section{Line: 2020, IT: "RECINZIONE/PALIZZATA", EN: "Fence/palisade"},
	Section{Line: 2039, IT: "CASTELLO", EN: "Castle"},
	Section{Line: 2067, IT: "COMBATTIMENTO A DISTANZA (risultato del dado per ogni dado Combattimento a Distanza tirato)", EN: "Ranged combat (the result of each ranged combat die rolled)"},
	Section{Line: 2139, IT: "GLI SCENARI", EN: "The scenarios"},
	Section{Line: 4906, IT: "TABELLA DEGLI EFFETTI DEL TERRENO", EN: "Terrain effects chart"},
)

// The Commands & Colors digest's sections (../rules/cc-samurai-battles.md,
// cited as §n in the code's comments) at the seed line of the printed
// section that holds them.
const (
	CCUnits        = 126  // §2.1, §2.2
	CCUnitTable    = 123  // §2.2 table
	CCLeaders      = 481  // §2.5
	CCBodyguards   = 524  // §2.6
	CCBattle       = 916  // §3.1, §3.2
	CCRanged       = 935  // §2.3, §3.3
	CCClose        = 1036 // §3.4, §3.6
	CCLevy         = 1113 // §3.17
	CCInspired     = 1129 // §3.8
	CCBattleBack   = 1199 // §3.15
	CCLeaderCheck  = 1228 // §3.9
	CCRetreats     = 1309 // §3.12
	CCLeaderAlone  = 1358 // §3.10
	CCMorale       = 1407 // §3.11
	CCHonorLoss    = 1436 // §3.13
	CCLackOfHonor  = 1463 // §3.14
	CCSpecial      = 1528 // §3.16
	CCHonor        = 1586 // §5.1
	CCDragon       = 1644 // §5.3, §5.4
	CCTerrain      = 1825 // §4.1, §4.2
	CCTerrainChart = 4906 // §4.3, §8.7
)
