package sekigahara

import (
	"sengoku/i18n"
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
	FewerBlocks          int      `json:"fewerBlocks,omitempty"`
	FewerBlocksAllowance int      `json:"fewerBlocksAllowance,omitempty"`
	Options              Options  `json:"options"`
	Text                 i18n.Msg `json:"-"` // worded as "en" and "it" by the API (handlers/calc/wire)
}

// Validate reports problems with m as a *tables.ValidationError.
func (m Move) Validate() error {
	v := &tables.ValidationError{}
	if m.Blocks < 1 || m.Blocks > BlocksPerSide {
		v.Add("blocks", "sekigahara.group-has-1-blocks-1", BlocksPerSide, m.Blocks)
	}
	if m.CommanderMoves && !m.Commander {
		v.Add("commanderMoves", "sekigahara.commander-can-only-move-with")
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
	res.Text = t
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

func moveText(m Move, r MoveResult, band SizeBand, opt Options) i18n.Msg {
	sum := i18n.M("sekigahara.move.base", r.Base)
	if r.MainRoad > 0 {
		sum = cat(sum, "sekigahara.move.term.main-road", r.MainRoad)
	}
	if r.Command > 0 {
		sum = cat(sum, "sekigahara.move.term.command", r.Command)
	}
	if r.ForcedMarch > 0 {
		sum = cat(sum, "sekigahara.move.term.forced-march", r.ForcedMarch)
	}
	if band.Modifier != 0 {
		sum = cat(sum, "sekigahara.move.term.size", -band.Modifier, m.Blocks)
	}
	total := r.Base + r.MainRoad + r.Command + r.ForcedMarch + band.Modifier
	var text i18n.Msg
	switch {
	case r.CanMove && r.Allowance == 1:
		text = i18n.M("sekigahara.move.may-one", sum)
	case r.CanMove:
		text = i18n.M("sekigahara.move.may", sum, r.Allowance, r.Allowance)
	case band.CannotMove:
		text = i18n.M("sekigahara.move.too-large", m.Blocks)
	case m.Blocks > 8:
		text = i18n.M("sekigahara.move.cannot", sum, total)
	default:
		text = i18n.M("sekigahara.move.cannot-needs-bonus", sum, total)
	}
	if len(r.CommandSources) > 1 {
		text = join(text, i18n.M("sekigahara.several-command-sources-still-give"))
	}
	if m.Commander && r.Command == 0 && opt.CommandRequiresLeaderMoving == "true" {
		text = join(text, i18n.M("sekigahara.commander-stays-behind-so-he"))
	}
	if r.Commander() {
		text = join(text, i18n.M("sekigahara.commander-must-declared-opponent-7"))
	}
	if m.ForcedMarch {
		text = join(text, i18n.M("sekigahara.forced-march-costs-1-card"))
	}
	if r.FewerBlocks > 0 {
		text = join(text, i18n.M("sekigahara.with-blocks-fewer-group-would",
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
