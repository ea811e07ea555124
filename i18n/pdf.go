package i18n

// pdfWords: the printed sheets (views/pdf).
var pdfWords = catalogue{}
