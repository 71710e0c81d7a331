// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// A segmented sort with one segment per 128-thread block: the stage loop is
// bounded by the next power of two of the block's segment length, which every
// thread of the block computes from the same two offsets, so all threads run
// the same number of __syncthreads() steps.
__global__ void __launch_bounds__(128) seg_bitonic(float *keys, const int *__restrict__ seg_off) {
  __shared__ float s[128];
  int t = threadIdx.x;
  int seg = blockIdx.x;
  int beg = seg_off[seg], len = seg_off[seg + 1] - beg;
  s[t] = t < len ? keys[beg + t] : __int_as_float(0x7f800000);
  int n = 1;
  while (n < len)
    n <<= 1;
  __syncthreads();
  for (int k = 2; k <= n; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) {
      int p = t ^ j;
      if (p > t) {
        float a = s[t], c = s[p];
        bool up = (t & k) == 0;
        if ((a > c) == up) {
          s[t] = c;
          s[p] = a;
        }
      }
      __syncthreads();
    }
  if (t < len)
    keys[beg + t] = s[t];
}
