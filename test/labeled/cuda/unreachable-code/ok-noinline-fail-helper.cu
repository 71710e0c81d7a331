// EXPECT: clean
// A non-inlined error helper that reports and traps, called on a bad-input
// path; the caller goes on after the check on the normal path.
#include <cstdio>
__device__ __noinline__ void fail(int code, int idx) {
  printf("bad input %d at %d\n", code, idx);
  __trap();
}
__global__ void checked_gather(const int *idx, const float *src, float *dst, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int j = idx[i];
  if (j < 0 || j >= m)
    fail(j, i);
  dst[i] = src[j];
}
