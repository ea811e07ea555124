package handlers

import (
	"bytes"
	"context"
	"sync"

	"sengoku/models"
	"sengoku/views"
)

// campaignCache keeps recently read campaigns decoded, with their rendered
// map, keyed by id and checked against the stored version on every use: a
// page costs one tiny query instead of decoding the whole state. Cached
// states are shared and must be treated as read-only (actions work on a copy
// in models.Act).
type campaignCache struct {
	mu      sync.Mutex
	entries map[int64]*cacheEntry
}

type cacheEntry struct {
	campaign *models.Campaign
	mu       sync.Mutex
	maps     map[views.Lang][]byte
}

const cacheSize = 64

func newCampaignCache() *campaignCache {
	return &campaignCache{entries: map[int64]*cacheEntry{}}
}

// campaign returns campaign id, from the cache when it is still current.
func (s *Server) campaign(ctx context.Context, id int64) (*models.Campaign, *cacheEntry, error) {
	version, err := s.db.CampaignVersion(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	s.cache.mu.Lock()
	e, ok := s.cache.entries[id]
	s.cache.mu.Unlock()
	if ok && e.campaign.Version == version {
		return e.campaign, e, nil
	}
	cp, err := s.db.Campaign(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	e = &cacheEntry{campaign: cp, maps: map[views.Lang][]byte{}}
	s.cache.mu.Lock()
	if len(s.cache.entries) >= cacheSize {
		for k := range s.cache.entries { // evict an arbitrary entry
			delete(s.cache.entries, k)
			break
		}
	}
	s.cache.entries[id] = e
	s.cache.mu.Unlock()
	return cp, e, nil
}

// mapSVG renders (once per version and language) the campaign's map.
func (e *cacheEntry) mapSVG(ctx context.Context, l views.Lang) ([]byte, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if b, ok := e.maps[l]; ok {
		return b, nil
	}
	var buf bytes.Buffer
	if err := views.MapSVG(l, views.NewMapView(e.campaign.ID, e.campaign.State)).Render(ctx, &buf); err != nil {
		return nil, err
	}
	e.maps[l] = buf.Bytes()
	return e.maps[l], nil
}
