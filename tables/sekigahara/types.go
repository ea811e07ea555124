package sekigahara

import (
	"strings"

	"sengoku/i18n"
)

// Side is one of the two coalitions (1, 3.1): Ishida plays gold, Tokugawa
// black.
type Side string

// The two sides.
const (
	Ishida   Side = "ishida"
	Tokugawa Side = "tokugawa"
)

// Valid reports whether s names a side.
func (s Side) Valid() bool { return s == Ishida || s == Tokugawa }

// Opponent returns the other side.
func (s Side) Opponent() Side {
	if s == Ishida {
		return Tokugawa
	}
	return Ishida
}

// Name is the side's display name; the historical names are the same in
// English and Italian.
func (s Side) Name() string {
	switch s {
	case Ishida:
		return "Ishida"
	case Tokugawa:
		return "Tokugawa"
	}
	return string(s)
}

// Symbol is the attack symbol some blocks carry (3.2): it allows a Special
// Attack when the block is deployed with a swords card (8.4.1).
type Symbol string

// Block symbols. The empty Symbol is a block with neither.
const (
	NoSymbol Symbol = ""
	Cavalry  Symbol = "cavalry"
	Arquebus Symbol = "arquebus"
)

func (s Symbol) valid() bool { return s == NoSymbol || s == Cavalry || s == Arquebus }

// name is the symbol's name, none for a block with neither.
func (s Symbol) name() i18n.Msg {
	switch s {
	case Cavalry:
		return i18n.M("sekigahara.symbol.cavalry")
	case Arquebus:
		return i18n.M("sekigahara.symbol.arquebus")
	}
	return i18n.Msg{}
}

// CardKind is how a block is brought into battle (8.2.2–8.2.4, 8.4).
type CardKind string

// Card kinds. A Loyalty Challenge card never deploys a block here: it is an
// Action of its own (8.6); the Ii block may not use one (9.4) and the seed
// gives Loyalty Challenge cards no mon for any other block.
const (
	// Free is a commander deployed without a card (8.2.4).
	Free CardKind = "free"
	// Plain is an ordinary card showing the block's mon (8.2.2).
	Plain CardKind = "plain"
	// Swords is a card with swords: a Special Attack card (8.4.1).
	Swords CardKind = "swords"
	// Double is a double card: one or two blocks of its mon, no Special
	// Attack (8.4.2).
	Double CardKind = "double"
)

func (k CardKind) valid() bool { return k == Free || k == Plain || k == Swords || k == Double }

// Action is what one entry of a battle's list does.
type Action string

// Actions of the battle tracker.
const (
	// Deploy plays a card (or none, for a free commander) and reveals one
	// block, or two with a double card (8.2.3).
	Deploy Action = "deploy"
	// Challenge plays a Loyalty Challenge card against the opponent's
	// deployment just made (8.6.1).
	Challenge Action = "challenge"
	// Pass declares the side will deploy no more (8.5).
	Pass Action = "pass"
)

// CombatKind tells a battle from a siege (8.1).
type CombatKind string

// Combat kinds.
const (
	// Field is a battle: nobody is inside a castle (8.2).
	Field CombatKind = "battle"
	// Siege is a combat with the defender inside a castle (8.9).
	Siege CombatKind = "siege"
)

// Castle names the castles whose disc changes a siege (9.1, 9.2); every
// other castle is OtherCastle.
type Castle string

// Castles.
const (
	OtherCastle Castle = ""
	Osaka       Castle = "osaka"
	Ueda        Castle = "ueda"
)

func (c Castle) valid() bool { return c == OtherCastle || c == Osaka || c == Ueda }

// Block is one deployed block as it is revealed (3.2). Daimyo is the key of
// the block's mon as written on the cards, in lowercase ASCII letters
// (Mōri is "mori"); "ishida" and "ii" name the two wild blocks (8.2.2).
type Block struct {
	Daimyo string `json:"daimyo"`
	// Mon is the block's strength, 1–4; only the Ii block has 4 (9.4).
	Mon    int    `json:"mon"`
	Symbol Symbol `json:"symbol,omitempty"`
	// Nobori is the dots on the block's banner: 0 for an ordinary block, 1
	// for a commander, 3 for Ishida Mitsunari or Tokugawa Ieyasu (3.2).
	// The Ishida block is Ishida Mitsunari and counts as 3 when left 0.
	Nobori int `json:"nobori,omitempty"`
}

// Deployment is one entry of a battle's ordered list: a deployment, a
// Loyalty Challenge or a declaration that a side has finished.
type Deployment struct {
	Side   Side   `json:"side"`
	Action Action `json:"action"`
	// Card is how the blocks are deployed (Deploy only).
	Card CardKind `json:"card,omitempty"`
	// CardDaimyo is the card's mon when it differs from the block's, which
	// only a wild block allows (8.2.2); empty means the block's own, or
	// for a wild block a card not worth naming.
	CardDaimyo string `json:"cardDaimyo,omitempty"`
	// Blocks are the blocks deployed: one, or up to two with a double card.
	Blocks []Block `json:"blocks,omitempty"`
	// Refuted is true when the challenged player showed another card able
	// to deploy the block, which stays loyal (8.6.1; Challenge only).
	Refuted bool `json:"refuted,omitempty"`
}

// daimyoName is the display form of a daimyo key: "ukita" → "Ukita".
func daimyoName(key string) string {
	if key == "" {
		return ""
	}
	return strings.ToUpper(key[:1]) + key[1:]
}

// validDaimyo reports whether key is 1–maxDaimyoLen lowercase ASCII letters.
func validDaimyo(key string) bool {
	if len(key) == 0 || len(key) > maxDaimyoLen {
		return false
	}
	for i := 0; i < len(key); i++ {
		if key[i] < 'a' || key[i] > 'z' {
			return false
		}
	}
	return true
}
