package ccsb

// The terrain a scenario's special rules put in force, read from its
// notes (scenarios_data.go, the catalogue's Italian as printed): the dice
// calculator opened from a game offers these as the target's hex.
//   - «Nei guadi non vi sono restrizioni» (3, 4, 21-24): a ford with no
//     restriction (ShallowFord, l.1913-1916);
//   - a river «guadabile» or «inaccessibile eccetto/tranne ai guadi»: the
//     ford (Ford, l.1900-1911);
//   - «recinzione ... considerati anche palizzate» (29-31, 33, 38):
//     Palisade;
//   - Niiyama Castle treated as buildings (21): Buildings.
var scenarioTerrain = map[int][]Terrain{
	3: {ShallowFord}, 4: {ShallowFord},
	5: {Ford}, 7: {Ford}, 15: {Ford}, 16: {Ford}, 17: {Ford},
	18: {Ford}, 19: {Ford}, 20: {Ford},
	21: {ShallowFord, Buildings}, 22: {ShallowFord}, 23: {ShallowFord}, 24: {ShallowFord},
	28: {Ford}, 29: {Palisade, Ford}, 30: {Palisade, Ford}, 31: {Palisade, Ford}, 32: {Ford},
	33: {Palisade}, 34: {Ford}, 36: {Ford}, 38: {Palisade, Ford}, 39: {Ford}, 40: {Ford},
}

// Terrains are the terrains scenario s's special rules name.
func (s Scenario) Terrains() []Terrain { return append([]Terrain(nil), scenarioTerrain[s.Number]...) }
