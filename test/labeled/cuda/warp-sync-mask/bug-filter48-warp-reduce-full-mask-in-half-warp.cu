// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=48
// A 48-tap FIR filter, one block of 48 threads per output sample: each
// thread multiplies one tap, then each warp reduces its products with a
// full-mask __shfl_down_sync before the two warp sums are combined. With 48
// threads the second warp has only 16 lanes (threads 32..47) (BUG): its
// 0xffffffff mask names lanes 16..31 that do not exist, and the first step
// (offset 16) has lanes 0..15 read the registers of those missing lanes:
// the values are undefined, so the second warp's sum is garbage.
#define TAPS 48
__global__ void fir48(const float *x, const float *h, float *y, int n) {
  __shared__ float wsum[2];
  int t = threadIdx.x, o = blockIdx.x;
  float p = (o + t < n) ? x[o + t] * h[t] : 0.f;
  for (int off = 16; off > 0; off >>= 1)
    p += __shfl_down_sync(0xffffffffu, p, off);
  if ((t & 31) == 0)
    wsum[t / 32] = p;
  __syncthreads();
  if (t == 0)
    y[o] = wsum[0] + wsum[1];
}
