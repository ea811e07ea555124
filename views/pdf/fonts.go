package pdf

import _ "embed"

// DejaVu Sans, regular and bold, from Debian's fonts-dejavu-core: the Bitstream
// Vera licence with DejaVu's public-domain changes (fonts/LICENSE-DejaVu.txt).
// gofpdf subsets them, so a document carries only the glyphs it uses.
var (
	//go:embed fonts/DejaVuSans.ttf
	fontRegular []byte
	//go:embed fonts/DejaVuSans-Bold.ttf
	fontBold []byte
)

// fontFamily is the family name the documents register the fonts under.
const fontFamily = "dejavu"
