package web

import (
	"container/list"
	"sync"
)

// VersionedLRU is a least-recently-used cache bounded by a total cost
// (bytes, or a count when every entry costs 1) whose entries belong to a
// campaign and one of its versions. A campaign's versions only grow (an
// undo is an action too), so when a newer version of a campaign is stored
// the entries of its older versions can never be asked for again: they go
// at once, before any entry of a current version is evicted; a render of
// an older version that finishes late is not stored at all.
//
// github.com/hashicorp/golang-lru/v2 bounds a count, not bytes, and knows
// nothing of versions; the list and map below are the whole of it.
type VersionedLRU[K comparable, V any] struct {
	mu       sync.Mutex
	max, sum int64
	order    *list.List // of *lruItem, most recent first
	items    map[K]*list.Element
	// byCampaign indexes the entries of each campaign, and latest is the
	// newest version stored for it.
	byCampaign map[int64]map[K]*list.Element
	latest     map[int64]int64
}

type lruItem[K comparable, V any] struct {
	key               K
	value             V
	campaign, version int64
	cost              int64
}

func NewVersionedLRU[K comparable, V any](max int64) *VersionedLRU[K, V] {
	return &VersionedLRU[K, V]{max: max, order: list.New(), items: map[K]*list.Element{},
		byCampaign: map[int64]map[K]*list.Element{}, latest: map[int64]int64{}}
}

// Get returns the value under key and marks it recently used.
func (c *VersionedLRU[K, V]) Get(key K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		var zero V
		return zero, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*lruItem[K, V]).value, true
}

// Put stores value under key for version of campaign, at cost. It reports
// whether the value was kept: not when a newer version of the campaign is
// stored already, nor when cost alone is over the bound.
func (c *VersionedLRU[K, V]) Put(key K, campaign, version int64, value V, cost int64) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if cost > c.max || version < c.latest[campaign] {
		return false
	}
	if version > c.latest[campaign] {
		for _, el := range c.byCampaign[campaign] {
			c.remove(el)
		}
		c.latest[campaign] = version
	}
	if el, ok := c.items[key]; ok {
		c.remove(el)
	}
	el := c.order.PushFront(&lruItem[K, V]{key: key, value: value, campaign: campaign, version: version, cost: cost})
	c.items[key] = el
	if c.byCampaign[campaign] == nil {
		c.byCampaign[campaign] = map[K]*list.Element{}
	}
	c.byCampaign[campaign][key] = el
	c.sum += cost
	for c.sum > c.max {
		c.remove(c.order.Back())
	}
	return true
}

// remove drops one entry. A campaign left with none forgets its latest
// version too, so that the maps stay as small as the cache.
func (c *VersionedLRU[K, V]) remove(el *list.Element) {
	it := c.order.Remove(el).(*lruItem[K, V])
	delete(c.items, it.key)
	c.sum -= it.cost
	delete(c.byCampaign[it.campaign], it.key)
	if len(c.byCampaign[it.campaign]) == 0 {
		delete(c.byCampaign, it.campaign)
		delete(c.latest, it.campaign)
	}
}

// Size reports the entries and their total cost.
func (c *VersionedLRU[K, V]) Size() (entries int, cost int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.items), c.sum
}
