// Package static embeds the site's stylesheets, scripts (htmx 2.x and its
// server-sent-events extension, vendored with their licences) and images, so the binary serves everything itself and works offline.
package static

import "embed"

// FS holds css/, js/ and img/.
//
//go:embed css js img
var FS embed.FS
