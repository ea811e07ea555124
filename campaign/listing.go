package campaign

import (
	"encoding/json"
	"fmt"

	"sengoku/i18n"
)

// Listing is who may see a campaign besides its game master and players:
// everyone from the server's lists, whoever holds its public link, or
// nobody else.
type Listing string

const (
	// Listed: on the home page and the print page; its public pages open
	// to anyone (a club's own server on its network).
	Listed Listing = "listed"
	// Unlisted: on no list; its public pages open only through the public
	// link, which carries the campaign's secret public key; players'
	// names are not shown to the public.
	Unlisted Listing = "unlisted"
	// Private: only the game master and the players see it; to anyone
	// else it does not exist.
	Private Listing = "private"
)

// Listings are the listings in the order a form offers them.
var Listings = []Listing{Listed, Unlisted, Private}

// ParseListing reads a listing by its name.
func ParseListing(s string) (Listing, bool) {
	for _, l := range Listings {
		if string(l) == s {
			return l, true
		}
	}
	return "", false
}

// ShowsPlayers reports whether the public may read the players' names:
// only on a listed campaign (elsewhere the public sees clans only).
func (l Listing) ShowsPlayers() bool { return l == Listed || l == "" }

// KindListing is the log kind of a change of listing. It is not a game
// action: undo passes over it.
const KindListing = "visibility"

// ListingEntry is the log entry of the game master's change of a
// campaign's listing from before to after, readable by whoever reads the
// log.
func ListingEntry(before, after Listing) (LogEntry, error) {
	payload, err := json.Marshal(map[string]string{"visibility": string(after)})
	if err != nil {
		return LogEntry{}, fmt.Errorf("encode listing: %w", err)
	}
	events, err := json.Marshal([]Message{{Kind: KindListing,
		Msg: i18n.M("campaign.listing-changed", i18n.M("listing."+string(before)), i18n.M("listing."+string(after)))}})
	if err != nil {
		return LogEntry{}, fmt.Errorf("encode listing: %w", err)
	}
	return LogEntry{ActorRole: string(RoleGM), Kind: KindListing, Payload: string(payload), Rolls: "[]", Events: string(events)}, nil
}
