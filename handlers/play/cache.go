package play

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/fnv"
	"math"
	"sync"

	"sengoku/campaign"
	"sengoku/campaign/geo"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
)

// campaignCache keeps recently read campaigns decoded, with their rendered
// map, keyed by id and checked against the stored version on every use: a
// page costs one tiny query instead of decoding the whole state. Cached
// states are shared and must be treated as read-only (actions work on a copy
// in models.Act). The least recently used campaign goes first.
type campaignCache = web.VersionedLRU[int64, *cacheEntry]

type cacheEntry struct {
	campaign *models.Campaign
	mu       sync.Mutex
	maps     map[views.Lang][]byte
}

// stateCacheSize is how many decoded campaigns stay in memory, each with
// its rendered map (about as many bytes as the page that embeds it).
// Their rendered pages are in the answer cache (answers.go), bounded in
// bytes: a state is needed again only to render the other viewers',
// languages' and tabs' answers of a campaign's newest version, or pages
// that were evicted, so the campaigns that changed last are the ones
// worth keeping. 128 held the states and maps of 100 quiet campaigns
// beside their pages, a fifth of the heap in the 100-campaign load.
const stateCacheSize = 32

func newCampaignCache() *campaignCache {
	return web.NewVersionedLRU[int64, *cacheEntry](stateCacheSize)
}

// Campaign returns campaign id, from the cache when it is still current.
func (s *Server) Campaign(ctx context.Context, id int64) (*models.Campaign, *cacheEntry, error) {
	version, err := s.Store.CampaignVersion(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	return s.campaignAt(ctx, id, version)
}

// campaignAt returns campaign id, from the cache when it holds version
// (just read by the caller); otherwise read whole, at whatever version it
// has reached since.
func (s *Server) campaignAt(ctx context.Context, id, version int64) (*models.Campaign, *cacheEntry, error) {
	if e, ok := s.cache.Get(id); ok && e.campaign.Version == version {
		return e.campaign, e, nil
	}
	cp, err := s.Store.Campaign(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	e := &cacheEntry{campaign: cp, maps: map[views.Lang][]byte{}}
	s.cache.Put(id, id, cp.Version, e, 1)
	return cp, e, nil
}

// keep caches cp, just written by an action: the page that answers the
// action renders it without reading it back.
func (s *Server) keep(cp *models.Campaign) *cacheEntry {
	e := &cacheEntry{campaign: cp, maps: map[views.Lang][]byte{}}
	s.cache.Put(cp.ID, cp.ID, cp.Version, e, 1)
	return e
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
	if err := campaignview.MapSVG(l, views.NewMapView(e.campaign.ID, e.campaign.State, sh)).Render(ctx, &buf); err != nil {
		return nil, err
	}
	e.maps[l] = bytes.Clone(buf.Bytes()) // kept: exact size, not the buffer's doubling
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

// Shapes are the province regions of map m, kept once per map for every
// campaign on it (the printables draw them too).
func (s *Server) Shapes(m campaign.Map) *geo.Shapes { return s.shapes.of(m) }
