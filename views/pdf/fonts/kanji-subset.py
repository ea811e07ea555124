#!/usr/bin/env python3
"""Rebuild VLGothic-Sengoku.ttf, the kanji font of Sengoku's printables.

Source: VL Gothic Regular from Debian's fonts-vlgothic (20220612), whose
licence (M+ FONTS, Sazanami, BSD-3-Clause) is in LICENSE-VLGothic.txt.
It keeps the space, the non-kanji rows of JIS X 0208 (kana, punctuation, full-width
forms), the 2,965 kanji of its level 1, and every CJK character found in
the project's own data (province names, unit flags), so that names in
ordinary Japanese print. gofpdf then embeds only the glyphs a document uses.

    apt-get install fonts-vlgothic python3-fonttools
    python3 views/pdf/fonts/kanji-subset.py
"""
import pathlib
import re

from fontTools import subset
from fontTools.ttLib import TTFont

SOURCE = "/usr/share/fonts/truetype/vlgothic/VL-Gothic-Regular.ttf"
HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[2]


def jis_rows(rows):
    """The characters of JIS X 0208 rows, through EUC-JP."""
    out = set()
    for row in rows:
        for cell in range(1, 95):
            try:
                out.add(bytes([0xA0 + row, 0xA0 + cell]).decode("euc_jp"))
            except UnicodeDecodeError:
                pass
    return out


def project_chars():
    """Every CJK character in the project's data and Go sources."""
    cjk = re.compile("[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]")
    out = set()
    for pattern in ("campaign/mapdata/*.csv", "tables/**/*.go", "handlers/*.go"):
        for path in ROOT.glob(pattern):
            out.update(cjk.findall(path.read_text(encoding="utf-8")))
    return out


def main():
    # The space too, so that "足軽 弓隊" prints in one font.
    chars = {" "} | jis_rows(range(1, 9)) | jis_rows(range(16, 48)) | project_chars()
    opts = subset.Options()
    opts.layout_features = []
    opts.hinting = False
    opts.notdef_outline = True
    opts.name_IDs = ["*"]
    opts.drop_tables += ["FFTM"]
    font = TTFont(SOURCE)
    sub = subset.Subsetter(opts)
    sub.populate(text="".join(sorted(chars)))
    sub.subset(font)
    font.save(HERE / "VLGothic-Sengoku.ttf")
    print(f"{len(chars)} characters")


if __name__ == "__main__":
    main()
