#!/usr/bin/env bash
# Makes the demo defence recordings committed beside this script: two sentences of "Sense and
# Sensibility" read for LibriVox (public domain), from Debian's pocketsphinx-testdata, as
# Ogg/Opus mono at 24 kb/s (a recording upload kept as .ogg), bit-exact so a re-make gives the
# same bytes. Needs ffmpeg (libopus) and pocketsphinx-testdata; only for re-making the files:
# seeding copies them as they are.
#   apt-get install -y ffmpeg pocketsphinx-testdata && bash server/seed/defence-media/make-media.sh
set -euo pipefail
cd "$(dirname "$0")"
src=/usr/share/pocketsphinx/test/data/librivox
# 6 s: "Had he married a more amiable woman, he might have been made still more respectable than he was."
ffmpeg -y -loglevel error -i "${src}/sense_and_sensibility_01_austen_64kb-0920.wav" -ac 1 -c:a libopus -b:a 24k -map_metadata -1 -fflags +bitexact -flags:a +bitexact amiable-woman.ogg
# 7 s: "... Mr. John Dashwood had then leisure to consider how much there might prudently be in his power to do for them."
ffmpeg -y -loglevel error -i "${src}/sense_and_sensibility_01_austen_64kb-0870.wav" -ac 1 -c:a libopus -b:a 24k -map_metadata -1 -fflags +bitexact -flags:a +bitexact leisure-to-consider.ogg
ls -l amiable-woman.ogg leisure-to-consider.ogg
