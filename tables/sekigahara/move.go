package sekigahara

import (
	"fmt"

	"sengoku/tables"
)

// Move is one group's move (7.3).
type Move struct {
	// Blocks is the size of the largest group the blocks travel with
	// during the move (7.3.5).
	Blocks int `json:"blocks"`
	// MainRoad: the whole move is on main roads (7.3.3).
	MainRoad bool `json:"mainRoad"`
	// Commander: a declared friendly commander block is in the starting
	// location (7.3.4).
	Commander bool `json:"commander"`
	// CommanderMoves: the commander moves with the group; needed for
	// command only under option commandRequiresLeaderMoving (S-07).
	CommanderMoves bool `json:"commanderMoves"`
	// OwnCastle: the group starts in a castle of its own colour that its
	// side controls (7.3.4).
	OwnCastle bool `json:"ownCastle"`
	// OwnCapital: the group starts in its own capital, Kyoto for Ishida or
	// Edo for Tokugawa (4.5, 7.3.4).
	OwnCapital bool `json:"ownCapital"`
	// ForcedMarch: one card discarded for this group (7.3.3).
	ForcedMarch bool    `json:"forcedMarch"`
	Options     Options `json:"options" query:",inline"`
}

// MoveResult is a group's movement allowance in locations, with its
// breakdown (7.3.6).
type MoveResult struct {
	Base        int `json:"base"`
	MainRoad    int `json:"mainRoad"`
	Command     int `json:"command"`
	ForcedMarch int `json:"forcedMarch"`
	// SizePenalty is 0, −1, −2, −3 or −4 (7.3.5).
	SizePenalty int `json:"sizePenalty"`
	// Allowance is the locations the group may move, 0 if it cannot.
	Allowance int  `json:"allowance"`
	CanMove   bool `json:"canMove"`
	// CommandSources lists what gave command: commander, castle, capital.
	CommandSources []string `json:"commandSources"`
	// FewerBlocks is the largest smaller group that would move further,
	// with its allowance; 0 when a smaller group gains nothing.
	FewerBlocks          int     `json:"fewerBlocks,omitempty"`
	FewerBlocksAllowance int     `json:"fewerBlocksAllowance,omitempty"`
	Options              Options `json:"options"`
	EN                   string  `json:"en"`
	IT                   string  `json:"it"`
}

// Validate reports problems with m as a *tables.ValidationError.
func (m Move) Validate() error {
	v := &tables.ValidationError{}
	if m.Blocks < 1 || m.Blocks > BlocksPerSide {
		v.AddTextf("blocks", "A group has 1 to %d blocks (1), not %d.", "Un gruppo ha da 1 a %d blocchi (1), non %d.", BlocksPerSide, m.Blocks)
	}
	if m.CommanderMoves && !m.Commander {
		v.AddText("commanderMoves", "A commander can only move with the group if one is in the starting location.",
			"Un comandante può muovere con il gruppo solo se si trova nella locazione di partenza.")
	}
	m.Options.validate(v)
	return v.Err()
}

// Allowance computes a group's movement allowance: 1 base, +1 for a move
// wholly on main roads, +1 for command, +1 for a forced march, minus the
// size penalty; 17 or more blocks never move (7.3.3–7.3.6).
func Allowance(m Move) (MoveResult, error) {
	if err := m.Validate(); err != nil {
		return MoveResult{}, err
	}
	opt := m.Options.WithDefaults()
	res := MoveResult{Options: opt, CommandSources: []string{}}
	res.Base = movementModifier("base")
	if m.MainRoad {
		res.MainRoad = movementModifier("mainRoad")
	}
	if m.Commander && (opt.CommandRequiresLeaderMoving == "false" || m.CommanderMoves) {
		res.CommandSources = append(res.CommandSources, "commander")
	}
	if m.OwnCastle {
		res.CommandSources = append(res.CommandSources, "castle")
	}
	if m.OwnCapital {
		res.CommandSources = append(res.CommandSources, "capital")
	}
	// Any combination of sources still gives a single +1 (7.3.4).
	if len(res.CommandSources) > 0 {
		res.Command = movementModifier("command")
	}
	if m.ForcedMarch {
		res.ForcedMarch = movementModifier("forcedMarch")
	}
	band := sizeBand(m.Blocks)
	res.SizePenalty = band.Modifier
	res.Allowance, res.CanMove = allowanceOf(res, band)
	for n := band.MinBlocks - 1; n >= 1; n-- {
		smaller := sizeBand(n)
		if a, ok := allowanceOf(res, smaller); ok && a > res.Allowance {
			res.FewerBlocks, res.FewerBlocksAllowance = n, a
			break
		}
	}
	t := moveText(m, res, band, opt)
	res.EN, res.IT = t.en, t.it
	return res, nil
}

// allowanceOf applies a size band to the bonuses in r.
func allowanceOf(r MoveResult, band SizeBand) (int, bool) {
	a := r.Base + r.MainRoad + r.Command + r.ForcedMarch + band.Modifier
	if band.CannotMove || a <= 0 {
		return 0, false
	}
	return a, true
}

func moveText(m Move, r MoveResult, band SizeBand, opt Options) bi {
	en := fmt.Sprintf("%d base", r.Base)
	it := fmt.Sprintf("%d base", r.Base)
	if r.MainRoad > 0 {
		en += fmt.Sprintf(" + %d main road", r.MainRoad)
		it += fmt.Sprintf(" + %d strada principale", r.MainRoad)
	}
	if r.Command > 0 {
		en += fmt.Sprintf(" + %d command", r.Command)
		it += fmt.Sprintf(" + %d comando", r.Command)
	}
	if r.ForcedMarch > 0 {
		en += fmt.Sprintf(" + %d forced march", r.ForcedMarch)
		it += fmt.Sprintf(" + %d marcia forzata", r.ForcedMarch)
	}
	if band.Modifier != 0 {
		en += fmt.Sprintf(" − %d for %d blocks", -band.Modifier, m.Blocks)
		it += fmt.Sprintf(" − %d per %d blocchi", -band.Modifier, m.Blocks)
	}
	var text bi
	if r.CanMove {
		text = bi{fmt.Sprintf("%s = %d (7.3.6): the group may move %d locations.", en, r.Allowance, r.Allowance),
			fmt.Sprintf("%s = %d (7.3.6): il gruppo può muovere di %d locazioni.", it, r.Allowance, r.Allowance)}
		if r.Allowance == 1 {
			text = bi{fmt.Sprintf("%s = 1 (7.3.6): the group may move 1 location.", en),
				fmt.Sprintf("%s = 1 (7.3.6): il gruppo può muovere di 1 locazione.", it)}
		}
	} else if band.CannotMove {
		text = bi{fmt.Sprintf("A group of %d blocks cannot move (17 or more, 7.3.6).", m.Blocks),
			fmt.Sprintf("Un gruppo di %d blocchi non può muovere (17 o più, 7.3.6).", m.Blocks)}
	} else {
		text = bi{fmt.Sprintf("%s = %d (7.3.6): the group cannot move; a group of 5–8 blocks needs at least one bonus.", en, r.Base+r.MainRoad+r.Command+r.ForcedMarch+band.Modifier),
			fmt.Sprintf("%s = %d (7.3.6): il gruppo non può muovere; un gruppo di 5–8 blocchi ha bisogno di almeno un bonus.", it, r.Base+r.MainRoad+r.Command+r.ForcedMarch+band.Modifier)}
		if m.Blocks > 8 {
			text = bi{fmt.Sprintf("%s = %d (7.3.6): the group cannot move.", en, r.Base+r.MainRoad+r.Command+r.ForcedMarch+band.Modifier),
				fmt.Sprintf("%s = %d (7.3.6): il gruppo non può muovere.", it, r.Base+r.MainRoad+r.Command+r.ForcedMarch+band.Modifier)}
		}
	}
	if len(r.CommandSources) > 1 {
		text = join(text, bi{"Several command sources still give only +1 (7.3.4).", "Più fonti di comando danno comunque solo +1 (7.3.4)."})
	}
	if m.Commander && r.Command == 0 && opt.CommandRequiresLeaderMoving == "true" {
		text = join(text, bi{"The commander stays behind, so he gives no command (option commandRequiresLeaderMoving, S-07).",
			"Il comandante resta indietro, quindi non dà comando (opzione commandRequiresLeaderMoving, S-07)."})
	}
	if r.Commander() {
		text = join(text, bi{"The commander must be declared to the opponent (7.3.4).", "Il comandante deve essere dichiarato all'avversario (7.3.4)."})
	}
	if m.ForcedMarch {
		text = join(text, bi{"The forced march costs 1 card; the group starts, moves and ends together (7.3.3).",
			"La marcia forzata costa 1 carta; il gruppo parte, muove e termina assieme (7.3.3)."})
	}
	if r.FewerBlocks > 0 {
		text = join(text, bif("With %d blocks or fewer the group would move %d (7.3.5).", "Con %d blocchi o meno il gruppo muoverebbe di %d (7.3.5).",
			r.FewerBlocks, r.FewerBlocksAllowance))
	}
	return text
}

// Commander reports whether a commander gave command.
func (r MoveResult) Commander() bool {
	for _, s := range r.CommandSources {
		if s == "commander" {
			return true
		}
	}
	return false
}

// MovementTableRow is one size band of the movement table with the
// allowance for each combination of bonuses (7.3.6; digest 11.4).
type MovementTableRow struct {
	Band SizeBand `json:"band"`
	// None, Road, RoadCommand and RoadCommandForced are the allowances
	// with no bonus, main road, main road + command, and all three.
	None              int `json:"none"`
	Road              int `json:"road"`
	RoadCommand       int `json:"roadCommand"`
	RoadCommandForced int `json:"roadCommandForced"`
}

// MovementTable computes the allowance of every size band (7.3.6) with
// Allowance itself, for a reference card.
func MovementTable() []MovementTableRow {
	var rows []MovementTableRow
	for _, band := range SizeBands {
		row := MovementTableRow{Band: band}
		for k, dst := range []*int{&row.None, &row.Road, &row.RoadCommand, &row.RoadCommandForced} {
			r, err := Allowance(Move{Blocks: band.MinBlocks, MainRoad: k >= 1, OwnCastle: k >= 2, ForcedMarch: k >= 3})
			if err == nil {
				*dst = r.Allowance
			}
		}
		rows = append(rows, row)
	}
	return rows
}
