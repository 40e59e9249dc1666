// The declaration in include/FuzzDriver.h is implemented by libFuzzer itself; this file only
// gives the C target a source, as SwiftPM requires.
#include "FuzzDriver.h"
