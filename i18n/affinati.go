package i18n

// affinatiWords: SAMURAI (Affinati) combat.
var affinatiWords = catalogue{}
