package campaigns

import (
	"context"

	"sengoku/campaign"
	"sengoku/tables"
)

// createRequest is a new campaign as the form or the API asks for it.
type createRequest struct {
	Setup       campaign.Setup
	Players     int // the number of players declared; 0 = not given
	GMPassword  string
	GMPassword2 *string // the repeated password on the form; nil for the API
	// Listing is who may see the campaign as asked (campaign.Listing);
	// the server's default when "".
	Listing string
}

// addKey records a problem whose message is a catalogue key.
func addKey(v *tables.ValidationError, field, key string) {
	v.Add(field, key)
}

// validate checks everything before anything is written.
func (r createRequest) validate(checkPassword func(v *tables.ValidationError, field, pw, field2 string, pw2 *string)) error {
	v := &tables.ValidationError{}
	if err := r.Setup.Validate(); err != nil {
		sv, ok := tables.AsValidation(err)
		if !ok {
			return err
		}
		v.Problems = append(v.Problems, sv.Problems...)
	}
	if r.Players != 0 {
		if r.Players < campaign.MinPlayers || r.Players > campaign.MaxPlayers {
			addKey(v, "players", "err.players.range")
		} else if r.Players != len(r.Setup.Players) {
			addKey(v, "players", "err.players.count")
		}
	}
	checkPassword(v, "gm_password", r.GMPassword, "gm_password2", r.GMPassword2)
	if _, ok := campaign.ParseListing(r.Listing); r.Listing != "" && !ok {
		addKey(v, "visibility", "listing.invalid")
	}
	return v.Err()
}

// create validates and stores a new campaign; it returns its id and each
// player's join token.
func (s *Server) create(ctx context.Context, r createRequest) (int64, map[campaign.Clan]string, error) {
	if err := r.validate(s.CheckNewPassword); err != nil {
		return 0, nil, err
	}
	hash, err := s.HashPassword(ctx, r.GMPassword)
	if err != nil {
		return 0, nil, err
	}
	r.Setup.Listing = s.Listing
	if l, ok := campaign.ParseListing(r.Listing); ok {
		r.Setup.Listing = l
	}
	id, tokens, err := s.Create(ctx, r.Setup, hash)
	if err != nil {
		return 0, nil, err
	}
	return id, tokens, nil
}
