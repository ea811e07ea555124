package i18n

// senjutsuWords: Senjutsu.
var senjutsuWords = catalogue{}
