// Declarations only (include/LibFuzzerDriver.h); libFuzzer itself comes from -sanitize=fuzzer.
#include "LibFuzzerDriver.h"
