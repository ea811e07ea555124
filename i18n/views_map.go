package i18n

// viewsMapWords: the campaign map drawn as Japan, its move-lines overlay and
// its zoom controls.
var viewsMapWords = catalogue{
	"map.moves":      {"Mostra le linee di movimento (province confinanti)", "Show the move lines (neighbouring provinces)"},
	"map.movesTitle": {"Linee di movimento", "Move lines"},
	"map.dest":       {"Destinazioni legali dell'esercito selezionato", "Legal destinations of the selected army"},
	"map.whole":      {"Tutto il Giappone", "All of Japan"},
	"map.zoomIn":     {"Ingrandisci", "Zoom in"},
	"map.zoomOut":    {"Riduci", "Zoom out"},
	"map.pinch":      {"Pizzica o usa la rotellina per ingrandire, trascina per spostarti.", "Pinch or use the wheel to zoom, drag to move around."},
	"legend.moves":   {"Linea di movimento", "Move line"},
	"legend.dest":    {"Destinazione legale", "Legal destination"},
}
