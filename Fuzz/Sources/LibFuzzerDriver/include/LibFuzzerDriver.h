// libFuzzer's documented entry point for programs that have their own main
// (https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library). SwiftPM links every
// executable product with its own main on Linux, so a Swift target starts libFuzzer with this
// instead of linking libFuzzer's main.
#ifndef LIB_FUZZER_DRIVER_H
#define LIB_FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
