// The scenarios' battle notes as the seed prints them (its texts are in
// the catalogue, i18n/ccsb_scenarios.go, under the keys named here). Every
// value, raw text, seed line and Italian text is read back from the seed
// by TestScenariosAreTheSeeds: edit the two files together and run it.

package ccsb

// scenarios are the rulebook's 40 scenarios, NOTE ALLA BATTAGLIA (seed
// l.2139-l.3429), in the book's order.
var scenarios = []Scenario{
	{
		Number: 1, Title: "ccsb.scn.1.title", Printed: "PRIMA SCHERMAGLIA TRA SAMURAI", TitleLine: 2143, Year: 0,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.1.army.0", ArmyPrinted: "Armata Samurai (rossa)", ArmyLine: 2153, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2154, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2155, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5 0nore & Fortuna", Line: 2157, Unclear: ""}},
			{Army: "ccsb.scn.1.army.1", ArmyPrinted: "Armata Samurai (blu)", ArmyLine: 2153, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2154, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2155, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5 0nore & Fortuna", Line: 2157, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2158, Unclear: "column"},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2160},
		Victory:      []Note{{Key: "ccsb.scn.1.victory.0", From: 2161, To: 2161, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.1.special.0", From: 2164, To: 2164, Unclear: ""}},
	},
	{
		Number: 2, Title: "ccsb.scn.2.title", Printed: "CASTELLO DI ARITA, 1517 d.C. (fase 1 - Avanguardia Takeda)", TitleLine: 2165, Year: 1517,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.2.army.0", ArmyPrinted: "Armata Samurai Mori", ArmyLine: 2171, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2172, Unclear: ""}, DragonCards: Cited{Value: 1, Raw: "1 carta Dragone", Line: 2174, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0Onore & Fortuna", Line: 2176, Unclear: ""}},
			{Army: "ccsb.scn.2.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2171, CommandCards: Cited{Value: 4, Raw: "4 carte Comando", Line: 2172, Unclear: ""}, DragonCards: Cited{Value: 1, Raw: "1 carta Dragone", Line: 2174, Unclear: ""}, HonorFortune: Cited{Value: 2, Raw: "2 Onore & Fortuna", Line: 2176, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2178, Unclear: "column"},
		VictoryFlags: Cited{Value: 3, Raw: "Vittoria — 3 Bandiere", Line: 2180},
		Victory:      []Note{{Key: "ccsb.scn.2.victory.0", From: 2181, To: 2181, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.2.special.0", From: 2184, To: 2184, Unclear: ""}},
	},
	{
		Number: 3, Title: "ccsb.scn.3.title", Printed: "CASTELLO DI ARITA, 1517 d.C. (fase 2 - fiume Matauki)", TitleLine: 2185, Year: 1517,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.3.army.0", ArmyPrinted: "Armata Samurai Mori", ArmyLine: 2189, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2193, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2194, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5O0nore & Fortuna", Line: 2196, Unclear: "glued"}},
			{Army: "ccsb.scn.3.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2191, CommandCards: Cited{Value: 4, Raw: "4 carte Comando", Line: 2199, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2200, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 Onore & Fortuna", Line: 2201, Unclear: ""}},
		},
		First:        FirstMove{Side: 0, Raw: "e Muove per prima", Line: 2197, Unclear: ""},
		VictoryFlags: Cited{Value: 6, Raw: "Vittoria — 6 Bandiere", Line: 2203},
		Victory:      []Note{{Key: "ccsb.scn.3.victory.0", From: 2205, To: 2205, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.3.special.0", From: 2209, To: 2209, Unclear: ""}},
	},
	{
		Number: 4, Title: "ccsb.scn.4.title", Printed: "CASTELLO DI KORIYAMA, 1540 d.C. (fiume Enokawu)", TitleLine: 2210, Year: 1540,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.4.army.0", ArmyPrinted: "Armata Samurai Shishido", ArmyLine: 2219, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2220, Unclear: ""}, DragonCards: Cited{Value: 4, Raw: "4 carte Dragone", Line: 2222, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0nore & Fortuna", Line: 2224, Unclear: ""}},
			{Army: "ccsb.scn.4.army.1", ArmyPrinted: "Armata Samurai Shinguto", ArmyLine: 2219, CommandCards: Cited{Value: 4, Raw: "4 carte Comando", Line: 2220, Unclear: ""}, DragonCards: Cited{Value: 1, Raw: "1 carta Dragone", Line: 2222, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0nore & Fortuna", Line: 2224, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2226, Unclear: "column"},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2228},
		Victory:      []Note{{Key: "ccsb.scn.4.victory.0", From: 2230, To: 2230, Unclear: ""}, {Key: "ccsb.scn.4.victory.1", From: 2232, To: 2233, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.4.special.0", From: 2236, To: 2236, Unclear: ""}, {Key: "ccsb.scn.4.special.1", From: 2237, To: 2237, Unclear: ""}},
	},
	{
		Number: 5, Title: "ccsb.scn.5.title", Printed: "CASTELLO DI KORIYAMA, 1540 d.C. (settembre)", TitleLine: 2238, Year: 1540,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.5.army.0", ArmyPrinted: "Armata Samurai Mori", ArmyLine: 2242, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2246, Unclear: ""}, DragonCards: Cited{Value: 1, Raw: "1 carta Dragone", Line: 2247, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0Onore & Fortuna", Line: 2249, Unclear: ""}},
			{Army: "ccsb.scn.5.army.1", ArmyPrinted: "Armata Samurai Amako", ArmyLine: 2244, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2252, Unclear: ""}, DragonCards: Cited{Value: 1, Raw: "1 carta Dragone", Line: 2253, Unclear: ""}, HonorFortune: Cited{Value: 3, Raw: "3 Onore & Fortuna", Line: 2254, Unclear: ""}},
		},
		First:        FirstMove{Side: 0, Raw: "e Muove per prima", Line: 2250, Unclear: ""},
		VictoryFlags: Cited{Value: 4, Raw: "Vittoria — 4 Bandiere", Line: 2256},
		Victory:      []Note{{Key: "ccsb.scn.5.victory.0", From: 2258, To: 2258, Unclear: ""}, {Key: "ccsb.scn.5.victory.1", From: 2260, To: 2262, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.5.special.0", From: 2266, To: 2266, Unclear: ""}},
	},
	{
		Number: 6, Title: "ccsb.scn.6.title", Printed: "CASTELLO DI KORIYAMA, 1540 d.C. (ottobre)", TitleLine: 2276, Year: 1540,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.6.army.0", ArmyPrinted: "Armata Samurai Mori", ArmyLine: 2282, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 2286, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2287, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5O0nore & Fortuna", Line: 2289, Unclear: "glued"}},
			{Army: "ccsb.scn.6.army.1", ArmyPrinted: "Armata Samurai Amako", ArmyLine: 2284, CommandCards: Cited{Value: 4, Raw: "4 carte Comando", Line: 2292, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2293, Unclear: ""}, HonorFortune: Cited{Value: 3, Raw: "3 Onore & Fortuna", Line: 2294, Unclear: ""}},
		},
		First:        FirstMove{Side: 0, Raw: "e Muove per prima", Line: 2290, Unclear: ""},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2296},
		Victory:      []Note{{Key: "ccsb.scn.6.victory.0", From: 2298, To: 2298, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.6.special.0", From: 2302, To: 2302, Unclear: ""}},
	},
	{
		Number: 7, Title: "ccsb.scn.7.title", Printed: "CASTELLO DI KORIYAMA, 1541 d.C. (gennaio)", TitleLine: 2314, Year: 1541,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.7.army.0", ArmyPrinted: "Armata Samurai Ouchi", ArmyLine: 2317, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 2318, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2320, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "50nore & Fortuna", Line: 2322, Unclear: "glued"}},
			{Army: "ccsb.scn.7.army.1", ArmyPrinted: "Armata Samurai Amako", ArmyLine: 2317, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2318, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2320, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5O0nore & Fortuna", Line: 2322, Unclear: "glued"}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2324, Unclear: "column"},
		VictoryFlags: Cited{Value: 6, Raw: "Vittoria — 6 Bandiere", Line: 2326},
		Victory:      []Note{{Key: "ccsb.scn.7.victory.0", From: 2328, To: 2328, Unclear: ""}, {Key: "ccsb.scn.7.victory.1", From: 2330, To: 2332, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.7.special.0", From: 2335, To: 2335, Unclear: ""}},
	},
	{
		Number: 8, Title: "ccsb.scn.8.title", Printed: "PRIMA BATTAGLIA DI AZUKIZAKA 1542 d.C.", TitleLine: 2343, Year: 1542,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.8.army.0", ArmyPrinted: "Armata Samurai Imagawa", ArmyLine: 2346, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 2347, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2348, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5 0nore & Fortuna", Line: 2350, Unclear: ""}},
			{Army: "ccsb.scn.8.army.1", ArmyPrinted: "Armata Samurai Oda", ArmyLine: 2346, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2347, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2348, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 0nore & Fortuna", Line: 2350, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2351, Unclear: "column"},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2353},
		Victory:      []Note{{Key: "ccsb.scn.8.victory.0", From: 2355, To: 2355, Unclear: ""}, {Key: "ccsb.scn.8.victory.1", From: 2357, To: 2360, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.8.special.0", From: 2364, To: 2364, Unclear: ""}},
	},
	{
		Number: 9, Title: "ccsb.scn.9.title", Printed: "CASTELLO DI KAWAGOE 1546 d.C.", TitleLine: 2369, Year: 1546,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.9.army.0", ArmyPrinted: "Armata Samurai Uesugi", ArmyLine: 2371, CommandCards: Cited{Value: 4, Raw: "4 carte Comando", Line: 2372, Unclear: ""}, DragonCards: Cited{Value: 1, Raw: "1 carta Dragone", Line: 2373, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0nore & Fortuna", Line: 2374, Unclear: ""}},
			{Army: "ccsb.scn.9.army.1", ArmyPrinted: "Armata Samurai Hojo", ArmyLine: 2371, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 2372, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2373, Unclear: ""}, HonorFortune: Cited{Value: 9, Raw: "9 O0nore & Fortuna", Line: 2374, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: ". e Muove per prima", Line: 2375, Unclear: "column"},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2377},
		Victory:      []Note{{Key: "ccsb.scn.9.victory.0", From: 2379, To: 2379, Unclear: ""}, {Key: "ccsb.scn.9.victory.1", From: 2381, To: 2383, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.9.special.0", From: 2386, To: 2386, Unclear: ""}},
	},
	{
		Number: 10, Title: "ccsb.scn.10.title", Printed: "SECONDA BATTAGLIA DI AZUKIZAKA 1548 d.C.", TitleLine: 2396, Year: 1548,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.10.army.0", ArmyPrinted: "Armata Samurai Imagawa", ArmyLine: 2404, CommandCards: Cited{Value: 3, Raw: "3 carte Comando", Line: 2408, Unclear: ""}, DragonCards: Cited{Value: 5, Raw: "5 carte Dragone", Line: 2409, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5 0nore & Fortuna", Line: 2411, Unclear: ""}},
			{Army: "ccsb.scn.10.army.1", ArmyPrinted: "Armata Samurai Oda", ArmyLine: 2406, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2414, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2415, Unclear: ""}, HonorFortune: Cited{Value: 3, Raw: "3 Onore & Fortuna", Line: 2416, Unclear: ""}},
		},
		First:        FirstMove{Side: 0, Raw: "e Muove per prima", Line: 2412, Unclear: ""},
		VictoryFlags: Cited{Value: 6, Raw: "Vittoria — 6 Bandiere", Line: 2418},
		Victory:      []Note{{Key: "ccsb.scn.10.victory.0", From: 2420, To: 2420, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.10.special.0", From: 2423, To: 2423, Unclear: ""}},
	},
	{
		Number: 11, Title: "ccsb.scn.11.title", Printed: "OKEHAZAMA 1560 d.C. (forte di confine Marune)", TitleLine: 2433, Year: 1560,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.11.army.0", ArmyPrinted: "Armata Samurai Imagawa", ArmyLine: 2437, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2441, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2442, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 0nore & Fortuna", Line: 2444, Unclear: ""}},
			{Army: "ccsb.scn.11.army.1", ArmyPrinted: "Armata Samurai Oda", ArmyLine: 2439, CommandCards: Cited{Value: 4, Raw: "4 carte Comando", Line: 2447, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2448, Unclear: ""}, HonorFortune: Cited{Value: 3, Raw: "3 Onore & Fortuna", Line: 2449, Unclear: ""}},
		},
		First:        FirstMove{Side: 0, Raw: "e Muove per prima", Line: 2445, Unclear: ""},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2451},
		Victory:      []Note{{Key: "ccsb.scn.11.victory.0", From: 2453, To: 2453, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.11.special.0", From: 2456, To: 2456, Unclear: ""}},
	},
	{
		Number: 12, Title: "ccsb.scn.12.title", Printed: "OKEHAZAMA 1560 d.C. (gola di Dengakuhazama)", TitleLine: 2464, Year: 1560,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.12.army.0", ArmyPrinted: "Armata Samurai Imagawa", ArmyLine: 2467, CommandCards: Cited{Value: 2, Raw: "2* carte Comando —incrementano a 5", Line: 2469, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2471, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5O0nore & Fortuna", Line: 2473, Unclear: "glued"}},
			{Army: "ccsb.scn.12.army.1", ArmyPrinted: "Armata Samurai Oda", ArmyLine: 2467, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2469, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2471, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 0nore & Fortuna", Line: 2473, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e  Muove per prima", Line: 2474, Unclear: "column"},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2476},
		Victory:      []Note{{Key: "ccsb.scn.12.victory.0", From: 2477, To: 2477, Unclear: ""}, {Key: "ccsb.scn.12.victory.1", From: 2478, To: 2478, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.12.special.0", From: 2482, To: 2484, Unclear: ""}},
	},
	{
		Number: 13, Title: "ccsb.scn.13.title", Printed: "QUARTA KAWANAKAIJIMA 1561 d.C. (Fase 1 — Attacchi dell’Avanguardia Uesugi)", TitleLine: 2494, Year: 1561,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.13.army.0", ArmyPrinted: "Armata Samurai Uesugi", ArmyLine: 2498, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2502, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2503, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 0nore & Fortuna", Line: 2505, Unclear: ""}},
			{Army: "ccsb.scn.13.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2500, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2508, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2509, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0Onore & Fortuna", Line: 2510, Unclear: ""}},
		},
		First:        FirstMove{Side: 0, Raw: "e Muove per prima", Line: 2506, Unclear: ""},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2512},
		Victory:      []Note{{Key: "ccsb.scn.13.victory.0", From: 2514, To: 2514, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.13.special.0", From: 2517, To: 2517, Unclear: ""}},
	},
	{
		Number: 14, Title: "ccsb.scn.14.title", Printed: "QUARTA KAWANAKAIJIMA 1561 d.C. (Fase 2 — Carica di Yamamoto Kansuke)", TitleLine: 2527, Year: 1561,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.14.army.0", ArmyPrinted: "Armata Samurai Uesugi", ArmyLine: 2535, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2539, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2540, Unclear: ""}, HonorFortune: Cited{Value: 8, Raw: "8 Onore & Fortuna", Line: 2542, Unclear: ""}},
			{Army: "ccsb.scn.14.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2537, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2545, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2546, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5O0nore & Fortuna", Line: 2547, Unclear: "glued"}},
		},
		First:        FirstMove{Side: 0, Raw: "Muove per prima", Line: 2543, Unclear: ""},
		VictoryFlags: Cited{Value: 6, Raw: "Vittoria — 6 Bandiere", Line: 2549},
		Victory:      []Note{{Key: "ccsb.scn.14.victory.0", From: 2550, To: 2550, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.14.special.0", From: 2554, To: 2554, Unclear: ""}},
	},
	{
		Number: 15, Title: "ccsb.scn.15.title", Printed: "QUARTA KAWANAKAIJIMA 1561 d.C. (Fase 3 — Attacco contro la Tenda Comando Takeda)", TitleLine: 2562, Year: 1561,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.15.army.0", ArmyPrinted: "Armata Samurai Uesugi", ArmyLine: 2565, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2566, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2568, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "60nore & Fortuna", Line: 2570, Unclear: "glued"}},
			{Army: "ccsb.scn.15.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2565, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2566, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2568, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 Onore & Fortuna", Line: 2570, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2572, Unclear: "column"},
		VictoryFlags: Cited{Value: 6, Raw: "Vittoria — 6 Bandiere", Line: 2574},
		Victory:      []Note{{Key: "ccsb.scn.15.victory.0", From: 2576, To: 2576, Unclear: ""}, {Key: "ccsb.scn.15.victory.1", From: 2578, To: 2580, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.15.special.0", From: 2584, To: 2584, Unclear: ""}},
	},
	{
		Number: 16, Title: "ccsb.scn.16.title", Printed: "QUARTA KAWANAKAIJIMA 1561 d.C. (Fase 4 — Guado di Amenomiya)", TitleLine: 2592, Year: 1561,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.16.army.0", ArmyPrinted: "Armata Samurai Uesugi", ArmyLine: 2594, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2595, Unclear: ""}, DragonCards: Cited{Value: 4, Raw: "4 carte Dragone", Line: 2596, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 O0nore & Fortuna", Line: 2597, Unclear: ""}},
			{Army: "ccsb.scn.16.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2594, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2595, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2596, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 O0nore & Fortuna", Line: 2597, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2598, Unclear: "column"},
		VictoryFlags: Cited{Value: 6, Raw: "Vittoria — 6 Bandiere", Line: 2600},
		Victory:      []Note{{Key: "ccsb.scn.16.victory.0", From: 2602, To: 2602, Unclear: ""}, {Key: "ccsb.scn.16.victory.1", From: 2604, To: 2606, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.16.special.0", From: 2609, To: 2609, Unclear: ""}},
	},
	{
		Number: 17, Title: "ccsb.scn.17.title", Printed: "QUARTA KAWANAKAIJIMA 1561 d.C. (Fase 5 — Attacco a Tenaglia Takeda)", TitleLine: 2617, Year: 1561,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.17.army.0", ArmyPrinted: "Armata Samurai Uesugi", ArmyLine: 2620, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2621, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2623, Unclear: ""}, HonorFortune: Cited{Value: 9, Raw: "9 0nore & Fortuna", Line: 2625, Unclear: ""}},
			{Army: "ccsb.scn.17.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2620, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 2621, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2623, Unclear: ""}, HonorFortune: Cited{Value: 10, Raw: "10 Onore & Fortuna", Line: 2625, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2626, Unclear: "column"},
		VictoryFlags: Cited{Value: 6, Raw: "Vittoria — 6 Bandiere", Line: 2628},
		Victory:      []Note{{Key: "ccsb.scn.17.victory.0", From: 2629, To: 2629, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.17.special.0", From: 2632, To: 2632, Unclear: ""}},
	},
	{
		Number: 18, Title: "ccsb.scn.18.title", Printed: "SECONDA KONODAI 1564 d.C. (7 gennaio)", TitleLine: 2640, Year: 1564,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.18.army.0", ArmyPrinted: "Armata Samurai Satomi", ArmyLine: 2644, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2645, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2646, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0nore & Fortuna", Line: 2648, Unclear: ""}},
			{Army: "ccsb.scn.18.army.1", ArmyPrinted: "Armata Samurai Hojo", ArmyLine: 2644, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 2645, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2646, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 0nore & Fortuna", Line: 2648, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2649, Unclear: "column"},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2651},
		Victory:      []Note{{Key: "ccsb.scn.18.victory.0", From: 2653, To: 2653, Unclear: ""}, {Key: "ccsb.scn.18.victory.1", From: 2655, To: 2657, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.18.special.0", From: 2660, To: 2660, Unclear: ""}},
	},
	{
		Number: 19, Title: "ccsb.scn.19.title", Printed: "SECONDA KONODAI 1564 d.C. (8 gennaio)", TitleLine: 2668, Year: 1564,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.19.army.0", ArmyPrinted: "Armata Samurai Satomi", ArmyLine: 2671, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2672, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2673, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0Onore & Fortuna", Line: 2675, Unclear: ""}},
			{Army: "ccsb.scn.19.army.1", ArmyPrinted: "Armata Samurai Hojo", ArmyLine: 2671, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 2672, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2673, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 0nore & Fortuna", Line: 2675, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2676, Unclear: "column"},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2678},
		Victory:      []Note{{Key: "ccsb.scn.19.victory.0", From: 2680, To: 2680, Unclear: ""}, {Key: "ccsb.scn.19.victory.1", From: 2682, To: 2684, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.19.special.0", From: 2687, To: 2687, Unclear: ""}},
		Campaign:     &Note{Key: "ccsb.scn.19.campaign", From: 2689, To: 2696},
	},
	{
		Number: 20, Title: "ccsb.scn.20.title", Printed: "MIMASETOGE 1569 d.C.", TitleLine: 2704, Year: 1569,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.20.army.0", ArmyPrinted: "Armata Samurai Hojo", ArmyLine: 2706, CommandCards: Cited{Value: 4, Raw: "4 carte Comando", Line: 2707, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2708, Unclear: ""}, HonorFortune: Cited{Value: 3, Raw: "3 Onore & Fortuna", Line: 2709, Unclear: ""}},
			{Army: "ccsb.scn.20.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2706, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2707, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2708, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 0nore & Fortuna", Line: 2709, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2710, Unclear: "column"},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2712},
		Victory:      []Note{{Key: "ccsb.scn.20.victory.0", From: 2713, To: 2713, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.20.special.0", From: 2716, To: 2716, Unclear: ""}},
	},
	{
		Number: 21, Title: "ccsb.scn.21.title", Printed: "NUNOBEYAMA 1570 d.C.", TitleLine: 2725, Year: 1570,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.21.army.0", ArmyPrinted: "Armata Samurai Amako", ArmyLine: 2728, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2730, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2732, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 Onore & Fortuna", Line: 2734, Unclear: ""}},
			{Army: "ccsb.scn.21.army.1", ArmyPrinted: "Armata Samurai Mori", ArmyLine: 2728, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2730, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2732, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 Onore & Fortuna", Line: 2734, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e  Muove per prima", Line: 2735, Unclear: "column"},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2737},
		Victory:      []Note{{Key: "ccsb.scn.21.victory.0", From: 2738, To: 2738, Unclear: ""}, {Key: "ccsb.scn.21.victory.1", From: 2740, To: 2742, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.21.special.0", From: 2745, To: 2745, Unclear: ""}, {Key: "ccsb.scn.21.special.1", From: 2746, To: 2746, Unclear: ""}},
	},
	{
		Number: 22, Title: "ccsb.scn.22.title", Printed: "ANEGAWA 1570 d.C. (panoramica della battaglia)", TitleLine: 2754, Year: 1570,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.22.army.0", ArmyPrinted: "Armata Samurai Asai & Asakura", ArmyLine: 2757, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2758, Unclear: ""}, DragonCards: Cited{Value: 4, Raw: "4 carte Dragone", Line: 2760, Unclear: ""}, HonorFortune: Cited{Value: 3, Raw: "3 0Onore & Fortuna", Line: 2762, Unclear: ""}},
			{Army: "ccsb.scn.22.army.1", ArmyPrinted: "Armata Samurai Oda & Tokugawa", ArmyLine: 2757, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2758, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2760, Unclear: ""}, HonorFortune: Cited{Value: 3, Raw: "3 Onore & Fortuna", Line: 2762, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstByRoll, Raw: "e * Muove per prima e * Muove per prima", Line: 2764, Unclear: ""},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2766},
		Victory:      []Note{{Key: "ccsb.scn.22.victory.0", From: 2767, To: 2767, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.22.special.0", From: 2771, To: 2772, Unclear: ""}, {Key: "ccsb.scn.22.special.1", From: 2774, To: 2774, Unclear: ""}},
	},
	{
		Number: 23, Title: "ccsb.scn.23.title", Printed: "ANEGAWA 1570 d.C. (Tokugawa contro Asakura)", TitleLine: 2782, Year: 1570,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.23.army.0", ArmyPrinted: "Armata Samurai Asakura", ArmyLine: 2784, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2785, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2786, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5O0nore & Fortuna", Line: 2787, Unclear: "glued"}},
			{Army: "ccsb.scn.23.army.1", ArmyPrinted: "Armata Samurai Tokugawa", ArmyLine: 2784, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2785, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2786, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5O0nore & Fortuna", Line: 2787, Unclear: "glued"}},
		},
		First:        FirstMove{Side: FirstByRoll, Raw: "e * Muove per prima e * Muove per prima", Line: 2788, Unclear: ""},
		VictoryFlags: Cited{Value: 4, Raw: "Vittoria — 4 Bandiere", Line: 2790},
		Victory:      []Note{{Key: "ccsb.scn.23.victory.0", From: 2791, To: 2791, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.23.special.0", From: 2795, To: 2796, Unclear: ""}, {Key: "ccsb.scn.23.special.1", From: 2798, To: 2798, Unclear: ""}},
	},
	{
		Number: 24, Title: "ccsb.scn.24.title", Printed: "ANEGAWA 1570 d.C. (0da contro Asai)", TitleLine: 2808, Year: 1570,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.24.army.0", ArmyPrinted: "Armata Samurai Asai", ArmyLine: 2812, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2816, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2817, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 0nore & Fortuna", Line: 2819, Unclear: ""}},
			{Army: "ccsb.scn.24.army.1", ArmyPrinted: "Armata Samurai Oda", ArmyLine: 2814, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2822, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2823, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 0nore & Fortuna", Line: 2824, Unclear: ""}},
		},
		First:        FirstMove{Side: 0, Raw: "e Muove per prima", Line: 2820, Unclear: ""},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 2826},
		Victory:      []Note{{Key: "ccsb.scn.24.victory.0", From: 2828, To: 2828, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.24.special.0", From: 2832, To: 2832, Unclear: ""}},
	},
	{
		Number: 25, Title: "ccsb.scn.25.title", Printed: "MIKATA-GA-HARA 1572 d.C.", TitleLine: 2840, Year: 1572,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.25.army.0", ArmyPrinted: "Armata Samurai Tokugawa", ArmyLine: 2843, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2844, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2846, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5 0nore & Fortuna", Line: 2848, Unclear: ""}},
			{Army: "ccsb.scn.25.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2843, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 2844, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2846, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 0Onore & Fortuna", Line: 2848, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2850, Unclear: "column"},
		VictoryFlags: Cited{Value: 7, Raw: "Vittoria — 7 Bandiere", Line: 2852},
		Victory:      []Note{{Key: "ccsb.scn.25.victory.0", From: 2854, To: 2854, Unclear: ""}, {Key: "ccsb.scn.25.victory.1", From: 2856, To: 2858, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.25.special.0", From: 2861, To: 2861, Unclear: ""}},
	},
	{
		Number: 26, Title: "ccsb.scn.26.title", Printed: "IL ROVETO VICINO A SAIGADAKE 1572 d.C.", TitleLine: 2869, Year: 1572,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.26.army.0", ArmyPrinted: "Armata Samurai Tokugawa", ArmyLine: 2873, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2874, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2876, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0Onore & Fortuna", Line: 2878, Unclear: ""}},
			{Army: "ccsb.scn.26.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2873, CommandCards: Cited{Value: 3, Raw: "3 carte Comando", Line: 2874, Unclear: ""}, DragonCards: Cited{Value: 1, Raw: "1 carta Dragone", Line: 2876, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0Onore & Fortuna", Line: 2878, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2880, Unclear: "column"},
		VictoryFlags: Cited{Value: 4, Raw: "Vittoria — 4 Bandiere", Line: 2882},
		Victory:      []Note{{Key: "ccsb.scn.26.victory.0", From: 2884, To: 2884, Unclear: ""}, {Key: "ccsb.scn.26.victory.1", From: 2886, To: 2888, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.26.special.0", From: 2891, To: 2891, Unclear: ""}},
	},
	{
		Number: 27, Title: "ccsb.scn.27.title", Printed: "KIZAKIHARA 1572 d.C.", TitleLine: 2901, Year: 1572,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.27.army.0", ArmyPrinted: "Armata Samurai Ito", ArmyLine: 2907, CommandCards: Cited{Value: 4, Raw: "4 carte Comando", Line: 2911, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2912, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0Onore & Fortuna", Line: 2914, Unclear: ""}},
			{Army: "ccsb.scn.27.army.1", ArmyPrinted: "Armata Samurai Shimazu", ArmyLine: 2909, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2917, Unclear: ""}, DragonCards: Cited{Value: 4, Raw: "4 carte Dragone", Line: 2918, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 0Onore & Fortuna", Line: 2919, Unclear: ""}},
		},
		First:        FirstMove{Side: 0, Raw: "e Muove per prima", Line: 2915, Unclear: ""},
		VictoryFlags: Cited{Value: 4, Raw: "Vittoria — 4 Bandiere", Line: 2921},
		Victory:      []Note{{Key: "ccsb.scn.27.victory.0", From: 2923, To: 2923, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.27.special.0", From: 2926, To: 2926, Unclear: ""}},
	},
	{
		Number: 28, Title: "ccsb.scn.28.title", Printed: "NAGASHINO 1575 d.C. (panoramica della battaglia)", TitleLine: 2936, Year: 1575,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.28.army.0", ArmyPrinted: "Armata Samurai Oda-Tokugawa", ArmyLine: 2942, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2946, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2947, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 O0nore & Fortuna", Line: 2949, Unclear: ""}},
			{Army: "ccsb.scn.28.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2944, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2952, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 2953, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 Onore & Fortuna", Line: 2954, Unclear: ""}},
		},
		First:        FirstMove{Side: 0, Raw: "e Muove per prima", Line: 2950, Unclear: ""},
		VictoryFlags: Cited{Value: 4, Raw: "Vittoria — 4 Bandiere", Line: 2956},
		Victory:      []Note{{Key: "ccsb.scn.28.victory.0", From: 2958, To: 2958, Unclear: ""}, {Key: "ccsb.scn.28.victory.1", From: 2972, To: 2973, Unclear: "nagashino"}},
		Special:      []Note{{Key: "ccsb.scn.28.special.0", From: 2977, To: 2977, Unclear: ""}},
	},
	{
		Number: 29, Title: "ccsb.scn.29.title", Printed: "NAGASHINO 1575 d.C. (Attacco Centrale Takeda)", TitleLine: 2985, Year: 1575,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.29.army.0", ArmyPrinted: "Armata Samurai Oda-Tokugawa", ArmyLine: 2987, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2988, Unclear: ""}, DragonCards: Cited{Value: 5, Raw: "5 carte Dragone", Line: 2989, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 0Onore & Fortuna", Line: 2990, Unclear: ""}},
			{Army: "ccsb.scn.29.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 2987, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 2988, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 2989, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 Onore & Fortuna", Line: 2990, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 2991, Unclear: "column"},
		VictoryFlags: Cited{Value: 7, Raw: "Vittoria — 7 Bandiere", Line: 2993},
		Victory:      []Note{{Key: "ccsb.scn.29.victory.0", From: 2995, To: 2995, Unclear: ""}, {Key: "ccsb.scn.29.victory.1", From: 2996, To: 2997, Unclear: "nagashino"}},
		Special:      []Note{{Key: "ccsb.scn.29.special.0", From: 3000, To: 3000, Unclear: ""}, {Key: "ccsb.scn.29.special.1", From: 3001, To: 3001, Unclear: ""}},
	},
	{
		Number: 30, Title: "ccsb.scn.30.title", Printed: "NAGASHINO 1575 d.C. (Attacco a Destra Takeda)", TitleLine: 3011, Year: 1575,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.30.army.0", ArmyPrinted: "Armata Samurai Oda-Tokugawa", ArmyLine: 3016, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3020, Unclear: ""}, DragonCards: Cited{Value: 5, Raw: "5 carte Dragone", Line: 3021, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 O0nore & Fortuna", Line: 3023, Unclear: ""}},
			{Army: "ccsb.scn.30.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 3018, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3026, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 3027, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 Onore & Fortuna", Line: 3028, Unclear: ""}},
		},
		First:        FirstMove{Side: 0, Raw: "e Muove per prima", Line: 3024, Unclear: ""},
		VictoryFlags: Cited{Value: 7, Raw: "Vittoria — 7 Bandiere", Line: 3030},
		Victory:      []Note{{Key: "ccsb.scn.30.victory.0", From: 3032, To: 3032, Unclear: ""}, {Key: "ccsb.scn.30.victory.1", From: 3033, To: 3034, Unclear: "nagashino"}},
		Special:      []Note{{Key: "ccsb.scn.30.special.0", From: 3038, To: 3038, Unclear: ""}, {Key: "ccsb.scn.30.special.1", From: 3039, To: 3039, Unclear: ""}},
	},
	{
		Number: 31, Title: "ccsb.scn.31.title", Printed: "NAGASHINO 1575 d.C. (Attacco a Sinistra Takeda)", TitleLine: 3040, Year: 1575,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.31.army.0", ArmyPrinted: "Armata Samurai Oda-Tokugawa", ArmyLine: 3062, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3066, Unclear: ""}, DragonCards: Cited{Value: 5, Raw: "5 carte Dragone", Line: 3067, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 Onore & Fortuna", Line: 3069, Unclear: ""}},
			{Army: "ccsb.scn.31.army.1", ArmyPrinted: "Armata Samurai Takeda", ArmyLine: 3064, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3072, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 3073, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 Onore & Fortuna", Line: 3074, Unclear: ""}},
		},
		First:        FirstMove{Side: 0, Raw: "Muove per prima", Line: 3070, Unclear: ""},
		VictoryFlags: Cited{Value: 7, Raw: "Vittoria — 7 Bandiere", Line: 3076},
		Victory:      []Note{{Key: "ccsb.scn.31.victory.0", From: 3078, To: 3078, Unclear: ""}, {Key: "ccsb.scn.31.victory.1", From: 3079, To: 3080, Unclear: "nagashino"}},
		Special:      []Note{{Key: "ccsb.scn.31.special.0", From: 3084, To: 3084, Unclear: ""}, {Key: "ccsb.scn.31.special.1", From: 3086, To: 3086, Unclear: ""}},
	},
	{
		Number: 32, Title: "ccsb.scn.32.title", Printed: "TEDORIGAWA 1577 d.C.", TitleLine: 3087, Year: 1577,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.32.army.0", ArmyPrinted: "Armata Samurai Uesugi", ArmyLine: 3102, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3103, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3104, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 0Onore & Fortuna", Line: 3106, Unclear: ""}},
			{Army: "ccsb.scn.32.army.1", ArmyPrinted: "Armata Samurai Oda", ArmyLine: 3102, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 3103, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 3104, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0Onore & Fortuna", Line: 3106, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 3107, Unclear: "column"},
		VictoryFlags: Cited{Value: 7, Raw: "Vittoria — 7 Bandiere", Line: 3109},
		Victory:      []Note{{Key: "ccsb.scn.32.victory.0", From: 3111, To: 3111, Unclear: ""}, {Key: "ccsb.scn.32.victory.1", From: 3113, To: 3114, Unclear: ""}, {Key: "ccsb.scn.32.victory.2", From: 3116, To: 3117, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.32.special.0", From: 3121, To: 3122, Unclear: ""}, {Key: "ccsb.scn.32.special.1", From: 3124, To: 3124, Unclear: ""}},
	},
	{
		Number: 33, Title: "ccsb.scn.33.title", Printed: "OKITANAWATE 1584 d.C.", TitleLine: 3125, Year: 1584,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.33.army.0", ArmyPrinted: "Armata Samurai Ryuzoji", ArmyLine: 3143, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3144, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3146, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 0Onore & Fortuna", Line: 3148, Unclear: ""}},
			{Army: "ccsb.scn.33.army.1", ArmyPrinted: "Armata Samurai Shimazu", ArmyLine: 3143, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 3144, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 3146, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0Onore & Fortuna", Line: 3148, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 3150, Unclear: "column"},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 3152},
		Victory:      []Note{{Key: "ccsb.scn.33.victory.0", From: 3153, To: 3153, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.33.special.0", From: 3156, To: 3156, Unclear: ""}},
	},
	{
		Number: 34, Title: "ccsb.scn.34.title", Printed: "TAKAKURA 1585 d.C.", TitleLine: 3162, Year: 1585,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.34.army.0", ArmyPrinted: "Armata Samurai Date", ArmyLine: 3191, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3192, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3193, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 0Onore & Fortuna", Line: 3194, Unclear: ""}},
			{Army: "ccsb.scn.34.army.1", ArmyPrinted: "Armata Samurai Alleati", ArmyLine: 3191, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3192, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3193, Unclear: ""}, HonorFortune: Cited{Value: 7, Raw: "7 0Onore & Fortuna", Line: 3194, Unclear: ""}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 3196, Unclear: "column"},
		VictoryFlags: Cited{Value: 9, Raw: "Vittoria — 9 Bandiere", Line: 3198},
		Victory:      []Note{{Key: "ccsb.scn.34.victory.0", From: 3199, To: 3199, Unclear: ""}, {Key: "ccsb.scn.34.victory.1", From: 3201, To: 3202, Unclear: ""}, {Key: "ccsb.scn.34.victory.2", From: 3204, To: 3204, Unclear: ""}, {Key: "ccsb.scn.34.victory.3", From: 3205, To: 3205, Unclear: ""}, {Key: "ccsb.scn.34.victory.4", From: 3206, To: 3206, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.34.special.0", From: 3209, To: 3209, Unclear: ""}},
	},
	{
		Number: 35, Title: "ccsb.scn.35.title", Printed: "SURIAGEHARA 1589 d.C.", TitleLine: 3210, Year: 1589,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.35.army.0", ArmyPrinted: "Armata Samurai Date", ArmyLine: 3226, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3230, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3231, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 Onore & Fortuna", Line: 3232, Unclear: ""}},
			{Army: "ccsb.scn.35.army.1", ArmyPrinted: "Armata Samurai Alleati", ArmyLine: 3228, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3234, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3235, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 0nore & Fortuna", Line: 3237, Unclear: ""}},
		},
		First:        FirstMove{Side: 1, Raw: "e Muove per prima", Line: 3238, Unclear: ""},
		VictoryFlags: Cited{Value: 7, Raw: "Vittoria — 7 Bandiere", Line: 3240},
		Victory:      []Note{{Key: "ccsb.scn.35.victory.0", From: 3242, To: 3242, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.35.special.0", From: 3245, To: 3245, Unclear: ""}},
	},
	{
		Number: 36, Title: "ccsb.scn.36.title", Printed: "SEKIGAHARA 1600 d.C. (Attacco Iniziale)", TitleLine: 3250, Year: 1600,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.36.army.0", ArmyPrinted: "Armata Samurai d’Occidente", ArmyLine: 3259, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3263, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3264, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5 0nore & Fortuna", Line: 3265, Unclear: ""}},
			{Army: "ccsb.scn.36.army.1", ArmyPrinted: "Armata Samurai d’Oriente", ArmyLine: 3261, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3267, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3268, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5 Onore & Fortuna", Line: 3270, Unclear: ""}},
		},
		First:        FirstMove{Side: 1, Raw: "Muove per prima", Line: 3271, Unclear: ""},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 3273},
		Victory:      []Note{{Key: "ccsb.scn.36.victory.0", From: 3275, To: 3275, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.36.special.0", From: 3279, To: 3279, Unclear: ""}},
	},
	{
		Number: 37, Title: "ccsb.scn.37.title", Printed: "SEKIGAHARA 1600 d.C. (ad est del monte Nangu)", TitleLine: 3280, Year: 1600,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.37.army.0", ArmyPrinted: "Armata Samurai d’Occidente", ArmyLine: 3295, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3299, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3300, Unclear: ""}, HonorFortune: Cited{Value: 4, Raw: "4 0Onore & Fortuna", Line: 3301, Unclear: ""}},
			{Army: "ccsb.scn.37.army.1", ArmyPrinted: "Armata Samurai d’Oriente", ArmyLine: 3297, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 3303, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3304, Unclear: ""}, HonorFortune: Cited{Value: 5, Raw: "5 Onore & Fortuna", Line: 3306, Unclear: ""}},
		},
		First:        FirstMove{Side: 1, Raw: "Muove per prima", Line: 3307, Unclear: ""},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 3309},
		Victory:      []Note{{Key: "ccsb.scn.37.victory.0", From: 3311, To: 3311, Unclear: ""}, {Key: "ccsb.scn.37.victory.1", From: 3313, To: 3314, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.37.special.0", From: 3321, To: 3322, Unclear: ""}, {Key: "ccsb.scn.37.special.1", From: 3324, To: 3327, Unclear: ""}},
	},
	{
		Number: 38, Title: "ccsb.scn.38.title", Printed: "SEKIGAHARA 1600 d.C. (Assalto contro Ishida Mitsunari)", TitleLine: 3328, Year: 1600,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.38.army.0", ArmyPrinted: "Armata Samurai d’Occidente", ArmyLine: 3337, CommandCards: Cited{Value: 6, Raw: "6 carte Comando", Line: 3341, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3342, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 0nore & Fortuna", Line: 3343, Unclear: ""}},
			{Army: "ccsb.scn.38.army.1", ArmyPrinted: "Armata Samurai d’Oriente", ArmyLine: 3339, CommandCards: Cited{Value: 4, Raw: "4 carte Comando", Line: 3345, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 3346, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "6 Onore & Fortuna", Line: 3348, Unclear: ""}},
		},
		First:        FirstMove{Side: 1, Raw: "Muove per prima", Line: 3349, Unclear: ""},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 3351},
		Victory:      []Note{{Key: "ccsb.scn.38.victory.0", From: 3353, To: 3353, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.38.special.0", From: 3357, To: 3357, Unclear: ""}, {Key: "ccsb.scn.38.special.1", From: 3359, To: 3359, Unclear: ""}},
	},
	{
		Number: 39, Title: "ccsb.scn.39.title", Printed: "DOMYOII 1615 d.C. (Alture di Komatsuyama)", TitleLine: 3364, Year: 1615,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.39.army.0", ArmyPrinted: "Armata Samurai Osaka", ArmyLine: 3379, CommandCards: Cited{Value: 4, Raw: "4 carte Comando", Line: 3380, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3381, Unclear: ""}, HonorFortune: Cited{Value: 6, Raw: "60nore & Fortuna", Line: 3382, Unclear: "glued"}},
			{Army: "ccsb.scn.39.army.1", ArmyPrinted: "Armata Samurai Tokugawa", ArmyLine: 3379, CommandCards: Cited{Value: 3, Raw: "3 carte Comando", Line: 3380, Unclear: ""}, DragonCards: Cited{Value: 3, Raw: "3 carte Dragone", Line: 3381, Unclear: ""}, HonorFortune: Cited{Value: 8, Raw: "8O0Onore & Fortuna", Line: 3382, Unclear: "glued"}},
		},
		First:        FirstMove{Side: FirstUnclear, Raw: "e Muove per prima", Line: 3383, Unclear: "column"},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 3385},
		Victory:      []Note{{Key: "ccsb.scn.39.victory.0", From: 3386, To: 3386, Unclear: ""}, {Key: "ccsb.scn.39.victory.1", From: 3388, To: 3389, Unclear: ""}, {Key: "ccsb.scn.39.victory.2", From: 3391, To: 3393, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.39.special.0", From: 3396, To: 3396, Unclear: ""}},
	},
	{
		Number: 40, Title: "ccsb.scn.40.title", Printed: "DOMYOII 1615 d.C. (Battaglie tra le Tombe)", TitleLine: 3397, Year: 1615,
		Sides: [2]ScenarioSide{
			{Army: "ccsb.scn.40.army.0", ArmyPrinted: "Armata Samurai Osaka", ArmyLine: 3409, CommandCards: Cited{Value: 5, Raw: "5carte Comando", Line: 3410, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 3412, Unclear: ""}, HonorFortune: Cited{Value: 8, Raw: "8O0nore & Fortuna", Line: 3413, Unclear: "glued"}},
			{Army: "ccsb.scn.40.army.1", ArmyPrinted: "Armata Samurai Tokugawa", ArmyLine: 3409, CommandCards: Cited{Value: 5, Raw: "5 carte Comando", Line: 3410, Unclear: ""}, DragonCards: Cited{Value: 2, Raw: "2 carte Dragone", Line: 3415, Unclear: ""}, HonorFortune: Cited{Value: 8, Raw: "8 Onore & Fortuna", Line: 3416, Unclear: ""}},
		},
		First:        FirstMove{Side: 1, Raw: "Muove per prima", Line: 3417, Unclear: ""},
		VictoryFlags: Cited{Value: 5, Raw: "Vittoria — 5 Bandiere", Line: 3419},
		Victory:      []Note{{Key: "ccsb.scn.40.victory.0", From: 3420, To: 3420, Unclear: ""}},
		Special:      []Note{{Key: "ccsb.scn.40.special.0", From: 3423, To: 3423, Unclear: ""}, {Key: "ccsb.scn.40.special.1", From: 3424, To: 3424, Unclear: ""}},
		Campaign:     &Note{Key: "ccsb.scn.40.campaign", From: 3426, To: 3429},
	},
}
