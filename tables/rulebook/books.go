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

// AoT is Art of Tactic: Samurai Battles (Zvezda, seed 003, Italian rules):
// its sections are not numbered. Every heading of the rules is listed, so
// that a cited seed line finds the heading it sits under.
var AoT = newBook("003_cbe7ea1e8fa165ad.txt", "Art of Tactic: Samurai Battles", "Art of Tactic: Samurai Battles",
	Section{Line: 30, IT: "INTRODUZIONE", EN: "Introduction"},
	Section{Line: 62, IT: "PREPARAZIONE DEL GIOCO", EN: "Setting up the game"},
	Section{Line: 70, IT: "REGOLE BASE", EN: "Basic rules"},
	Section{Line: 72, IT: "UNITÀ E SCHEDE DELLE UNITÀ", EN: "Units and unit cards"},
	Section{Line: 80, IT: "Standardi delle unità", EN: "Unit standards"},
	Section{Line: 84, IT: "Caratteristiche dell'unità", EN: "Unit characteristics"},
	Section{Line: 89, IT: "Tipi di unità e loro simbologia", EN: "Unit types and their symbols"},
	Section{Line: 93, IT: "ASHIGARU CON YARI", EN: "Ashigaru with yari"},
	Section{Line: 97, IT: "ASHIGARU CON ARCHIBUGIO", EN: "Ashigaru with arquebus"},
	Section{Line: 101, IT: "SAMURAI CON NAGINATA", EN: "Samurai with naginata"},
	Section{Line: 105, IT: "SAMURAI A CAVALLO", EN: "Mounted samurai"},
	Section{Line: 109, IT: "ASHIGARU CON ARCO", EN: "Ashigaru with bow"},
	Section{Line: 113, IT: "GENERALE", EN: "General"},
	Section{Line: 117, IT: "Tabella della potenza di fuoco", EN: "Firepower chart"},
	Section{Line: 129, IT: "Valore di attacco", EN: "Attack value"},
	Section{Line: 144, IT: "Valore di difesa", EN: "Defense value"},
	Section{Line: 148, IT: "Le carte Ordine", EN: "The Order cards"},
	Section{Line: 160, IT: "IL CORSO DELLA BATTAGLIA", EN: "The course of the battle"},
	Section{Line: 169, IT: "Fase di pianificazione: dare ordini alle unità", EN: "Planning phase: giving orders to units"},
	Section{Line: 179, IT: "Fase di esecuzione: eseguire gli ordini", EN: "Execution phase: carrying out the orders"},
	Section{Line: 196, IT: "I COMANDANTI DELLE UNITÀ", EN: "Unit commanders"},
	Section{Line: 204, IT: "Unità senza un comandante", EN: "Units without a commander"},
	Section{Line: 217, IT: "Abilità del Comandante", EN: "Commander's ability"},
	Section{Line: 232, IT: "MOVIMENTO", EN: "Movement"},
	Section{Line: 238, IT: "Valore di Movimento", EN: "Movement value"},
	Section{Line: 248, IT: "Incontri", EN: "Encounters"},
	Section{Line: 262, IT: "Zona di Controllo e Movimento", EN: "Zone of control and movement"},
	Section{Line: 266, IT: "ZONA DI CONTROLLO", EN: "Zone of control"},
	Section{Line: 282, IT: "Zona di Difesa", EN: "Defense zone"},
	Section{Line: 288, IT: "COMBATTIMENTO IN MISCHIA", EN: "Melee combat"},
	Section{Line: 318, IT: "Attacchi in Mischia", EN: "Melee attacks"},
	Section{Line: 336, IT: "Attacchi sui fianchi e sul retro", EN: "Flank and rear attacks"},
	Section{Line: 348, IT: "CONTINUARE LA MISCHIA", EN: "Continuing the melee"},
	Section{Line: 354, IT: "Zona di Controllo in Mischia", EN: "Zone of control in melee"},
	Section{Line: 362, IT: "Fine della Mischia", EN: "End of the melee"},
	Section{Line: 373, IT: "COMBATTIMENTO A DISTANZA", EN: "Ranged combat"},
	Section{Line: 377, IT: "Linea di Vista", EN: "Line of sight"},
	Section{Line: 390, IT: "Raggio", EN: "Range"},
	Section{Line: 402, IT: "Attacchi a distanza", EN: "Ranged attacks"},
	Section{Line: 406, IT: "Munizioni", EN: "Ammunition"},
	Section{Line: 420, IT: "Zona di copertura", EN: "Zone of cover"},
	Section{Line: 428, IT: "ORDINI", EN: "Orders"},
	Section{Line: 432, IT: "Ordini difensivi", EN: "Defensive orders"},
	Section{Line: 436, IT: "Difesa Circolare", EN: "All-round defense"},
	Section{Line: 440, IT: "Difendere", EN: "Defend"},
	Section{Line: 452, IT: "Sparare e Ritirarsi", EN: "Fire and withdraw"},
	Section{Line: 470, IT: "Combattimento a distanza", EN: "Ranged combat"},
	Section{Line: 474, IT: "Fuoco con armi a distanza", EN: "Fire with ranged weapons"},
	Section{Line: 480, IT: "Ordini di Movimento", EN: "Movement orders"},
	Section{Line: 484, IT: "Assalto", EN: "Assault"},
	Section{Line: 492, IT: "Marcia", EN: "March"},
	Section{Line: 500, IT: "Muoversi e sparare", EN: "Move and fire"},
	Section{Line: 514, IT: "Correre", EN: "Run"},
	Section{Line: 518, IT: "Ordini Speciali", EN: "Special orders"},
	Section{Line: 522, IT: "Imboscarsi", EN: "Ambush"},
	Section{Line: 544, IT: "Unirsi", EN: "Join"},
	Section{Line: 554, IT: "Ricevere Rifornimenti", EN: "Receive supplies"},
	Section{Line: 564, IT: "Riposo", EN: "Rest"},
	Section{Line: 570, IT: "Ricognizione", EN: "Reconnaissance"},
	Section{Line: 574, IT: "Ordini di Ritirata", EN: "Retreat orders"},
	Section{Line: 578, IT: "Ritirarsi", EN: "Retreat"},
	Section{Line: 586, IT: "UNITÀ CON ABILITÀ SPECIALI", EN: "Units with special abilities"},
	Section{Line: 590, IT: "Unità di Ninja", EN: "Ninja units"},
	Section{Line: 598, IT: "Arcieri Samurai a cavallo", EN: "Mounted samurai archers"},
	Section{Line: 604, IT: "Unità del Generale", EN: "The General's unit"},
	Section{Line: 610, IT: "TERRENI", EN: "Terrain"},
	Section{Line: 618, IT: "Pianura", EN: "Plain"},
	Section{Line: 624, IT: "Bosco Rado", EN: "Light woods"},
	Section{Line: 632, IT: "Bosco Fitto", EN: "Dense woods"},
	Section{Line: 640, IT: "Campi di riso", EN: "Rice fields"},
	Section{Line: 650, IT: "Fiume", EN: "River"},
	Section{Line: 656, IT: "Test per le Perdite", EN: "Casualty test"},
	Section{Line: 662, IT: "Guado", EN: "Ford"},
	Section{Line: 670, IT: "Ponte", EN: "Bridge"},
	Section{Line: 678, IT: "Dirupo", EN: "Cliff"},
	Section{Line: 686, IT: "Terreno Roccioso", EN: "Rocky ground"},
	Section{Line: 698, IT: "Villaggio", EN: "Village"},
	Section{Line: 702, IT: "COLLINE", EN: "Hills"},
	Section{Line: 708, IT: "Pendenza Lieve", EN: "Gentle slope"},
	Section{Line: 714, IT: "Pendenza Forte", EN: "Steep slope"},
	Section{Line: 718, IT: "Pendenza Estrema", EN: "Extreme slope"},
	Section{Line: 722, IT: "Colline e linea di vista", EN: "Hills and line of sight"},
	Section{Line: 738, IT: "REGOLE INTERMEDIE", EN: "Intermediate rules"},
	Section{Line: 742, IT: "UNITÀ E CARTE UNITÀ", EN: "Units and unit cards"},
	Section{Line: 744, IT: "Abilità delle Unità", EN: "Unit abilities"},
	Section{Line: 749, IT: "Valori di Attacco", EN: "Attack values"},
	Section{Line: 755, IT: "Forza d'Animo", EN: "Fortitude"},
	Section{Line: 773, IT: "Modificatori Ordini", EN: "Order modifiers"},
	Section{Line: 777, IT: "Condizioni delle unità", EN: "Unit conditions"},
	Section{Line: 781, IT: "La Carta Ordine", EN: "The Order card"},
	Section{Line: 787, IT: "Il Corso della Battaglia", EN: "The course of the battle"},
	Section{Line: 797, IT: "La Fase Morale", EN: "The morale phase"},
	Section{Line: 801, IT: "MORALE DELLE UNITÀ", EN: "Unit morale"},
	Section{Line: 812, IT: "Normale", EN: "Normal"},
	Section{Line: 816, IT: "Titubante", EN: "Wavering"},
	Section{Line: 827, IT: "Scossa", EN: "Shaken"},
	Section{Line: 843, IT: "Presa dal Panico", EN: "Panicked"},
	Section{Line: 861, IT: "Abilità del Comandante", EN: "Commander's ability"},
	Section{Line: 867, IT: "Modificatori di Mischia", EN: "Melee modifiers"},
	Section{Line: 877, IT: "Assalto sui fianchi", EN: "Flank assault"},
	Section{Line: 886, IT: "Assalto sul retro", EN: "Rear assault"},
	Section{Line: 895, IT: "Assalti Combinati", EN: "Combined assaults"},
	Section{Line: 899, IT: "FINE DELLE MISCHIE", EN: "End of melees"},
	Section{Line: 922, IT: "Messa in Fuga", EN: "Routing"},
	Section{Line: 928, IT: "ESEMPIO DI MISCHIA", EN: "Melee example"},
	Section{Line: 942, IT: "TEST DI FORZA D'ANIMO", EN: "Fortitude tests"},
	Section{Line: 952, IT: "Fare un test di Forza d'Animo", EN: "Taking a fortitude test"},
	Section{Line: 958, IT: "Fallire un test di Forza d'Animo", EN: "Failing a fortitude test"},
	Section{Line: 972, IT: "ONORE", EN: "Honour"},
	Section{Line: 987, IT: "MODIFICATORI AGLI ORDINI", EN: "Order modifiers"},
	Section{Line: 993, IT: "Ordini difensivi", EN: "Defensive orders"},
	Section{Line: 995, IT: "Difesa Circolare", EN: "All-round defense"},
	Section{Line: 999, IT: "Difendere", EN: "Defend"},
	Section{Line: 1003, IT: "Sparare e Ritirarsi", EN: "Fire and withdraw"},
	Section{Line: 1009, IT: "Ordini di Combattimento a Distanza", EN: "Ranged combat orders"},
	Section{Line: 1011, IT: "Sparare con armi a distanza", EN: "Fire with ranged weapons"},
	Section{Line: 1015, IT: "Ordini di Movimento", EN: "Movement orders"},
	Section{Line: 1017, IT: "Assalto", EN: "Assault"},
	Section{Line: 1021, IT: "Marcia", EN: "March"},
	Section{Line: 1025, IT: "Muoversi e Sparare", EN: "Move and fire"},
	Section{Line: 1029, IT: "Inseguire", EN: "Pursue"},
	Section{Line: 1039, IT: "Correre", EN: "Run"},
	Section{Line: 1043, IT: "Ordini Speciali", EN: "Special orders"},
	Section{Line: 1045, IT: "Imboscarsi", EN: "Ambush"},
	Section{Line: 1053, IT: "Unirsi", EN: "Join"},
	Section{Line: 1063, IT: "Ricevere Rifornimenti", EN: "Receive supplies"},
	Section{Line: 1067, IT: "Ricognizione", EN: "Reconnaissance"},
	Section{Line: 1071, IT: "Riposare", EN: "Rest"},
	Section{Line: 1075, IT: "Ordini di Ritirata", EN: "Retreat orders"},
	Section{Line: 1077, IT: "Fuggire", EN: "Flee"},
	Section{Line: 1091, IT: "Panico", EN: "Panic"},
	Section{Line: 1103, IT: "Ritirata", EN: "Retreat"},
	Section{Line: 1107, IT: "ABILITÀ DELLE UNITÀ SPECIALI", EN: "Special units' abilities"},
	Section{Line: 1109, IT: "Unità del Generale", EN: "The General's unit"},
	Section{Line: 1123, IT: "REGOLE AVANZATE", EN: "Advanced rules"},
	Section{Line: 1125, IT: "MODIFICATORI DOVUTI AL TERRENO", EN: "Terrain modifiers"},
	Section{Line: 1129, IT: "Pianure", EN: "Plains"},
	Section{Line: 1133, IT: "Bosco Rado", EN: "Light woods"},
	Section{Line: 1137, IT: "Bosco Fitto", EN: "Dense woods"},
	Section{Line: 1141, IT: "Campi di riso", EN: "Rice fields"},
	Section{Line: 1145, IT: "Fiume", EN: "River"},
	Section{Line: 1150, IT: "Guado", EN: "Ford"},
	Section{Line: 1155, IT: "Ponte", EN: "Bridge"},
	Section{Line: 1159, IT: "Villaggio", EN: "Village"},
	Section{Line: 1163, IT: "Terreno Roccioso", EN: "Rocky ground"},
	Section{Line: 1167, IT: "Dirupo", EN: "Cliff"},
	Section{Line: 1171, IT: "Collina", EN: "Hill"},
	Section{Line: 1177, IT: "REGOLE PER ESPERTI", EN: "Expert rules"},
	Section{Line: 1179, IT: "FATICA", EN: "Fatigue"},
	Section{Line: 1211, IT: "ORDINI", EN: "Orders"},
	Section{Line: 1213, IT: "Assaltare", EN: "Assault"},
	Section{Line: 1217, IT: "Muoversi e sparare", EN: "Move and fire"},
	Section{Line: 1221, IT: "Ritirata", EN: "Retreat"},
	Section{Line: 1227, IT: "Correre", EN: "Run"},
	Section{Line: 1231, IT: "Imboscarsi", EN: "Ambush"},
	Section{Line: 1235, IT: "Unirsi", EN: "Join"},
	Section{Line: 1239, IT: "Riposare", EN: "Rest"},
	Section{Line: 1243, IT: "TERRENI", EN: "Terrain"},
	Section{Line: 1245, IT: "Fiume", EN: "River"},
	Section{Line: 1249, IT: "Guado", EN: "Ford"},
	Section{Line: 1253, IT: "Ponte", EN: "Bridge"},
	Section{Line: 1257, IT: "COLLINE", EN: "Hills"},
	Section{Line: 1259, IT: "Pendenza Lieve", EN: "Gentle slope"},
	Section{Line: 1263, IT: "Pendenza Forte", EN: "Steep slope"},
)

// Senjutsu is Senjutsu: Battle for Japan (seed 001, Italian rulebook). Its
// OCR text runs two columns together, so only the headings the site cites
// are listed, each at its own line; the turn's five steps are numbered in
// the rulebook ("1] Pescare"). The turn sequence's own heading reads
// "SE(lUENZA DEL TURNO" in the OCR text: the steps are cited instead.
var Senjutsu = newBook("001_a32851a1929793c5.txt", "Senjutsu: Battle for Japan", "Senjutsu: Battle for Japan",
	Section{Line: 76, IT: "VANTAGGIO", EN: "Advantage"},
	Section{Line: 77, IT: "REGOLA D’ORO", EN: "Golden rule"},
	Section{Line: 127, IT: "IL MAZZO ABILITA DEL VOSTRO PERSONAGGIO", EN: "Your character's Skill deck"},
	Section{Line: 173, IT: "KAMAE, ALBERO DI KAMAE E CONCENTRAZIONE", EN: "Kamae, Kamae Tree and Focus"},
	Section{Line: 308, IT: "COSTI DI CONCENTRAZIONE OBBLIGATORI", EN: "Mandatory Focus costs"},
	Section{Line: 339, IT: "PREPARAZIONE DEL CAMPO DI BATTAGLIA", EN: "Setting up the battlefield"},
	Section{Line: 361, IT: "PREPARAZIONE DEL GIOCATORE", EN: "Setting up the players"},
	Section{Line: 422, IT: "SVOLGIMENTO DEL GIOCO", EN: "Playing the game"},
	Section{Line: 428, Number: "1", IT: "Pescare", EN: "Draw"},
	Section{Line: 440, Number: "2", IT: "Scegliere", EN: "Choose"},
	Section{Line: 468, Number: "3", IT: "Rivelare", EN: "Reveal"},
	Section{Line: 517, Number: "5", IT: "Scartare", EN: "Discard"},
	Section{Line: 533, Number: "4", IT: "Risolvere", EN: "Resolve"},
	Section{Line: 602, IT: "RISOLVERE LE CARTE", EN: "Resolving the cards"},
	Section{Line: 604, IT: "EFFETTI DI MOVIMENTO", EN: "Movement effects"},
	Section{Line: 722, IT: "MOVIMENTO FORZATO E COLLISIONI", EN: "Forced movement and collisions"},
	Section{Line: 762, IT: "CARTE ABILITA DI ATTACCO E DIFESA", EN: "Attack and Defense Skill cards"},
	Section{Line: 820, IT: "Ferite", EN: "Wounds"},
	Section{Line: 857, IT: "Ferite Sanguinanti", EN: "Bleeding wounds"},
	Section{Line: 1102, IT: "CARTE ISTANTANEE", EN: "Instant cards"},
	Section{Line: 1176, IT: "STORDIMENTO", EN: "Stun"},
	Section{Line: 1202, IT: "AZZOPPATO", EN: "Crippled"},
	Section{Line: 1233, IT: "VELENO", EN: "Poison"},
	Section{Line: 1309, IT: "REGOLE AGGIUNTIVE PER PIU GIOCATORI", EN: "Additional rules for more players"},
	Section{Line: 1374, IT: "TERRENI E BLOCCHI", EN: "Terrain and blocks"},
	Section{Line: 1449, IT: "SEQUENZA DI ATTACCO", EN: "Attack sequence"},
	Section{Line: 1480, IT: "SEQUENZA DI BLOCCO", EN: "Block sequence"},
	Section{Line: 1543, IT: "COSTRUZIONE DEL MAZZO", EN: "Deck building"},
	Section{Line: 1605, IT: "ATTACCHI PER CONFRONTO DI INIZIATIVA", EN: "Initiative-comparison attacks"},
	Section{Line: 1626, IT: "OCCULTAMENTO", EN: "Concealment"},
	Section{Line: 1685, IT: "MOVIMENTO SU GRANDI CAMPI DI BATTAGLIA", EN: "Movement on large battlefields"},
)
