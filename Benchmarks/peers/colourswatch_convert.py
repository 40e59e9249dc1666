"""Peer: `colourswatch` (PyPI) opens a palette and saves it as JSON."""
import sys

from colourswatch import io

swatches = io.openColourSwatch(sys.argv[1])
if isinstance(swatches, list):
    swatches = swatches[0]
io.saveColourSwatch(sys.argv[2], swatches)
