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
// in models.Act). The least recently used campaign goes first.
type campaignCache = versionedLRU[int64, *cacheEntry]

type cacheEntry struct {
	campaign *models.Campaign
	mu       sync.Mutex
	maps     map[views.Lang][]byte
}

// stateCacheSize is how many decoded campaigns stay in memory. Their
// rendered pages are in the answer cache (answers.go), bounded in bytes:
// a state is needed again only when its campaign changes or its pages
// were evicted.
const stateCacheSize = 128

func newCampaignCache() *campaignCache {
	return newVersionedLRU[int64, *cacheEntry](stateCacheSize)
}

// campaign returns campaign id, from the cache when it is still current.
func (s *Server) campaign(ctx context.Context, id int64) (*models.Campaign, *cacheEntry, error) {
	version, err := s.db.CampaignVersion(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	return s.campaignAt(ctx, id, version)
}

// campaignAt returns campaign id, from the cache when it holds version
// (just read by the caller); otherwise read whole, at whatever version it
// has reached since.
func (s *Server) campaignAt(ctx context.Context, id, version int64) (*models.Campaign, *cacheEntry, error) {
	if e, ok := s.cache.get(id); ok && e.campaign.Version == version {
		return e.campaign, e, nil
	}
	cp, err := s.db.Campaign(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	e := &cacheEntry{campaign: cp, maps: map[views.Lang][]byte{}}
	s.cache.put(id, id, cp.Version, e, 1)
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
