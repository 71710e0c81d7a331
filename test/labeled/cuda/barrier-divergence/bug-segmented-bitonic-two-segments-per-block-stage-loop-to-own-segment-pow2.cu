// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: a segmented sort packs two short segments into one 256-thread block
// (threads 0-127 sort segment 2b, 128-255 segment 2b+1) but keeps the
// single-segment kernel's stage loop, bounded by the next power of two of the
// thread's own segment length, with __syncthreads() per step. Two segments of
// different lengths run different numbers of steps, so the halves of the
// block execute different numbers of barriers.
__global__ void __launch_bounds__(256) seg_bitonic(float *keys, const int *__restrict__ seg_off) {
  __shared__ float s[256];
  int half = threadIdx.x >> 7, t = threadIdx.x & 127;
  int seg = blockIdx.x * 2 + half;
  int beg = seg_off[seg], len = seg_off[seg + 1] - beg;
  s[threadIdx.x] = t < len ? keys[beg + t] : __int_as_float(0x7f800000);
  int n = 1;
  while (n < len)
    n <<= 1;
  __syncthreads();
  for (int k = 2; k <= n; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) {
      int p = t ^ j;
      if (p > t) {
        float a = s[half * 128 + t], c = s[half * 128 + p];
        bool up = (t & k) == 0;
        if ((a > c) == up) {
          s[half * 128 + t] = c;
          s[half * 128 + p] = a;
        }
      }
      __syncthreads();
    }
  if (t < len)
    keys[beg + t] = s[threadIdx.x];
}
