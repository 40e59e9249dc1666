#ifndef PALETTE_FUZZ_DRIVER_H
#define PALETTE_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, linked by -sanitize=fuzzer): parses libFuzzer's flags from
/// the command line and runs `callback` on every input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
