package i18n

// A catalogue maps a key to its words: {Italian, English}. A counted noun
// has key+".one", key+".other" and, where Italian needs it, key+".many".
// Texts with arguments use fmt verbs (%s for a name or a Msg, %d for a
// whole number; %[2]s where a language orders them differently).
//
// Each room of the application keeps its own file (campaign.go, ccsb.go,
// …) so that they grow independently; rooms lists them all.
type catalogue = map[string][2]string

// rooms are every catalogue file's entries.
var rooms = []catalogue{campaignWords, modelsWords, tablesWords, rulebookWords, affinatiWords, artOfTacticWords, ccsbWords, ccsbScenarioWords, sekigaharaWords, senjutsuWords, pdfWords, apiWords,
	viewsWords, viewsIndexWords, viewsCalcWords, viewsCalcFixWords, viewsAssistWords, viewsPrintWords, viewsSeasonWords, viewsLimitsWords, viewsFormsWords, viewsOptionValuesWords, viewsLinksWords, viewsEliminatedWords, viewsGMScreensWords, viewsAPIPageWords, viewsBattleKitWords, viewsDeadlinesWords, viewsMapWords, viewsPWAWords, viewsLookWords, viewsBattlePhotoWords, viewsNoticeLinksWords, viewsOptionsWords, viewsQueryWords, viewsBattleDieWords, trackerWords, viewsListingWords, ccsbGameWords}

// entries are the rooms merged: the lookup table, built once and only read.
var entries = merge(rooms)

func merge(cs []catalogue) catalogue {
	n := 0
	for _, c := range cs {
		n += len(c)
	}
	out := make(catalogue, n)
	for _, c := range cs {
		for k, v := range c {
			out[k] = v
		}
	}
	return out
}
