"""Peer: `colourswatch` (PyPI) opens a palette and saves it as JSON.

colourswatch opens an ASE file as one swatch per group; they are joined into one so that
every colour is converted and written, as palconv does. (Its JSON is an object keyed by
colour name, so colours with the same name collapse; the reading work is all done.)
"""
import sys

from colourswatch import io
from colourswatch.colourswatch import ColourSwatch

opened = io.openColourSwatch(sys.argv[1])
if isinstance(opened, list):
    colours = [colour for swatch in opened for colour in swatch.colours]
    opened = ColourSwatch(opened[0].name if opened else "", colours)
io.saveColourSwatch(sys.argv[2], opened)
