package handlers

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/fnv"
	"math"
	"sync"

	"sengoku/campaign"
	"sengoku/campaign/geo"
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

// mapSVG renders (once per version and language) the campaign's map on
// its shapes.
func (e *cacheEntry) mapSVG(ctx context.Context, l views.Lang, sh *geo.Shapes) ([]byte, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if b, ok := e.maps[l]; ok {
		return b, nil
	}
	var buf bytes.Buffer
	if err := views.MapSVG(l, views.NewMapView(e.campaign.ID, e.campaign.State, sh)).Render(ctx, &buf); err != nil {
		return nil, err
	}
	e.maps[l] = buf.Bytes()
	return e.maps[l], nil
}

// shapeCache keeps each map's shapes (geo.Build costs milliseconds), keyed
// by a fingerprint of the provinces' ids and centroids: a map's shapes are
// computed once, whatever its campaigns and versions, never per request.
type shapeCache struct {
	coast  geo.Coast
	mu     sync.Mutex
	shapes map[uint64]*geo.Shapes
}

const shapeCacheSize = 32

func newShapeCache() (*shapeCache, error) {
	coast, err := geo.Japan()
	if err != nil {
		return nil, err
	}
	return &shapeCache{coast: coast, shapes: map[uint64]*geo.Shapes{}}, nil
}

// of returns m's shapes, building them on first use. Shapes are shared and
// read-only.
func (c *shapeCache) of(m campaign.Map) *geo.Shapes {
	key := mapFingerprint(m)
	c.mu.Lock()
	defer c.mu.Unlock()
	if sh, ok := c.shapes[key]; ok {
		return sh
	}
	if len(c.shapes) >= shapeCacheSize {
		for k := range c.shapes { // evict an arbitrary entry
			delete(c.shapes, k)
			break
		}
	}
	sh := geo.Build(m.Provinces, c.coast)
	c.shapes[key] = sh
	return sh
}

// mapFingerprint hashes what the shapes depend on: ids and centroids.
func mapFingerprint(m campaign.Map) uint64 {
	h := fnv.New64a()
	var b [24]byte
	for _, p := range m.Provinces {
		binary.LittleEndian.PutUint64(b[0:], uint64(p.ID))
		binary.LittleEndian.PutUint64(b[8:], math.Float64bits(p.Lat))
		binary.LittleEndian.PutUint64(b[16:], math.Float64bits(p.Lon))
		h.Write(b[:])
	}
	return h.Sum64()
}
