// Package sekigahara holds the rule data and calculators of Sekigahara: The
// Unification of Japan (GMT 2011), from the Italian translation of the
// rules (seed 002_c317cb01518fb7ee.txt; digest rules/sekigahara.md).
// Section numbers are the rulebook's. The game has no dice: every result
// is exact arithmetic.
//
// Calculators (each validates its input and returns a *tables.ValidationError
// with English and Italian messages on a problem):
//
//   - Evaluate(Battle): the battle and siege tracker (8.2–8.10). A Battle is
//     an ordered list of Deployments, replayed from scratch on every call,
//     so undo is dropping the last entry.
//   - Allowance(Move): a group's movement allowance (7.3.3–7.3.6).
//   - CheckOverrun(Overrun): the 4:1 overrun (7.4).
//   - Reinforce(Reinforcement): the weekly Reinforcement phase (6.2).
//   - CountVictory(Victory): victory points at the end of week 7 (2.2).
//
// OptionList lists the ambiguities (digest S-nn) the calculators take as
// Options; MovementTable, MovementCards and the other exported variables are
// the rule tables.
//
// The map, the block roster and the card decks are not in the seed (S-01):
// users enter the blocks and cards they play, and nothing here invents them.
// Only the blocks the rules themselves single out are known: the wild Ishida
// and Ii blocks (8.2.2, 9.4) and the two 3-dot commanders (2.1, 3.2).
//
// # Deployment list text encoding
//
// A battle's list fits in a URL query value: entries are separated by ".",
// and only lowercase letters, digits, "-" and "." occur.
//
//	list   = "" | entry *( "." entry )
//	entry  = side ( "p" | "l" [ "r" ] | card [ daimyo ] "-" block [ "-" block ] )
//	side   = "i" (Ishida) | "t" (Tokugawa)
//	"p"    = declares finished (Pass, 8.5)
//	"l"    = Loyalty Challenge against the deployment just made; the block
//	         defects. "lr": the challenge is refuted (Challenge, 8.6)
//	card   = "f" free commander, no card (8.2.4) | "m" plain card of the mon
//	       | "s" swords card (Special Attack, 8.4.1) | "d" double card (8.4.2)
//	daimyo = 1–20 letters a–z, the key of a mon ("mori" for Mōri); after
//	         the card letter it names the card's mon, which may differ from
//	         the block's only for a wild block (ishida, ii; 8.2.2) and may
//	         be left out even then
//	block  = daimyo mon *flag
//	mon    = "1" | "2" | "3" | "4"
//	flag   = "c" cavalry | "a" arquebus | "n" commander (1-dot nobori)
//	       | "n3" 3-dot nobori (Ishida Mitsunari, Tokugawa Ieyasu)
//
// The rulebook's combat example (Ishida attacks, 11 – 13) is
//
//	if-mori1n.ts-maeda1c.id-ukita2-ukita2.tm-tokugawa3.im-uesugi1a.tm-tokugawa1.is-mori1c.tm-tokugawa3.ip.tp
//
// ParseDeployments checks only this syntax; EncodeDeployments writes the
// canonical form (symbol flag before nobori flag), and the two round-trip.
//
// # URL queries
//
// The web layer reads the inputs from a URL query with package query: the
// keys are the JSON names (nested sides as "ishida.hand", the options at
// the top level: their fields are tagged query:",inline"), and the
// deployment list is its text code, so a result page is a link.
package sekigahara
