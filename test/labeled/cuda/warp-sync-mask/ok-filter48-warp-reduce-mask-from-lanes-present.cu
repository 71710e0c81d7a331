// EXPECT: clean
// PTXLINT-ARGS: --block-dim=48
// The 48-tap FIR with blocks of 48 threads, reducing each warp with a mask
// of the lanes it really has: warp 0 has 32 lanes (0xffffffff), warp 1 has
// 16 (0x0000ffff), and its reduction uses width 16 so that no shuffle reads
// a lane outside the mask.
#define TAPS 48
__global__ void fir48(const float *x, const float *h, float *y, int n) {
  __shared__ float wsum[2];
  int t = threadIdx.x, o = blockIdx.x;
  float p = (o + t < n) ? x[o + t] * h[t] : 0.f;
  if (t < 32) {
    for (int off = 16; off > 0; off >>= 1)
      p += __shfl_down_sync(0xffffffffu, p, off);
  } else {
    for (int off = 8; off > 0; off >>= 1)
      p += __shfl_down_sync(0x0000ffffu, p, off, 16);
  }
  if ((t & 31) == 0)
    wsum[t / 32] = p;
  __syncthreads();
  if (t == 0)
    y[o] = wsum[0] + wsum[1];
}
