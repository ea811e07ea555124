package i18n

// viewsBattlePhotoWords: the photo of the table on a battle's report page.
var viewsBattlePhotoWords = catalogue{
	"photo.title":             {"Foto del tavolo", "Photo of the table"},
	"photo.alt":               {"Il tavolo della battaglia di %s", "The table of the battle of %s"},
	"photo.none":              {"Nessuna foto.", "No photo."},
	"photo.file":              {"Foto (JPEG, PNG o WebP, al massimo %d MB)", "Photo (JPEG, PNG or WebP, at most %d MB)"},
	"photo.upload":            {"Carica la foto", "Upload the photo"},
	"photo.replace":           {"Sostituisci la foto", "Replace the photo"},
	"photo.remove":            {"Rimuovi la foto", "Remove the photo"},
	"err.photo.toolarge":      {"La foto supera %d MB: riducila e riprova. Nulla è stato salvato.", "The photo is larger than %d MB: make it smaller and try again. Nothing was saved."},
	"err.photo.type":          {"Il file non è una foto JPEG, PNG o WebP. Nulla è stato salvato.", "The file is not a JPEG, PNG or WebP photo. Nothing was saved."},
	"err.photo.missing":       {"Scegli un file da caricare.", "Choose a file to upload."},
	"err.import.limit.photos": {"Il file ha più di %d foto.", "The file holds more than %d photos."},
	"err.import.limit.photo":  {"Una foto nel file supera %d MB.", "A photo in the file is larger than %d MB."},
}
