#!/usr/bin/env bash
# Installs Debian's Chromium (and CJK fonts so zh-tw renders) for the Playwright journeys,
# poppler-utils (pdftotext, pdftoppm), with which the journeys read the downloaded report PDF, and
# a Kai (brush) font in which the handwriting journey writes its 稿紙 page (ocr-handwriting.spec.ts),
# and Debian's tesseract program, which reads pages by OCR when present (decision 0067; tesseract.js
# otherwise), so the tests read with both engines.
# Idempotent and silent when all are already present; Playwright never downloads its own browser.
set -euo pipefail

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
dpkg -s fonts-arphic-ukai >/dev/null 2>&1 || need+=(fonts-arphic-ukai)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
command -v tesseract >/dev/null 2>&1 || need+=(tesseract-ocr)
[ ${#need[@]} -eq 0 ] && exit 0

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "ensure-chromium: installing ${need[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
