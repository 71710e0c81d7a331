// EXPECT: clean
// Device-side assert: the failure path calls __assertfail and the normal path
// continues.
#include <cassert>
__global__ void checked_scale(const float *in, float *out, int n, float a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i < n);
  out[i] = a * in[i];
}
