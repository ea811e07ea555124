package i18n

// sekigaharaWords: Sekigahara.
var sekigaharaWords = catalogue{}
