// EXPECT: clean
// __trap() on an error path, assert() and __builtin_unreachable(): the
// compiler knows they do not return, nothing follows them.
#include <cassert>
__global__ void checked(const int *a, int *b, int n) {
  int v = a[threadIdx.x];
  if (v < 0)
    __trap();
  assert(v < n);
  switch (v & 3) {
  case 0: b[threadIdx.x] = v; break;
  case 1: b[threadIdx.x] = -v; break;
  case 2: b[threadIdx.x] = 2 * v; break;
  case 3: b[threadIdx.x] = v / 2; break;
  default: __builtin_unreachable();
  }
}
