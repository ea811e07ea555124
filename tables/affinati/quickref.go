package affinati

import (
	"strconv"
	"strings"

	"sengoku/tables/rulebook"
)

// refLine is one rule sentence of the quick reference; "{cm:X}" stands for
// a distance of X cm in the rules, printed in the sheet's units.
type refLine struct {
	Text
	Rule string
}

// turnSequence is §5–§6, "Sequenza di gioco".
var turnSequence = [...]refLine{
	{T("Initiative: roll 1d6; the score is this turn's PIPs. Unused PIPs are lost.",
		"Iniziativa: tira 1d6; il risultato sono i PIP del turno. I PIP non usati sono persi."), rulebook.Samurai.Title(rulebook.SamSequence, rulebook.SamPIP)}, // cites §6, §7
	{T("Tactical moves: spend the PIPs on moves and withdrawals.",
		"Movimenti tattici: spendi i PIP in movimenti e ritirate."), rulebook.Samurai.Title(rulebook.SamSequence, rulebook.SamMoves, rulebook.SamWithdraw)}, // cites §6, §8, §9
	{T("Shooting: every Archer and Arquebusier element of both sides able to shoot does so, one at a time in an agreed order; each result is applied at once.",
		"Tiro: tutti gli elementi di Arcieri e Archibugieri delle due parti in grado di farlo tirano, uno alla volta nell'ordine concordato; ogni risultato si applica subito."), rulebook.Samurai.Title(rulebook.SamSequence) + "; B-10"}, // cites §6
	{T("Close combat: every element of both sides with its front properly in contact with an enemy fights, in the order the phasing player chooses.",
		"Corpo a corpo: combatte ogni elemento delle due parti con il fronte adeguatamente a contatto con il nemico, nell'ordine scelto dal giocatore di turno."), rulebook.Samurai.Title(rulebook.SamSequence, rulebook.SamCloseCombat)}, // cites §6, §12
	{T("End of turn: check the victory conditions.", "Fine del turno: controlla le condizioni di vittoria."), rulebook.Samurai.Title(rulebook.SamVictory)}, // cites §15
}

// movementRules is §4, §8 and §10.
var movementRules = [...]refLine{
	{T("Move straight ahead or obliquely, never beyond the move for the terrain at the start and at the end of the move: the lower applies.",
		"Si muove dritto o in obliquo, senza superare il movimento del terreno di partenza e di arrivo: vale il minore."), rulebook.Samurai.Title(rulebook.SamMoves) + "; B-13"}, // cites §8
	{T("Instead of moving an element may change facing; only Warrior Monks may move and turn in the same move.",
		"Invece di muovere un elemento può cambiare fronte; solo i Monaci guerrieri possono muovere e cambiare fronte nella stessa mossa."), rulebook.Samurai.Title(rulebook.SamMoves)}, // cites §8
	{T("No element may enter the {cm:5} zone directly in front of an enemy element, unless another element is in between, except to contact it, to retire straight back or as a combat result.",
		"Nessun elemento può entrare nella zona di {cm:5} davanti a un elemento nemico, se non c'è un altro elemento interposto, tranne per contattarlo, per ritirarsi direttamente alle proprie spalle o come risultato di combattimento."), rulebook.Samurai.Title(rulebook.SamMoves)}, // cites §8
	{T("No element may pass through another, friend or foe.",
		"Nessun elemento può attraversare un altro elemento, amico o nemico."), rulebook.Samurai.Title(rulebook.SamMoves)}, // cites §8
	{T("Any troop may move into contact; a melee needs the two fronts in contact and aligned.",
		"Tutte le truppe possono muovere a contatto; una mischia richiede i due fronti a contatto e allineati."), rulebook.Samurai.Title(rulebook.SamContact, rulebook.SamCloseCombat)}, // cites §10, §12
	{T("Difficult terrain: woods, hills, dunes, broken, muddy or stony ground, vineyards and linear obstacles; open plain and gentle hills are good terrain.",
		"Terreno difficile: boschi, colline, dune, terreno rotto, fangoso o pietroso, vigne e ostacoli lineari; pianura e colline dolci sono terreno buono."), rulebook.Samurai.Title(rulebook.SamBattlefield)}, // cites §4
	{T("Rivers are difficult terrain: an element entering one must stop, and crosses by standing in it for one whole move.",
		"I fiumi sono terreno difficile: chi vi entra deve fermarsi, e attraversa restandovi fermo per un intero turno di movimento."), rulebook.Samurai.Title(rulebook.SamContact)}, // cites §10
}

// withdrawalRules is §9.
var withdrawalRules = [...]refLine{
	{T("Withdrawal: 1 PIP per single element, at least {cm:5} straight back, ending facing the enemy; only if the enemy is slower and no enemy touches its flank or rear.",
		"Ritirata: 1 PIP per singolo elemento, almeno {cm:5} direttamente indietro, terminando rivolti al nemico; solo se il nemico è più lento e nessun nemico è a contatto su fianco o retro."), rulebook.Samurai.Title(rulebook.SamWithdraw)}, // cites §9
	{T("Cavalry break-off: Mounted Samurai just contacted may roll 1d6 at once and break contact on 5+, +1 for every {cm:2.5} of speed difference; no PIP.",
		"Rottura del contatto: i Samurai a cavallo appena contattati possono tirare subito 1d6 e rompono il contatto con 5+, +1 ogni {cm:2.5} di differenza di movimento; nessun PIP."), rulebook.Samurai.Title(rulebook.SamWithdraw) + "; B-14"}, // cites §9
}

// shootingRules is §11.1.
var shootingRules = [...]refLine{
	{T("Archers and Arquebusiers shoot up to {cm:10} at an enemy directly in front or within 45° of either front corner.",
		"Arcieri e Archibugieri tirano fino a {cm:10} contro un nemico direttamente di fronte o entro 45° dagli spigoli frontali."), rulebook.Samurai.Title(rulebook.SamShooting)}, // cites §11.1
	{T("Difficult terrain or any element even partly in between blocks the shot; no shooting if the shooter, the target or a rear supporter of either is in melee.",
		"Il tiro è bloccato da terreno difficile o da elementi anche solo parzialmente interposti; non si tira se tiratore, bersaglio o chi li supporta alle spalle sono in mischia."), rulebook.Samurai.Title(rulebook.SamShooting)}, // cites §11.1
	{T("Up to two more elements may shoot at the same target as support of the first shooter.",
		"Fino a due elementi aggiuntivi possono tirare sullo stesso bersaglio come supporto del primo tiratore."), rulebook.Samurai.Title(rulebook.SamShooting)}, // cites §11.1
	{T("Shooter and target roll 1d6 each and add their CF (the target its CF vs foot); the target adds the modifiers below. Only the target can suffer the result.",
		"Tiratore e bersaglio tirano 1d6 ciascuno e sommano il fattore di combattimento (il bersaglio quello contro appiedati); il bersaglio aggiunge i modificatori qui sotto. Solo il bersaglio subisce il risultato."), rulebook.Samurai.Title(rulebook.SamShooting) + "; B-16"}, // cites §11.1
}

// afterCombatRules is §13.1 and §14, "Ripiegare, fuggire, inseguire".
var afterCombatRules = [...]refLine{
	{T("Recoil: straight back one base depth without turning, pushing back friends facing the same way; destroyed if it meets an enemy, impassable terrain or a friend facing another way.",
		"Ripiegare: direttamente indietro della profondità della basetta senza voltarsi, spingendo gli amici orientati nello stesso senso; è distrutto se incontra un nemico, terreno impraticabile o amici orientati diversamente."), rulebook.Samurai.Title(rulebook.SamRecoil)}, // cites §14
	{T("Flee: recoil, turn 180° and make one full extra move towards the former rear, obliquely if needed to avoid elements, impassable or difficult terrain.",
		"Fuggire: ripiega, ruota di 180° e muove un'intera mossa addizionale verso quelle che erano le sue spalle, in obliquo se serve per evitare elementi, terreno intransitabile o difficile."), rulebook.Samurai.Title(rulebook.SamRecoil)}, // cites §14
	{T("Pursue: Mounted Samurai, Foot Samurai and Warrior Monks whose close-combat opponent recoils, flees or is destroyed must at once move straight ahead one base depth.",
		"Inseguire: Samurai a cavallo, Samurai a piedi e Monaci guerrieri il cui avversario nel corpo a corpo ripiega, fugge o è distrutto devono subito avanzare dritti di una profondità di basetta."), rulebook.Samurai.Title(rulebook.SamRecoil)}, // cites §14
	{T("Ashigaru, Ronin, Archers and Arquebusiers never pursue; nobody pursues after shooting.",
		"Ashigaru, Ronin, Arcieri e Archibugieri non inseguono mai; dopo il tiro nessuno insegue."), rulebook.Samurai.Title(rulebook.SamRecoil)}, // cites §14
	{T("Rear supporters share the result of the element in front; elements that fought against the enemy's flank or rear recoil when their friend in frontal contact recoils, flees or is destroyed.",
		"Chi supporta alle spalle subisce lo stesso effetto dell'elemento davanti; chi ha combattuto contro il fianco o il retro nemico indietreggia se l'amico in contatto frontale indietreggia, fugge o è distrutto."), rulebook.Samurai.Title(rulebook.SamResult)}, // cites §13.1
}

// ReferenceInput chooses the units of the quick-reference sheet.
type ReferenceInput struct {
	// Figures is "15mm" (default) or "25mm"; Units "cm" (default) or "in".
	Figures string `json:"figures"`
	Units   string `json:"units"`
	Options
}

// QuickRef is the content of a two-sided quick-reference sheet.
type QuickRef struct {
	Title    Text         `json:"title"`
	Figures  string       `json:"figures"`
	Units    string       `json:"units"`
	Sections []RefSection `json:"sections"`
	Source   Text         `json:"source"`
	Options  Options      `json:"options"`
}

// RefSection is one box of the sheet; Side is 1 (front) or 2 (back).
type RefSection struct {
	ID      string   `json:"id"`
	Side    int      `json:"side"`
	Title   Text     `json:"title"`
	Columns []Text   `json:"columns,omitempty"`
	Rows    []RefRow `json:"rows"`
	Notes   []Text   `json:"notes,omitempty"`
	Rule    string   `json:"rule"`
}

// RefRow is one line of a section: one cell per column (one cell when the
// section has no columns).
type RefRow struct {
	Cells []Text `json:"cells"`
	Rule  string `json:"rule,omitempty"`
}

// QuickReference returns the sheet with every option at its default, in
// cm for 15 mm figures.
func QuickReference() QuickRef {
	q, _ := QuickReferenceFor(ReferenceInput{})
	return q
}

// Validate reports every problem with the input.
func (in ReferenceInput) Validate() error {
	s, v := in.Options.resolve()
	resolveScale(v, in.Figures, in.Units, s)
	return v.Err()
}

// QuickReferenceFor builds the sheet from the rule tables under the chosen
// options and units: side 1 turn sequence, PIPs, troops and movement,
// withdrawal, shooting; side 2 close combat, results, recoil/flee/pursue,
// victory.
func QuickReferenceFor(in ReferenceInput) (QuickRef, error) {
	if err := in.Validate(); err != nil {
		return QuickRef{}, err
	}
	s, v := in.Options.resolve()
	sp := resolveScale(v, in.Figures, in.Units, s)
	r := refBuilder{in: in, s: s, sp: sp}
	q := QuickRef{
		Title:   T("SAMURAI — quick reference", "SAMURAI — riferimento rapido"),
		Figures: sp.basing.Figures, Units: sp.units, Options: in.Options.WithDefaults(),
		Source: T("SAMURAI, wargame rules for medieval Japan, by Riccardo Affinati. «Titles» are the sections of the printed rulebook; B-nn marks a reading the rules leave open (default unless the options say otherwise).",
			"SAMURAI, regole di wargame per il Giappone medievale, di Riccardo Affinati. I «titoli» sono le sezioni del regolamento stampato; B-nn indica un punto che le regole lasciano aperto (valore predefinito salvo diversa opzione)."),
	}

	q.Sections = []RefSection{
		r.sequenceSection(),
		r.pipSection(),
		r.troopSection(),
		r.movementSection(),
		r.withdrawalSection(),
		r.shootingSection(),
		r.meleeSection(),
		resultSection(s),
		r.afterCombatSection(),
		victorySection(s),
	}
	return q, nil
}

// refBuilder writes the quick reference's sections for one set of options
// and one scale.
type refBuilder struct {
	in ReferenceInput
	s  settings
	sp scaleSpec
}

// fill writes the distances of t in the reference's scale.
func (r refBuilder) fill(t Text) Text { return fillDistances(t, r.sp.format) }

func (r refBuilder) lines(ls []refLine) []RefRow {
	rows := make([]RefRow, len(ls))
	for i, l := range ls {
		rows[i] = RefRow{Cells: []Text{r.fill(l.Text)}, Rule: l.Rule}
	}
	return rows
}

// sequenceSection is the turn sequence (§6).
func (r refBuilder) sequenceSection() RefSection {
	seq := RefSection{ID: "sequence", Side: 1, Title: T("Turn sequence", "Sequenza di gioco"), Rule: rulebook.Samurai.Title(rulebook.SamSequence), // cites §6
		Notes: []Text{T("The Attacker plays turn 1, then the players alternate.", "L'Attaccante gioca il 1° turno, poi i giocatori si alternano.")}}
	for i, l := range turnSequence {
		seq.Rows = append(seq.Rows, RefRow{Cells: []Text{Same(strconv.Itoa(i + 1)), r.fill(l.Text)}, Rule: l.Rule})
	}
	return seq
}

// pipSection is the PIP costs (§7).
func (r refBuilder) pipSection() RefSection {
	pips := RefSection{ID: "pips", Side: 1, Title: T("Initiative points (PIPs)", "Punti Iniziativa (PIP)"), Rule: rulebook.Samurai.Title(rulebook.SamPIP), // cites §7
		Columns: []Text{T("Move", "Movimento"), T("PIPs", "PIP")}}
	pips.Rows = append(pips.Rows, RefRow{Cells: []Text{T("An element or a tactical group (DBA group: side by side or front to rear, same facing, same move)",
		"Un elemento o un gruppo tattico (gruppo DBA: a contatto di lato o fronte-retro, stesso orientamento, stessa mossa)"), Same(strconv.Itoa(pipBaseCost))}, Rule: rulebook.Samurai.Title(rulebook.SamPIP) + "; B-11"}) // cites §7
	for _, sc := range pipSurcharges {
		if sc.Key == "dismounting" && !r.s.allowDismount {
			continue
		}
		pips.Rows = append(pips.Rows, RefRow{Cells: []Text{r.fill(sc.Text), Same(signed(pipSurchargeAdd))}, Rule: sc.Rule})
	}
	pips.Rows = append(pips.Rows, RefRow{Cells: []Text{T("Withdraw one element from close combat", "Ritirare un elemento dal corpo a corpo"),
		Same(strconv.Itoa(pipWithdrawCost))}, Rule: rulebook.Samurai.Title(rulebook.SamWithdraw)}) // cites §9
	surcharge := T("No surcharge in each player's first turn; +1 at most however many conditions apply (B-12).",
		"Nessun sovrapprezzo nel primo turno di ciascun giocatore; +1 al massimo qualunque sia il numero di condizioni (B-12).")
	if r.s.pipCumulative {
		surcharge = T("No surcharge in each player's first turn; +1 for each condition that applies (B-12 option).",
			"Nessun sovrapprezzo nel primo turno di ciascun giocatore; +1 per ogni condizione presente (opzione B-12).")
	}
	_, m1 := movesPerTurn(1, false)
	_, m2 := movesPerTurn(2, false)
	pips.Notes = []Text{surcharge, T("Average moves per turn: "+num(m1)+" at 1 PIP, "+num(m2)+" at 2 PIPs.",
		"Movimenti medi per turno: "+itNum(m1)+" a 1 PIP, "+itNum(m2)+" a 2 PIP.")}
	return pips
}

// troopSection is each troop's moves, range and combat factors (§3).
func (r refBuilder) troopSection() RefSection {
	troops := RefSection{ID: "troops", Side: 1, Title: T("Troops and movement", "Truppe e movimento"), Rule: rulebook.Samurai.Title(rulebook.SamTroops), // cites §3
		Columns: []Text{T("Troop", "Truppa"), T("Good terrain", "Terreno buono"), T("Difficult terrain", "Terreno difficile"),
			T("Shooting range", "Raggio di tiro"), T("CF vs foot", "Valore vs appiedati"), T("CF vs mounted", "Valore vs montati"), T("Difficult terrain in melee", "Terreno difficile in mischia")}}
	for _, tr := range troopTraits {
		p, _ := profile(tr.Type, r.s)
		rng := T("—", "—")
		if p.Shoots {
			rng = r.sp.format(p.Range)
		}
		troops.Rows = append(troops.Rows, RefRow{Cells: []Text{p.Name, r.sp.format(p.MoveGood), r.sp.format(p.MoveDifficult), rng,
			Same(strconv.Itoa(p.CFFoot)), Same(strconv.Itoa(p.CFMounted)), p.TerrainNote}, Rule: p.Rule})
	}
	return troops
}

// movementSection is tactical movement (§8, §10).
func (r refBuilder) movementSection() RefSection {
	mv := RefSection{ID: "movement", Side: 1, Title: T("Tactical movement", "Movimenti tattici"), Rule: rulebook.Samurai.Title(rulebook.SamMoves, rulebook.SamContact), Rows: r.lines(movementRules[:])} // cites §8, §10
	if r.s.allowDismount {
		mv.Rows = append(mv.Rows, RefRow{Cells: []Text{T("Mounted Samurai may dismount as Foot Samurai as part of a move (+1 PIP) and never remount.",
			"I Samurai a cavallo possono smontare come Samurai a piedi durante un movimento (+1 PIP) e non possono rimontare.")}, Rule: rulebook.Samurai.Title(rulebook.SamPIP) + "; B-05"}) // cites §3.3
	}
	return mv
}

// withdrawalSection is leaving close combat (§9).
func (r refBuilder) withdrawalSection() RefSection {
	wd := RefSection{ID: "withdrawal", Side: 1, Title: T("Leaving close combat", "Ritirarsi dal corpo a corpo"), Rule: rulebook.Samurai.Title(rulebook.SamWithdraw), // cites §9
		Columns: []Text{T("Mounted Samurai contacted by", "Samurai a cavallo contattati da"), T("Break off on", "Rompono il contatto con")}}
	for _, l := range withdrawalRules {
		wd.Notes = append(wd.Notes, r.fill(l.Text))
	}
	wd.Rows = breakOffRows(r.in.Options)
	if r.s.speedCurrent {
		wd.Notes = append(wd.Notes, T("Speeds compared in the terrain each element stands in (B-14 option); the rows assume good terrain.",
			"Velocità confrontate nel terreno in cui si trova ciascun elemento (opzione B-14); le righe valgono in terreno buono."))
	}
	return wd
}

// shootingSection is shooting (§11).
func (r refBuilder) shootingSection() RefSection {
	sh := RefSection{ID: "shooting", Side: 1, Title: T("Shooting", "Tiro"), Rule: rulebook.Samurai.Title(rulebook.SamShooting), // cites §11
		Columns: []Text{T("Target's modifier", "Modificatore del bersaglio"), T("Condition", "Condizione")}}
	for _, l := range shootingRules {
		sh.Notes = append(sh.Notes, r.fill(l.Text))
	}
	mods, _ := ShootingModifiers(r.in.Options)
	for _, m := range mods {
		sh.Rows = append(sh.Rows, RefRow{Cells: []Text{Same(signed(m.Value)), m.Text}, Rule: m.Rule})
	}
	if r.s.supportVsShooting {
		sh.Rows = append(sh.Rows, RefRow{Cells: []Text{Same(signed(melee(modSupport).Value)), T("Rear support also counts when shot at", "Il supporto alle spalle conta anche contro il tiro")}, Rule: rulebook.Samurai.Title(rulebook.SamCloseCombat) + "; B-21"}) // cites §12
	} else {
		sh.Notes = append(sh.Notes, T("Rear support (+3) does not count when shot at (B-21).", "Il supporto alle spalle (+3) non conta contro il tiro (B-21)."))
	}
	if r.s.mutualTwoOneWay {
		sh.Notes = append(sh.Notes, T("Two shooters firing at each other shoot separately; each shot can only harm its target (B-15 option).",
			"Due tiratori che si tirano a vicenda tirano separatamente; ogni tiro può colpire solo il suo bersaglio (opzione B-15)."))
	} else {
		sh.Notes = append(sh.Notes, T("Two shooters firing at each other make one opposed roll; the lower suffers (B-15).",
			"Due tiratori che si tirano a vicenda fanno un solo tiro contrapposto; subisce chi ha il totale minore (B-15)."))
	}
	return sh
}

// meleeSection is close combat's modifiers (§12).
func (r refBuilder) meleeSection() RefSection {
	ml := RefSection{ID: "melee", Side: 2, Title: T("Close combat", "Combattimento corpo a corpo"), Rule: rulebook.Samurai.Title(rulebook.SamCloseCombat), // cites §12
		Columns: []Text{T("Modifier", "Modificatore"), T("Condition", "Condizione")},
		Notes: []Text{T("Each element rolls 1d6 and adds its CF against the opponent's class (vs mounted only against Mounted Samurai) and the modifiers.",
			"Ogni elemento tira 1d6 e somma il fattore contro la classe dell'avversario (contro montati solo se affronta Samurai a cavallo) e i modificatori.")}}
	for _, m := range meleeModifiers {
		ml.Rows = append(ml.Rows, RefRow{Cells: []Text{Same(signed(m.Value)), m.Text}, Rule: m.Rule})
	}
	if r.s.monkBonus > 0 {
		ml.Rows = append(ml.Rows, RefRow{Cells: []Text{Same(signed(r.s.monkBonus)), T("Warrior Monks in melee in difficult terrain (advantaged)", "Monaci guerrieri in mischia in terreno difficile (avvantaggiati)")}, Rule: rulebook.Samurai.Title(rulebook.SamSummary) + "; B-04"}) // cites §3.2
	}
	if r.s.plusOneCumulative {
		ml.Notes = append(ml.Notes, T("Higher ground, river bank and defensive position add +1 each (B-19 option).", "Più in alto, riva del fiume e postazione difensiva danno +1 ciascuno (opzione B-19)."))
	} else {
		ml.Notes = append(ml.Notes, T("Higher ground, river bank and defensive position give +1 at most together (B-19).", "Più in alto, riva del fiume e postazione difensiva danno insieme +1 al massimo (B-19)."))
	}
	ml.Notes = append(ml.Notes, T("A flank is threatened by an enemy beside the enemy in front, its front corner touching this element's front corner (B-20).",
		"Un fianco è minacciato da un nemico accanto a quello di fronte, con lo spigolo frontale a contatto con quello di questo elemento (B-20)."))
	if r.s.flankBefore {
		ml.Notes = append(ml.Notes, T("An element contacted only on a flank or the rear turns to face before fighting (B-18 option).",
			"Un elemento contattato solo sul fianco o sul retro si volta prima di combattere (opzione B-18)."))
	} else {
		ml.Notes = append(ml.Notes, T("An element contacted only on a flank or the rear fights with the −1 and turns to face after the combat, if it has no frontal contact (B-18).",
			"Un elemento contattato solo sul fianco o sul retro combatte con il −1 e si volta dopo il combattimento, se non ha contatti frontali (B-18)."))
	}
	return ml
}

// afterCombatSection is recoil, flee and pursue (§14).
func (r refBuilder) afterCombatSection() RefSection {
	ac := RefSection{ID: "afterCombat", Side: 2, Title: T("Recoil, flee, pursue", "Ripiegare, fuggire, inseguire"), Rule: rulebook.Samurai.Title(rulebook.SamRecoil), Rows: r.lines(afterCombatRules[:])} // cites §14
	if r.s.pursuitEnteringOnly {
		ac.Rows = append(ac.Rows, RefRow{Cells: []Text{T("No pursuit into difficult terrain from good terrain (B-29 option).", "Niente inseguimento da terreno buono in terreno difficile (opzione B-29).")}, Rule: rulebook.Samurai.Title(rulebook.SamRecoil) + "; B-29"}) // cites §14
	} else {
		ac.Rows = append(ac.Rows, RefRow{Cells: []Text{T("No pursuit if any part of the pursuit move is in difficult terrain, Warrior Monks included.", "Niente inseguimento se una parte della mossa è in terreno difficile, Monaci guerrieri compresi.")}, Rule: rulebook.Samurai.Title(rulebook.SamRecoil) + "; B-29"}) // cites §14
	}
	bs := r.sp.basing
	ac.Notes = []Text{join("", T("Base depth: ", "Profondità della basetta: "), T("foot ", "fanteria "), r.sp.physical(bs.DepthFoot, bs.DepthFoot).Text,
		T(", mounted ", ", cavalleria "), r.sp.physical(bs.DepthMounted, bs.DepthMounted).Text, T(" ("+rulebook.Samurai.EN(rulebook.SamArmy)+").", " ("+rulebook.Samurai.IT(rulebook.SamArmy)+")."))} // cites §2
	return ac
}

// itNum writes a number with the Italian decimal comma.
func itNum(x float64) string { return strings.ReplaceAll(num(x), ".", ",") }

// breakOffRows runs the break-off calculator against each enemy type and
// groups the types with the same answer.
func breakOffRows(o Options) []RefRow {
	var rows []RefRow
	var keys []string
	for _, tr := range troopTraits {
		r, err := BreakOff(BreakOffInput{Enemy: tr.Type, Options: o})
		if err != nil {
			continue
		}
		cell := T("not allowed (enemy not slower)", "non permesso (nemico non più lento)")
		key := "no"
		if r.BreakOff {
			n := strconv.Itoa(r.Need)
			cell = T(n+"+ ("+strconv.Itoa(r.Chance.N)+" in 6)", n+"+ ("+strconv.Itoa(r.Chance.N)+" su 6)")
			key = n
		}
		found := false
		for i, k := range keys {
			if k == key {
				rows[i].Cells[0] = join(", ", rows[i].Cells[0], tr.Name)
				found = true
			}
		}
		if !found {
			keys = append(keys, key)
			rows = append(rows, RefRow{Cells: []Text{tr.Name, cell}, Rule: rulebook.Samurai.Title(rulebook.SamWithdraw) + "; B-14"}) // cites §9
		}
	}
	return rows
}

var bandLabels = map[Band]Text{
	Tie:   T("Equal totals", "Totali uguali"),
	Lower: T("Lower, but more than half (2×L > W)", "Inferiore, ma oltre la metà (2×L > W)"),
	Half:  T("Half or less (2×L ≤ W)", "Metà o meno (2×L ≤ W)"),
}

var effectLabels = map[Effect]Text{
	NoEffect:  T("No effect", "Nessun effetto"),
	Recoil:    T("Recoil", "Indietreggia"),
	Flee:      T("Flee", "Fugge"),
	Destroyed: T("Destroyed", "Distrutto"),
}

// resultSection prints the result table of §13.2 from its rules.
func resultSection(s settings) RefSection {
	sec := RefSection{ID: "results", Side: 2, Title: T("Combat results", "Risultato del combattimento"), Rule: rulebook.Samurai.Title(rulebook.SamResult), // cites §13.2
		Columns: []Text{T("Lower total", "Totale minore"), T("Loser", "Chi perde"), T("Condition", "Condizione"), T("Result", "Risultato")}}
	plain := map[string]Text{
		"loser":  T("the loser in good terrain", "chi perde in terreno buono"),
		"winner": T("the winner in good terrain", "chi vince in terreno buono"),
		"both":   T("both in good terrain", "entrambi in terreno buono"),
	}[s.plainRefersTo]
	for i, r := range resultTable {
		loser := T("All", "Tutti")
		if r.Loser != "" {
			loser = troopName(r.Loser)
		}
		var cond []Text
		if r.Difficult {
			cond = append(cond, T("in difficult terrain", "in terreno difficile"))
		}
		if r.Winner != "" {
			w := troopName(r.Winner)
			cond = append(cond, T("beaten by "+w.EN, "battuti da "+w.IT))
		}
		if r.Plain {
			cond = append(cond, join("", T("in the plain (", "in pianura ("), plain, T(", B-24)", ", B-24)")))
		}
		if r.Context == ContextMelee {
			cond = append(cond, T("in melee", "in mischia"))
		} else if r.Context == ContextShooting {
			cond = append(cond, T("shot at", "sotto tiro"))
		}
		c := join(" ", cond...)
		if len(cond) == 0 {
			c = T("—", "—")
			if i > 0 && resultTable[i-1].Band == r.Band && resultTable[i-1].Loser == r.Loser {
				c = T("otherwise", "altrimenti")
			}
		}
		eff := effectLabels[r.Effect]
		if r.Band == Tie && r.Effect == NoEffect {
			eff = T("No effect; a melee continues next turn", "Nessun effetto; la mischia prosegue il prossimo turno")
		}
		sec.Rows = append(sec.Rows, RefRow{Cells: []Text{bandLabels[r.Band], loser, c, eff}, Rule: r.Rule})
	}
	sec.Notes = []Text{
		T("W is the higher total, L the lower, compared exactly (B-22). Nothing flees under the printed table (B-25).",
			"W è il totale maggiore, L il minore, confrontati esattamente (B-22). Con la tabella stampata nessuno fugge (B-25)."),
		T("Shooters that are not shot at never suffer a result ("+rulebook.Samurai.EN(rulebook.SamShooting)+").", "Chi tira senza subire il tiro non subisce mai risultati ("+rulebook.Samurai.IT(rulebook.SamShooting)+")."), // cites §11.1
	}
	return sec
}

// victorySection prints §15 and, under a campaign break rule, the morale
// table.
func victorySection(s settings) RefSection {
	_, text := breakPoint12(s)
	gw := generalWeight(s)
	sec := RefSection{ID: "victory", Side: 2, Title: T("Victory", "Condizioni di vittoria"), Rule: rulebook.Samurai.Title(rulebook.SamVictory) + "; B-26; B-27", // cites §15
		Columns: []Text{T("Loss", "Perdita"), T("Counts", "Conta")},
		Rows: []RefRow{
			{Cells: []Text{T("Element destroyed, or off the table (it returns next campaign turn)", "Elemento distrutto, o uscito dal tavolo (rientra nel turno di campagna seguente)"), Same("1")}, Rule: rulebook.Samurai.Title(rulebook.SamVictory)},       // cites §15
			{Cells: []Text{T("The General's element", "L'elemento del Generale"), Same(strconv.Itoa(gw))}, Rule: rulebook.Samurai.Title(rulebook.SamVictory) + "; B-26"},                                                                                      // cites §15
			{Cells: []Text{T("Each camp or village captured and still held by the enemy", "Ogni accampamento o villaggio conquistato e ancora tenuto dal nemico"), Same(signed(battleVictory.CampExtra))}, Rule: rulebook.Samurai.Title(rulebook.SamVictory)}, // cites §15
		},
		Notes: []Text{text},
	}
	if s.breakRule != "battle" {
		for _, b := range campaignMorale {
			sec.Rows = append(sec.Rows, RefRow{Cells: []Text{
				T("Army of "+strconv.Itoa(b.MinSize)+"–"+strconv.Itoa(b.MaxSize)+" elements routs after losing", "Esercito di "+strconv.Itoa(b.MinSize)+"–"+strconv.Itoa(b.MaxSize)+" elementi va in rotta dopo aver perso"),
				Same(strconv.Itoa(b.BreakAt))}, Rule: b.Rule})
		}
		sec.Rows = append(sec.Rows, RefRow{Cells: []Text{T("MORALE card: break point", "Carta MORALE: punto di rotta"), Same(signed(moraleCardBonus))}, Rule: rulebook.Samurai.Title(rulebook.CampEvents)}) // cites campaign-1560 §5
	}
	return sec
}
