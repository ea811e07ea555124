package i18n

// artOfTacticWords: Art of Tactic.
var artOfTacticWords = catalogue{}
