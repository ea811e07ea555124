// Package figure holds the figures that pages (SVG, in views) and printed
// sheets (PDF, in views/pdf) both draw: the campaign map laid out in map
// units and QR codes. It knows no templates and no words: views/pdf reads
// it without reaching the pages' template engine.
package figure
