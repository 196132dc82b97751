#!/bin/sh
# Makes resources/fonts/NotoSansSC-subset.otf: Noto Sans CJK SC (SIL Open Font License 1.1,
# see NotoSansCJK-LICENSE.txt) cut down to the characters the Chinese translation uses, so the
# window can show Chinese on a machine with no CJK font at all, for about 1% of the font's size.
#
# Run it again after changing i18n/zh-CN/sudoku3d.ftl (the `i18n` test fails until you do).
# Needs fonttools (`apt-get install python3-fonttools`) and the full font, from Debian's
# fonts-noto-cjk package (`apt-get download fonts-noto-cjk && dpkg -x fonts-noto-cjk_*.deb x`),
# given as the first argument:
#   sh resources/fonts/subset-cjk.sh x/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
set -eu
font=${1:?the path of NotoSansCJK-Regular.ttc}
here=$(dirname "$0")
repo=$here/../..
# Every character of the Chinese messages that is not ASCII, plus the language's own name
# (shown in the settings in every language).
text=$(mktemp)
{ cat "$repo/i18n/zh-CN/sudoku3d.ftl"; printf '简体中文'; } | LC_ALL=C.UTF-8 grep -v '^#' | tr -d '\000-\177' >"$text"
# Index 2 of the collection is the Simplified Chinese face.
/usr/bin/python3 -m fontTools.subset "$font" --font-number=2 --text-file="$text" \
    --layout-features='*' --no-hinting --desubroutinize \
    --output-file="$here/NotoSansSC-subset.otf"
rm -f "$text"
ls -l "$here/NotoSansSC-subset.otf"
