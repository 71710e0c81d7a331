// EXPECT: clean
// check-labeled-clang.test: a source clang cannot compile (a header it does
// not find) is skipped, not a failure.
#include <no_such_header_for_clang.h>
__global__ void k(int *p) { p[threadIdx.x] = 0; }
