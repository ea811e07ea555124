package i18n

// ccsbWords: Command & Colors: Samurai Battles.
var ccsbWords = catalogue{}
