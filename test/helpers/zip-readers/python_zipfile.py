"""Reads a zip with Python's zipfile: checks every CRC, prints one JSON object per entry."""
import base64
import json
import sys
import zipfile

with zipfile.ZipFile(sys.argv[1]) as archive:
    bad = archive.testzip()
    if bad is not None:
        sys.exit(f"bad CRC in {bad}")
    for info in archive.infolist():
        print(json.dumps({
            "name": info.filename,
            "dateTime": list(info.date_time),
            "flags": info.flag_bits,
            "data": base64.b64encode(archive.read(info)).decode(),
        }))
