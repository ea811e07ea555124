package rulebook

// The rulebooks' headings, copied verbatim from the seeds (the test reads
// each title back from its seed). Where a passage has no heading of its
// own, citations use the nearest enclosing one (Book.At).

// Samurai is SAMURAI, Riccardo Affinati's wargame rules for medieval Japan,
// with the 1560 campaign (seed 004): its sections are not numbered.
var Samurai = newBook("004_d93a60609270642a.txt", "SAMURAI (Riccardo Affinati)", "SAMURAI (Riccardo Affinati)",
	Section{Line: 20, Key: "rulebook.samurai.introduction"},
	Section{Line: 28, Key: "rulebook.samurai.playing-area-and-ground-scale"},
	Section{Line: 42, Key: "rulebook.samurai.army-strength-and-how-troops-are-represented"},
	Section{Line: 50, Key: "rulebook.samurai.time-scale"},
	Section{Line: 62, Key: "rulebook.samurai.troop-definitions"},
	Section{Line: 104, Key: "rulebook.samurai.basing-the-figures"},
	Section{Line: 118, Key: "rulebook.samurai.the-battlefield"},
	Section{Line: 130, Key: "rulebook.samurai.deployment"},
	Section{Line: 140, Key: "rulebook.samurai.sequence-of-play"},
	Section{Line: 154, Key: "rulebook.samurai.the-players-initiative-points-roll"},
	Section{Line: 172, Key: "rulebook.samurai.tactical-moves"},
	Section{Line: 186, Key: "rulebook.samurai.withdrawing-from-close-combat"},
	Section{Line: 192, Key: "rulebook.samurai.moving-into-contact-with-the-enemy"},
	Section{Line: 196, Key: "rulebook.samurai.crossing-rivers"},
	Section{Line: 200, Key: "rulebook.samurai.shooting-ranges"},
	Section{Line: 210, Key: "rulebook.samurai.shooting-die-modifiers"},
	Section{Line: 228, Key: "rulebook.samurai.close-combat"},
	Section{Line: 236, Key: "rulebook.samurai.combat-die-modifiers"},
	Section{Line: 257, Key: "rulebook.samurai.combat-result"},
	Section{Line: 301, Key: "rulebook.samurai.army-lists"},
	Section{Line: 345, Key: "rulebook.samurai.recoil-flee-pursue"},
	Section{Line: 363, Key: "rulebook.samurai.victory-conditions"},
	Section{Line: 373, Key: "rulebook.samurai.summary-tables"},
	Section{Line: 424, Key: "rulebook.samurai.military-campaign"},
	Section{Line: 440, Key: "rulebook.samurai.sequence-of-play-campaign"},
	Section{Line: 457, Key: "rulebook.samurai.event-cards"},
	Section{Line: 461, Key: "rulebook.samurai.diplomacy"},
	Section{Line: 465, Key: "rulebook.samurai.proclaiming-the-shogunate"},
	Section{Line: 467, Key: "rulebook.samurai.winter"},
	Section{Line: 493, Key: "rulebook.samurai.scenario-for-six-players"},
	Section{Line: 499, Key: "rulebook.samurai.scenario-for-five-players"},
	// The event card table (seed l.509-l.563) has no heading of its own
	// after the five-player scenario: it is the cards of CARTE EVENTI.
	Section{Line: 507, Key: "rulebook.samurai.event-cards"},
	Section{Line: 565, Key: "rulebook.samurai.movement"},
	Section{Line: 575, Key: "rulebook.samurai.siege"},
	Section{Line: 583, Key: "rulebook.samurai.battles"},
	Section{Line: 613, Key: "rulebook.samurai.supply"},
	Section{Line: 617, Key: "rulebook.samurai.prestige-points"},
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
	Section{Line: 123, Key: "rulebook.ccsb.the-unit-table"},
	Section{Line: 126, Key: "rulebook.ccsb.units-leaders-blocks"},
	Section{Line: 171, Key: "rulebook.ccsb.unit-symbols"},
	Section{Line: 247, Key: "rulebook.ccsb.samurai-spear-infantry-ssp"},
	Section{Line: 271, Key: "rulebook.ccsb.samurai-bow-infantry-sb"},
	Section{Line: 300, Key: "rulebook.ccsb.ashigaru-spear-infantry-asp"},
	Section{Line: 307, Key: "rulebook.ccsb.ashigaru-bow-infantry-ab"},
	Section{Line: 342, Key: "rulebook.ccsb.ashigaru-arquebus-infantry-aa"},
	Section{Line: 369, Key: "rulebook.ccsb.irregular-levy-peasant-infantry-li"},
	Section{Line: 405, Key: "rulebook.ccsb.samurai-spear-cavalry-sspc"},
	Section{Line: 435, Key: "rulebook.ccsb.samurai-bow-cavalry-sbc"},
	Section{Line: 481, Key: "rulebook.ccsb.leaders"},
	Section{Line: 524, Key: "rulebook.ccsb.army-commander-bodyguards"},
	Section{Line: 588, Key: "rulebook.ccsb.object-of-the-game"},
	Section{Line: 633, Key: "rulebook.ccsb.the-game-turn-sequence-of-play"},
	Section{Line: 916, Key: "rulebook.ccsb.battle"},
	Section{Line: 935, Key: "rulebook.ccsb.ranged-combat-fire"},
	Section{Line: 1036, Key: "rulebook.ccsb.close-combat"},
	Section{Line: 1113, Key: "rulebook.ccsb.levy-infantry-charge"},
	Section{Line: 1129, Key: "rulebook.ccsb.inspiring-leader-in-close-combat"},
	Section{Line: 1199, Key: "rulebook.ccsb.battle-back"},
	Section{Line: 1228, Key: "rulebook.ccsb.leader-loss-check"},
	Section{Line: 1309, Key: "rulebook.ccsb.retreats"},
	Section{Line: 1358, Key: "rulebook.ccsb.leader-retreat"},
	Section{Line: 1394, Key: "rulebook.ccsb.leader-seppuku"},
	Section{Line: 1407, Key: "rulebook.ccsb.morale-boost"},
	Section{Line: 1436, Key: "rulebook.ccsb.retreat-loss-of-honor"},
	Section{Line: 1463, Key: "rulebook.ccsb.lack-of-honor"},
	Section{Line: 1528, Key: "rulebook.ccsb.special-actions"},
	Section{Line: 1564, Key: "rulebook.ccsb.end-of-turn"},
	Section{Line: 1586, Key: "rulebook.ccsb.honor-fortune"},
	Section{Line: 1626, Key: "rulebook.ccsb.end-of-the-game-victory"},
	Section{Line: 1644, Key: "rulebook.ccsb.dragon-cards"},
	Section{Line: 1702, Key: "rulebook.ccsb.command-cards"},
	Section{Line: 1825, Key: "rulebook.ccsb.battlefield-terrain"},
	Section{Line: 1853, Key: "rulebook.ccsb.forest"},
	// The hills' heading is lost in the OCR text (seed l.1870-l.1892): the
	// passage is cited by its chapter, TERRENO DEL CAMPO DI BATTAGLIA.
	Section{Line: 1869, Key: "rulebook.ccsb.battlefield-terrain"},
	Section{Line: 1894, Key: "rulebook.ccsb.river"},
	Section{Line: 1900, Key: "rulebook.ccsb.fordable-river-stream"},
	Section{Line: 1918, Key: "rulebook.ccsb.bridge"},
	Section{Line: 1925, Key: "rulebook.ccsb.buildings"},
	Section{Line: 1958, Key: "rulebook.ccsb.cultivated-fields"},
	Section{Line: 1975, Key: "rulebook.ccsb.gorge"},
	Section{Line: 2007, Key: "rulebook.ccsb.command-tent"},
	Section{Line: 2020, Key: "rulebook.ccsb.fence-palisade"},
	Section{Line: 2039, Key: "rulebook.ccsb.castle"},
	Section{Line: 2067, Key: "rulebook.ccsb.ranged-combat-the-result-of-each-ranged-combat-die-rolled"},
	Section{Line: 2139, Key: "rulebook.ccsb.the-scenarios"},
	Section{Line: 4906, Key: "rulebook.ccsb.terrain-effects-chart"},
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
	Section{Line: 30, Key: "rulebook.aot.introduction"},
	Section{Line: 62, Key: "rulebook.aot.setting-up-the-game"},
	Section{Line: 70, Key: "rulebook.aot.basic-rules"},
	Section{Line: 72, Key: "rulebook.aot.units-and-unit-cards"},
	Section{Line: 80, Key: "rulebook.aot.unit-standards"},
	Section{Line: 84, Key: "rulebook.aot.unit-characteristics"},
	Section{Line: 89, Key: "rulebook.aot.unit-types-and-their-symbols"},
	Section{Line: 93, Key: "rulebook.aot.ashigaru-with-yari"},
	Section{Line: 97, Key: "rulebook.aot.ashigaru-with-arquebus"},
	Section{Line: 101, Key: "rulebook.aot.samurai-with-naginata"},
	Section{Line: 105, Key: "rulebook.aot.mounted-samurai"},
	Section{Line: 109, Key: "rulebook.aot.ashigaru-with-bow"},
	Section{Line: 113, Key: "rulebook.aot.general"},
	Section{Line: 117, Key: "rulebook.aot.firepower-chart"},
	Section{Line: 129, Key: "rulebook.aot.attack-value"},
	Section{Line: 144, Key: "rulebook.aot.defense-value"},
	Section{Line: 148, Key: "rulebook.aot.the-order-cards"},
	Section{Line: 160, Key: "rulebook.aot.the-course-of-the-battle"},
	Section{Line: 169, Key: "rulebook.aot.planning-phase-giving-orders-to-units"},
	Section{Line: 179, Key: "rulebook.aot.execution-phase-carrying-out-the-orders"},
	Section{Line: 196, Key: "rulebook.aot.unit-commanders"},
	Section{Line: 204, Key: "rulebook.aot.units-without-a-commander"},
	Section{Line: 217, Key: "rulebook.aot.commanders-ability"},
	Section{Line: 232, Key: "rulebook.aot.movement"},
	Section{Line: 238, Key: "rulebook.aot.movement-value"},
	Section{Line: 248, Key: "rulebook.aot.encounters"},
	Section{Line: 262, Key: "rulebook.aot.zone-of-control-and-movement"},
	Section{Line: 266, Key: "rulebook.aot.zone-of-control"},
	Section{Line: 282, Key: "rulebook.aot.defense-zone"},
	Section{Line: 288, Key: "rulebook.aot.melee-combat"},
	Section{Line: 318, Key: "rulebook.aot.melee-attacks"},
	Section{Line: 336, Key: "rulebook.aot.flank-and-rear-attacks"},
	Section{Line: 348, Key: "rulebook.aot.continuing-the-melee"},
	Section{Line: 354, Key: "rulebook.aot.zone-of-control-in-melee"},
	Section{Line: 362, Key: "rulebook.aot.end-of-the-melee"},
	Section{Line: 373, Key: "rulebook.aot.ranged-combat"},
	Section{Line: 377, Key: "rulebook.aot.line-of-sight"},
	Section{Line: 390, Key: "rulebook.aot.range"},
	Section{Line: 402, Key: "rulebook.aot.ranged-attacks"},
	Section{Line: 406, Key: "rulebook.aot.ammunition"},
	Section{Line: 420, Key: "rulebook.aot.zone-of-cover"},
	Section{Line: 428, Key: "rulebook.aot.orders"},
	Section{Line: 432, Key: "rulebook.aot.defensive-orders"},
	Section{Line: 436, Key: "rulebook.aot.all-round-defense"},
	Section{Line: 440, Key: "rulebook.aot.defend"},
	Section{Line: 452, Key: "rulebook.aot.fire-and-withdraw"},
	Section{Line: 470, Key: "rulebook.aot.ranged-combat-2"},
	Section{Line: 474, Key: "rulebook.aot.fire-with-ranged-weapons"},
	Section{Line: 480, Key: "rulebook.aot.movement-orders"},
	Section{Line: 484, Key: "rulebook.aot.assault"},
	Section{Line: 492, Key: "rulebook.aot.march"},
	Section{Line: 500, Key: "rulebook.aot.move-and-fire"},
	Section{Line: 514, Key: "rulebook.aot.run"},
	Section{Line: 518, Key: "rulebook.aot.special-orders"},
	Section{Line: 522, Key: "rulebook.aot.ambush"},
	Section{Line: 544, Key: "rulebook.aot.join"},
	Section{Line: 554, Key: "rulebook.aot.receive-supplies"},
	Section{Line: 564, Key: "rulebook.aot.rest"},
	Section{Line: 570, Key: "rulebook.aot.reconnaissance"},
	Section{Line: 574, Key: "rulebook.aot.retreat-orders"},
	Section{Line: 578, Key: "rulebook.aot.retreat"},
	Section{Line: 586, Key: "rulebook.aot.units-with-special-abilities"},
	Section{Line: 590, Key: "rulebook.aot.ninja-units"},
	Section{Line: 598, Key: "rulebook.aot.mounted-samurai-archers"},
	Section{Line: 604, Key: "rulebook.aot.the-generals-unit"},
	Section{Line: 610, Key: "rulebook.aot.terrain"},
	Section{Line: 618, Key: "rulebook.aot.plain"},
	Section{Line: 624, Key: "rulebook.aot.light-woods"},
	Section{Line: 632, Key: "rulebook.aot.dense-woods"},
	Section{Line: 640, Key: "rulebook.aot.rice-fields"},
	Section{Line: 650, Key: "rulebook.aot.river"},
	Section{Line: 656, Key: "rulebook.aot.casualty-test"},
	Section{Line: 662, Key: "rulebook.aot.ford"},
	Section{Line: 670, Key: "rulebook.aot.bridge"},
	Section{Line: 678, Key: "rulebook.aot.cliff"},
	Section{Line: 686, Key: "rulebook.aot.rocky-ground"},
	Section{Line: 698, Key: "rulebook.aot.village"},
	Section{Line: 702, Key: "rulebook.aot.hills"},
	Section{Line: 708, Key: "rulebook.aot.gentle-slope"},
	Section{Line: 714, Key: "rulebook.aot.steep-slope"},
	Section{Line: 718, Key: "rulebook.aot.extreme-slope"},
	Section{Line: 722, Key: "rulebook.aot.hills-and-line-of-sight"},
	Section{Line: 738, Key: "rulebook.aot.intermediate-rules"},
	Section{Line: 742, Key: "rulebook.aot.units-and-unit-cards-2"},
	Section{Line: 744, Key: "rulebook.aot.unit-abilities"},
	Section{Line: 749, Key: "rulebook.aot.attack-values"},
	Section{Line: 755, Key: "rulebook.aot.fortitude"},
	Section{Line: 773, Key: "rulebook.aot.order-modifiers"},
	Section{Line: 777, Key: "rulebook.aot.unit-conditions"},
	Section{Line: 781, Key: "rulebook.aot.the-order-card"},
	Section{Line: 787, Key: "rulebook.aot.the-course-of-the-battle-2"},
	Section{Line: 797, Key: "rulebook.aot.the-morale-phase"},
	Section{Line: 801, Key: "rulebook.aot.unit-morale"},
	Section{Line: 812, Key: "rulebook.aot.normal"},
	Section{Line: 816, Key: "rulebook.aot.wavering"},
	Section{Line: 827, Key: "rulebook.aot.shaken"},
	Section{Line: 843, Key: "rulebook.aot.panicked"},
	Section{Line: 861, Key: "rulebook.aot.commanders-ability"},
	Section{Line: 867, Key: "rulebook.aot.melee-modifiers"},
	Section{Line: 877, Key: "rulebook.aot.flank-assault"},
	Section{Line: 886, Key: "rulebook.aot.rear-assault"},
	Section{Line: 895, Key: "rulebook.aot.combined-assaults"},
	Section{Line: 899, Key: "rulebook.aot.end-of-melees"},
	Section{Line: 922, Key: "rulebook.aot.routing"},
	Section{Line: 928, Key: "rulebook.aot.melee-example"},
	Section{Line: 942, Key: "rulebook.aot.fortitude-tests"},
	Section{Line: 952, Key: "rulebook.aot.taking-a-fortitude-test"},
	Section{Line: 958, Key: "rulebook.aot.failing-a-fortitude-test"},
	Section{Line: 972, Key: "rulebook.aot.honour"},
	Section{Line: 987, Key: "rulebook.aot.order-modifiers-2"},
	Section{Line: 993, Key: "rulebook.aot.defensive-orders"},
	Section{Line: 995, Key: "rulebook.aot.all-round-defense"},
	Section{Line: 999, Key: "rulebook.aot.defend"},
	Section{Line: 1003, Key: "rulebook.aot.fire-and-withdraw"},
	Section{Line: 1009, Key: "rulebook.aot.ranged-combat-orders"},
	Section{Line: 1011, Key: "rulebook.aot.fire-with-ranged-weapons-2"},
	Section{Line: 1015, Key: "rulebook.aot.movement-orders"},
	Section{Line: 1017, Key: "rulebook.aot.assault"},
	Section{Line: 1021, Key: "rulebook.aot.march"},
	Section{Line: 1025, Key: "rulebook.aot.move-and-fire-2"},
	Section{Line: 1029, Key: "rulebook.aot.pursue"},
	Section{Line: 1039, Key: "rulebook.aot.run"},
	Section{Line: 1043, Key: "rulebook.aot.special-orders"},
	Section{Line: 1045, Key: "rulebook.aot.ambush"},
	Section{Line: 1053, Key: "rulebook.aot.join"},
	Section{Line: 1063, Key: "rulebook.aot.receive-supplies"},
	Section{Line: 1067, Key: "rulebook.aot.reconnaissance"},
	Section{Line: 1071, Key: "rulebook.aot.rest-2"},
	Section{Line: 1075, Key: "rulebook.aot.retreat-orders"},
	Section{Line: 1077, Key: "rulebook.aot.flee"},
	Section{Line: 1091, Key: "rulebook.aot.panic"},
	Section{Line: 1103, Key: "rulebook.aot.retreat-2"},
	Section{Line: 1107, Key: "rulebook.aot.special-units-abilities"},
	Section{Line: 1109, Key: "rulebook.aot.the-generals-unit"},
	Section{Line: 1123, Key: "rulebook.aot.advanced-rules"},
	Section{Line: 1125, Key: "rulebook.aot.terrain-modifiers"},
	Section{Line: 1129, Key: "rulebook.aot.plains"},
	Section{Line: 1133, Key: "rulebook.aot.light-woods"},
	Section{Line: 1137, Key: "rulebook.aot.dense-woods"},
	Section{Line: 1141, Key: "rulebook.aot.rice-fields"},
	Section{Line: 1145, Key: "rulebook.aot.river"},
	Section{Line: 1150, Key: "rulebook.aot.ford"},
	Section{Line: 1155, Key: "rulebook.aot.bridge"},
	Section{Line: 1159, Key: "rulebook.aot.village"},
	Section{Line: 1163, Key: "rulebook.aot.rocky-ground"},
	Section{Line: 1167, Key: "rulebook.aot.cliff"},
	Section{Line: 1171, Key: "rulebook.aot.hill"},
	Section{Line: 1177, Key: "rulebook.aot.expert-rules"},
	Section{Line: 1179, Key: "rulebook.aot.fatigue"},
	Section{Line: 1211, Key: "rulebook.aot.orders"},
	Section{Line: 1213, Key: "rulebook.aot.assault-2"},
	Section{Line: 1217, Key: "rulebook.aot.move-and-fire"},
	Section{Line: 1221, Key: "rulebook.aot.retreat-2"},
	Section{Line: 1227, Key: "rulebook.aot.run"},
	Section{Line: 1231, Key: "rulebook.aot.ambush"},
	Section{Line: 1235, Key: "rulebook.aot.join"},
	Section{Line: 1239, Key: "rulebook.aot.rest-2"},
	Section{Line: 1243, Key: "rulebook.aot.terrain"},
	Section{Line: 1245, Key: "rulebook.aot.river"},
	Section{Line: 1249, Key: "rulebook.aot.ford"},
	Section{Line: 1253, Key: "rulebook.aot.bridge"},
	Section{Line: 1257, Key: "rulebook.aot.hills"},
	Section{Line: 1259, Key: "rulebook.aot.gentle-slope"},
	Section{Line: 1263, Key: "rulebook.aot.steep-slope"},
)

// Senjutsu is Senjutsu: Battle for Japan (seed 001, Italian rulebook). Its
// OCR text runs two columns together, so only the headings the site cites
// are listed, each at its own line; the turn's five steps are numbered in
// the rulebook ("1] Pescare"). The turn sequence's own heading reads
// "SE(lUENZA DEL TURNO" in the OCR text: the steps are cited instead.
var Senjutsu = newBook("001_a32851a1929793c5.txt", "Senjutsu: Battle for Japan", "Senjutsu: Battle for Japan",
	Section{Line: 76, Key: "rulebook.senjutsu.advantage"},
	Section{Line: 77, Key: "rulebook.senjutsu.golden-rule"},
	Section{Line: 127, Key: "rulebook.senjutsu.your-characters-skill-deck"},
	Section{Line: 173, Key: "rulebook.senjutsu.kamae-kamae-tree-and-focus"},
	Section{Line: 308, Key: "rulebook.senjutsu.mandatory-focus-costs"},
	Section{Line: 339, Key: "rulebook.senjutsu.setting-up-the-battlefield"},
	Section{Line: 361, Key: "rulebook.senjutsu.setting-up-the-players"},
	Section{Line: 422, Key: "rulebook.senjutsu.playing-the-game"},
	Section{Line: 428, Number: "1", Key: "rulebook.senjutsu.draw"},
	Section{Line: 440, Number: "2", Key: "rulebook.senjutsu.choose"},
	Section{Line: 468, Number: "3", Key: "rulebook.senjutsu.reveal"},
	Section{Line: 517, Number: "5", Key: "rulebook.senjutsu.discard"},
	Section{Line: 533, Number: "4", Key: "rulebook.senjutsu.resolve"},
	Section{Line: 602, Key: "rulebook.senjutsu.resolving-the-cards"},
	Section{Line: 604, Key: "rulebook.senjutsu.movement-effects"},
	Section{Line: 722, Key: "rulebook.senjutsu.forced-movement-and-collisions"},
	Section{Line: 762, Key: "rulebook.senjutsu.attack-and-defense-skill-cards"},
	Section{Line: 820, Key: "rulebook.senjutsu.wounds"},
	Section{Line: 857, Key: "rulebook.senjutsu.bleeding-wounds"},
	Section{Line: 1102, Key: "rulebook.senjutsu.instant-cards"},
	Section{Line: 1176, Key: "rulebook.senjutsu.stun"},
	Section{Line: 1202, Key: "rulebook.senjutsu.crippled"},
	Section{Line: 1233, Key: "rulebook.senjutsu.poison"},
	Section{Line: 1309, Key: "rulebook.senjutsu.additional-rules-for-more-players"},
	Section{Line: 1374, Key: "rulebook.senjutsu.terrain-and-blocks"},
	Section{Line: 1449, Key: "rulebook.senjutsu.attack-sequence"},
	Section{Line: 1480, Key: "rulebook.senjutsu.block-sequence"},
	Section{Line: 1543, Key: "rulebook.senjutsu.deck-building"},
	Section{Line: 1605, Key: "rulebook.senjutsu.initiative-comparison-attacks"},
	Section{Line: 1626, Key: "rulebook.senjutsu.concealment"},
	Section{Line: 1685, Key: "rulebook.senjutsu.movement-on-large-battlefields"},
)
