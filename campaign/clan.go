package campaign

// Clan is one of the six great houses of the 1560 campaign (campaign-1560 §1).
type Clan string

// The six clans, in the order the seed lists their provinces (§2).
const (
	Hojo    Clan = "Hojo"
	Uesugi  Clan = "Uesugi"
	Takeda  Clan = "Takeda"
	Imagawa Clan = "Imagawa"
	Mori    Clan = "Mori"
	Shimazu Clan = "Shimazu"
)

// Neutral is the owner of a province no clan controls.
const Neutral Clan = ""

// Clans lists the six clans in the seed's order.
var Clans = []Clan{Hojo, Uesugi, Takeda, Imagawa, Mori, Shimazu}

// Valid reports whether c is one of the six clans.
func (c Clan) Valid() bool {
	for _, k := range Clans {
		if c == k {
			return true
		}
	}
	return false
}

// ParseClan returns the clan named s (case-insensitive), or false.
func ParseClan(s string) (Clan, bool) {
	for _, k := range Clans {
		if equalFold(string(k), s) {
			return k, true
		}
	}
	return "", false
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
