package i18n

// viewsLinksWords: key → {Italian, English} for join links that are stored
// only as hashes (models/links.go).
var viewsLinksWords = catalogue{
	"links.sealed": {
		"Questo link non si può più mostrare: il sito ne conserva solo un'impronta (è stato creato prima che i link fossero cifrati, o con un'altra chiave). Chi lo ha già può ancora usarlo; rigeneralo per vederne uno nuovo.",
		"This link cannot be shown again: the site keeps only a fingerprint of it (it was made before links were sealed, or under another key). Whoever has it can still use it; regenerate it to see a new one.",
	},
}
