#!/usr/bin/env bash
# Regenerates packages/ingest/test/fixtures. The fixtures are committed; this script documents
# how they were made (Debian bookworm: libreoffice-writer-nogui fonts-noto-cjk libheif-examples
# img2pdf imagemagick poppler-utils libimage-exiftool-perl python3).
# The true texts essay-zh.txt / essay-en.txt are hand-written originals (one paragraph a line,
# the first line is the title); every other fixture derives from them.
set -euo pipefail
cd "$(dirname "$0")/../test/fixtures"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# 1. Word-processor files: txt -> flat ODT (explicit Asian font, Noto Serif CJK TC) -> soffice ->
#    docx / pdf. HTML import cannot set the Asian font, and the default one is the JP variant.
to_fodt() { # $1 txt, $2 font size (pt), $3 first-line indent (cm)
  python3 - "$1" "$2" "$3" <<'PY'
import html, sys
path, size, indent = sys.argv[1], sys.argv[2], sys.argv[3]
lines = [l for l in open(path, encoding='utf-8').read().splitlines() if l.strip()]
font = 'style:font-name="Noto Serif CJK TC" style:font-name-asian="Noto Serif CJK TC"'
print(f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Noto Serif CJK TC" svg:font-family="'Noto Serif CJK TC'"/></office:font-face-decls>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="2.2cm" fo:margin-bottom="2.2cm" fo:margin-left="2.2cm" fo:margin-right="2.2cm"/></style:page-layout>
<style:style style:name="T" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.4cm"/><style:text-properties {font} fo:font-size="{int(size)+4}pt" style:font-size-asian="{int(size)+4}pt" fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
<style:style style:name="P" style:family="paragraph"><style:paragraph-properties fo:text-indent="{indent}cm" fo:line-height="150%" fo:margin-bottom="0.2cm"/><style:text-properties {font} fo:font-size="{size}pt" style:font-size-asian="{size}pt"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/></office:master-styles>
<office:body><office:text>''')
print(f'<text:p text:style-name="T">{html.escape(lines[0])}</text:p>')
for l in lines[1:]:
    print(f'<text:p text:style-name="P">{html.escape(l)}</text:p>')
print('</office:text></office:body></office:document>')
PY
}
to_fodt essay-zh.txt 14 1.0 > "$work/docx-zh.fodt"
to_fodt essay-en.txt 12 1.0 > "$work/pdf-text-en.fodt"
soffice --headless --convert-to docx:"MS Word 2007 XML" --outdir "$work" "$work/docx-zh.fodt" >/dev/null
soffice --headless --convert-to pdf --outdir "$work" "$work/docx-zh.docx" >/dev/null
soffice --headless --convert-to pdf --outdir "$work" "$work/pdf-text-en.fodt" >/dev/null
cp "$work/docx-zh.docx" docx-zh.docx;  cp essay-zh.txt docx-zh.txt
cp "$work/docx-zh.pdf" pdf-text-zh.pdf; cp essay-zh.txt pdf-text-zh.txt
cp "$work/pdf-text-en.pdf" pdf-text-en.pdf; cp essay-en.txt pdf-text-en.txt

# 2. Scanned PDF: the zh page rasterised at 200 dpi in grey, a slight skew and scanner noise,
#    JPEG-compressed, wrapped into a PDF without a text layer by img2pdf.
pdftoppm -r 200 -gray -png -singlefile pdf-text-zh.pdf "$work/scan"
convert "$work/scan.png" -background white -rotate 0.6 -attenuate 0.25 +noise Gaussian \
  -blur 0x0.5 -quality 70 "$work/scan.jpg"
img2pdf --pagesize A4 -o pdf-scanned-zh.pdf "$work/scan.jpg"
cp essay-zh.txt pdf-scanned-zh.txt

# 3. Phone-style photos: page at 150 dpi on cream paper with grain, uneven light (bright top
#    left, dim bottom right), tilted on a dark desk, a touch of perspective, noise and blur.
photo() { # $1 pdf, $2 output jpg
  pdftoppm -r 150 -png -singlefile "$1" "$work/page"
  local size; size=$(identify -format '%wx%h' "$work/page.png")
  local w=${size%x*} h=${size#*x}
  convert "$work/page.png" \
    \( -size "$size" xc:'#f3ecdc' -attenuate 0.12 +noise Gaussian -blur 0x1.5 \) -compose multiply -composite \
    \( -size "$size" xc: -sparse-color Shepards "0,0 #ffffff $w,0 #e0e0e0 0,$h #c4c4c4 $w,$h #888888" \) -compose multiply -composite \
    -compose over -bordercolor '#3b3128' -border 60 \
    -virtual-pixel background -background '#3b3128' \
    -distort Perspective "0,0 25,10  $((w+120)),0 $((w+100)),35  0,$((h+120)) 5,$((h+100))  $((w+120)),$((h+120)) $((w+110)),$((h+115))" \
    -rotate 2.2 -attenuate 0.12 +noise Gaussian -blur 0x0.7 -quality 82 "$2"
}
photo pdf-text-zh.pdf "$work/photo-zh.jpg"
photo pdf-text-en.pdf photo-en.jpg
cp essay-en.txt photo-en.txt
# Stored rotated: pixels turned 90 degrees anticlockwise, EXIF Orientation 6 says "rotate 90 CW".
convert "$work/photo-zh.jpg" -rotate -90 -quality 82 photo-zh.jpg
exiftool -q -overwrite_original -Orientation#=6 photo-zh.jpg
cp essay-zh.txt photo-zh.txt
# HEIC copy of the English photo (what an iPhone uploads).
heif-enc -q 60 -o photo-en.heic photo-en.jpg >/dev/null
# photo-en.txt is the true text of both photo-en.jpg and photo-en.heic.

# 4. Bad files.
python3 - <<'PY'
import random, struct, zipfile, zlib

# Zip bomb: a docx-shaped zip whose media entry inflates 60 MB of zeros from about 60 KB.
minimal = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
}
def bomb(path):
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, text in minimal.items():
            z.writestr(name, text)
        z.writestr('word/media/image1.png', b'\0' * 60_000_000)
bomb('zip-bomb.docx')

# The same bomb with lying headers: both size fields of the big entry say 1 000 bytes, so only
# inflating with a cap (not reading the directory) catches it.
bomb('zip-bomb-lying.docx')
data = bytearray(open('zip-bomb-lying.docx', 'rb').read())
name = b'word/media/image1.png'
for sig, size_at in ((b'PK\x03\x04', 22), (b'PK\x01\x02', 24)):
    pos = 0
    while (pos := data.find(sig, pos)) != -1:
        name_len_at = 26 if sig == b'PK\x03\x04' else 28
        n = struct.unpack_from('<H', data, pos + name_len_at)[0]
        start = pos + (30 if sig == b'PK\x03\x04' else 46)
        if bytes(data[start:start + n]) == name:
            struct.pack_into('<I', data, pos + size_at, 1000)
        pos += 4
open('zip-bomb-lying.docx', 'wb').write(data)

# Decompression-bomb PNG: 30000 x 30000 one-bit grey, all black: 900 megapixels in ~110 KB.
w = h = 30000
def chunk(kind, body):
    return struct.pack('>I', len(body)) + kind + body + struct.pack('>I', zlib.crc32(kind + body))
comp = zlib.compressobj(9)
row = b'\0' * (1 + w // 8)
idat = b''.join(comp.compress(row) for _ in range(h)) + comp.flush()
png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 1, 0, 0, 0, 0)) + chunk(b'IDAT', idat) + chunk(b'IEND', b'')
open('bomb.png', 'wb').write(png)

# Corrupt PDF: a PDF header followed by noise, no objects, no xref.
rnd = random.Random(42)
open('corrupt.pdf', 'wb').write(b'%PDF-1.7\n' + bytes(rnd.randrange(256) for _ in range(4096)))
# Corrupt DOCX: a real docx cut in half (local headers intact, central directory gone).
docx = open('docx-zh.docx', 'rb').read()
open('corrupt.docx', 'wb').write(docx[: len(docx) // 2])
# A zip that is not a Word document (sniffs as null).
with zipfile.ZipFile('not-docx.zip', 'w') as z:
    z.writestr('notes.txt', 'just a zip')
PY
